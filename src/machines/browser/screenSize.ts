import { fromCallback } from 'xstate';
import { SMALL_SCREEN_QUERY } from '../../data/constants';

/** True under the mobile breakpoint (768 px). */
export function isSmallScreen(): boolean {
  return window.matchMedia?.(SMALL_SCREEN_QUERY).matches === true;
}

/** Reads the screen size once, when invoked, and sends `screen.measured`. */
export const screenSizeProbe = fromCallback<{ type: 'noop' }>(({ sendBack }) => {
  sendBack({ type: 'screen.measured', small: isSmallScreen() });
});

/**
 * Sends `screen.wide` when the screen is, or becomes, as wide as the desktop layout (a window widened, a
 * tablet turned): there the links sit in the bar and the small screen's menu has no place.
 */
export const wideScreenListener = fromCallback<{ type: 'noop' }>(({ sendBack }) => {
  const small = window.matchMedia?.(SMALL_SCREEN_QUERY);
  if (!small) return;
  const tell = () => {
    if (!small.matches) sendBack({ type: 'screen.wide' });
  };
  tell();
  small.addEventListener('change', tell);
  return () => small.removeEventListener('change', tell);
});
