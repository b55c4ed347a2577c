/**
 * A price in euros as French readers expect it: "1\u202f234,50\u00a0€" (docs/product.md D5).
 * Written out rather than `Intl.NumberFormat`: creating the browser's currency formatter loads its
 * locale data, which took longer on a slow phone than hydrating the whole services page.
 */
export function formatPrice(amount: number): string {
  const cents = Math.round(amount * 100);
  const euros = String(Math.trunc(cents / 100)).replace(/\B(?=(\d{3})+$)/g, '\u202f');
  return `${euros},${String(cents % 100).padStart(2, '0')}\u00a0€`;
}
