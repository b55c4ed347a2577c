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
