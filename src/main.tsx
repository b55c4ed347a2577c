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

// Every page arrives prerendered (scripts/prerender.mjs); the client takes it over where it stands,
// once the browser has painted it: hydration never holds back the first paint of the content.
afterNextPaint().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={createRouter()} />
      </StrictMode>,
    );
  });
});

/** Resolves after the browser's next frame (or soon, in a tab that draws no frames). */
function afterNextPaint() {
  return new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });
}
