/**
 * Every euro amount the site writes, in one place (docs/product.md §9 and D5). Two rules for
 * visitors, side by side, and the form search engines read. Written out rather than with
 * `Intl.NumberFormat`: creating the browser's currency formatter loads its locale data, which took
 * longer on a slow phone than hydrating the whole services page.
 */

/** "12,50": two decimals after a comma, as French writes them. */
const withCents = (euros: number): string => euros.toFixed(2).replace('.', ',');

/**
 * The amount as she types and says it: "60", "12,50" (cents only when there are some). The editor
 * fills its fields with it.
 */
export const euroAmount = (euros: number): string =>
  Number.isInteger(euros) ? String(euros) : withCents(euros);

/**
 * Rule 1, services (and every amount in a sentence): as the price list says it, "50\u00a0€",
 * "12,50\u00a0€"; the euro sign never split from its number.
 */
export const formatEuros = (euros: number): string => `${euroAmount(euros)}\u00a0€`;

/**
 * Rule 2, shop prices (D5): always with cents, thousands grouped, as the French currency formatter
 * writes them: "145,00\u00a0€", "1\u202f234,50\u00a0€".
 */
export const formatPrice = (euros: number): string =>
  `${withCents(euros).replace(/\B(?=(\d{3})+,)/g, '\u202f')}\u00a0€`;

/** A discount, as the shop's badge shows it (D5): "−20\u00a0€", a real minus sign, rule 1 after it. */
export const formatDiscount = (euros: number): string =>
  `\u2212${formatEuros(Math.round(euros * 100) / 100)}`;

/** The amount for machines (schema.org `price`): "145.00", a point and two decimals. */
export const machinePrice = (euros: number): string => euros.toFixed(2);
