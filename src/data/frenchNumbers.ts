/**
 * A whole number as French writes it, "1 250": thousands grouped by a narrow no-break space, as
 * `Intl.NumberFormat('fr-FR')` writes it, without creating one. Creating the browser's formatter loads
 * its locale data: some 15 ms of the home page's hydration in a trace (60 on a 4x-slower phone) when
 * her story's credentials made one, even with no count to show (src/data/money.ts does the same for
 * euros).
 */
export const frenchInteger = (count: number): string => String(count).replace(/\B(?=(\d{3})+$)/g, '\u202f');
