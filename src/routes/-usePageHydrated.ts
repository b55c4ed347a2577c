import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE } from '../data/navigation';

/**
 * Marks `<html data-hydrated>` once React has taken the whole page over: the inline script stands down
 * (a link tapped is the router's from then on) and CSS may animate. Every page's component calls it, not
 * the shell: TanStack Router puts a page's content in a Suspense boundary of its own, which React
 * hydrates after the shell has committed (a slow phone: hundreds of milliseconds later). Marked by the
 * shell, the page was called React's while its content was not yet. Then, while the page is idle, the
 * blocks laid out only near the screen are laid out one a frame (machines/browser/idleLayout.ts, loaded
 * then, as the machines are: not part of the scripts a page needs to hydrate).
 */
export function usePageHydrated() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
    let left = false;
    let stop = () => {};
    void import('../machines/browser/idleLayout').then(({ layOutWhenIdle }) => {
      if (!left) stop = layOutWhenIdle();
    });
    return () => {
      left = true;
      stop();
    };
  }, []);
}
