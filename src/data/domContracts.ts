/**
 * Names that two parts of the page must agree on: an attribute one sets and another reads, often
 * across rooms (ui draws it, a machine's actor or the page's inline script looks for it). The inline
 * script before hydration (routes/-beforeHydration.ts) is serialized into the page and cannot import
 * them: it writes them out, and its test checks it against these.
 */

/**
 * Marks a block that the URL's hash highlights (a service block): the shell's hash scroll leaves it
 * to its page, which centres it.
 */
export const HASH_HIGHLIGHT_ATTRIBUTE = 'data-hash-highlight';

/**
 * Names a service's detail dialog (`<dialog data-service-dialog="atelier-portage">`): the services
 * page's dialog machine follows the dialogs that carry it.
 */
export const SERVICE_DIALOG_ATTRIBUTE = 'data-service-dialog';

/** Set on `<html>` once React has hydrated the page: the inline script stands down, CSS animates. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

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
