/**
 * The contact form's contract with the inline script that checks it before the page's scripts run
 * (routes/-beforeHydration.ts, which writes these names out; its test checks it against them). A
 * module with nothing else in it: the inline script's module imports it, and that module must stay
 * out of the first script every page loads.
 */

/** Marks a form that the inline script checks when it is sent before the scripts run (the contact form). */
export const CHECKED_EARLY_ATTRIBUTE = 'data-checked-early';

/**
 * Set on such a form by the inline script when it was sent early: `invalid` (messages shown) or
 * `pending` (held for the form's machine, the button already says it is sending).
 */
export const EARLY_SUBMIT_ATTRIBUTE = 'data-early-submit';

/** A field's early message, hidden until the inline script finds the rule it names broken (`valueMissing`…). */
export const EARLY_ERROR_ATTRIBUTE = 'data-early-error';

/**
 * In the id of a field's early message (`contact-nom-erreur-valueMissing`), and only there: an
 * `aria-describedby` containing it points at an early message.
 */
export const EARLY_ERROR_ID_MARK = '-erreur-';
