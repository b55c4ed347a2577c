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

// Every page arrives prerendered (pipeline/prerender.mjs), which loads this script once the content is
// on screen. The client then takes the page over where it stands in three tasks, not one: evaluating
// the modules, building the router, and starting hydration each take tens of milliseconds on a slow
// phone, and a tap in between is answered at once. Hydration itself runs in a transition: React
// renders the page in short slices instead of one long task.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * A host that serves a page at another address (/%2Fservices, //services: issue 36) would have the
 * router read that address and hydrate the page into « Page introuvable ». The page names its one
 * address (its canonical link): take it before the router reads the location, so the page stays.
 */
function keepOneAddress() {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const path = canonical && new URL(canonical).pathname;
  if (path && path !== location.pathname)
    history.replaceState(history.state, '', path + location.search + location.hash);
}

async function hydrate() {
  keepOneAddress();
  await nextTask();
  const router = createRouter();
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    );
  });
}

void hydrate();
