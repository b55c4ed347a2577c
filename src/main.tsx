import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createRouter } from './router';
import './ui/styles/global.scss';

// Every page arrives prerendered (scripts/prerender.mjs); the client takes it over where it stands.
const router = createRouter();

hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={router} />
  </StrictMode>,
);
