import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { createRouter } from './router';
import './ui/styles/global.scss';

// `npm run dev:inspect`: connect every machine to the Stately inspector (development only; the
// condition is false in production builds, so neither the import nor the inspector ships).
if (import.meta.env.DEV && import.meta.env.VITE_INSPECT) {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  window.__statelyInspect = (event) => inspector.inspect.next?.(event);
}

// Every page arrives prerendered (pipeline/site/prerender.mjs), which loads this script once the content is
// on screen. The client then takes the page over where it stands in four tasks, not one: evaluating
// the modules, running React DOM's own module body, building the router, and starting hydration each
// take tens of milliseconds on a slow phone, and a tap in between is answered at once. React DOM's
// client is a CommonJS module that the bundle runs when it is first imported: imported statically, it
// ran in this module's evaluation, which made that task the longest of the takeover (a trace at 4x CPU:
// 80 to 100 ms); imported here, after a task of its own, it runs apart (its file is already loaded,
// in the React chunk). Hydration itself runs in a transition: React renders the page in short slices
// instead of one long task.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * A host that serves a page at another address (/%2Fservices, //services: issue 36) would have the
 * router read that address and hydrate the page into « Page introuvable ». The page names its one
 * address (its canonical link): take it before the router reads the location, so the page stays.
 * The not-found page names none; the router would read its `//` as the home page (a path that begins
 * with two slashes is another address to it), so the second slash is written escaped: an address the
 * router does not know either, as the host did not.
 */
function keepOneAddress() {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const path = canonical ? new URL(canonical).pathname : location.pathname.replace(/^\/\//, '/%2F');
  if (path !== location.pathname)
    history.replaceState(history.state, '', path + location.search + location.hash);
}

async function hydrate() {
  keepOneAddress();
  await nextTask();
  const { hydrateRoot } = await import('react-dom/client');
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
