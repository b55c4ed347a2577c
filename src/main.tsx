import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createRouter } from './router';
import './ui/styles/global.scss';

// `npm run dev:inspect`: connect every machine to the Stately inspector (development only; the
// condition is false in production builds, so neither the import nor the inspector ships).
if (import.meta.env.DEV && import.meta.env.VITE_INSPECT) {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  window.__statelyInspect = (event) => inspector.inspect.next?.(event);
}

// Every page arrives prerendered (scripts/prerender.mjs), which loads this script once the content is
// on screen. The client takes the page over where it stands, in a transition: React hydrates it in
// short slices instead of one long task, so a tap during hydration is answered quickly.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={createRouter()} />
    </StrictMode>,
  );
});
