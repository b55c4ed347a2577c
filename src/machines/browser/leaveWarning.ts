import { fromCallback } from 'xstate';

/**
 * While it runs, leaving the page (reload, closing the tab, typing an address) first asks the visitor
 * to confirm, in the browser's own words and language. Used while a message is on its way.
 */
export const leaveWarning = fromCallback(() => {
  const warn = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Older browsers ask only when returnValue is set.
    event.returnValue = '';
  };
  window.addEventListener('beforeunload', warn);
  return () => window.removeEventListener('beforeunload', warn);
});
