/**
 * Words in braces that the site replaces in her texts (no schema here: pages load it): {tarifs} in
 * the FAQ's answers (every price, in words) and {premier échange} in the FAQ's answers and the
 * services' steps (the first exchange's length and how it is held, « 20 minutes par téléphone »).
 * Global: use them with `replace`, not `test`.
 */
export const PRICES_PLACEHOLDER = /\{\s*tarifs\s*\}/gi;
export const FIRST_EXCHANGE_PLACEHOLDER = /\{\s*premier\s+échange\s*\}/gi;
