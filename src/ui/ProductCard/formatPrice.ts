const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** A price in euros as French readers expect it: "145,00 €" (DECISIONS.md 5). */
export function formatPrice(amount: number): string {
  return euros.format(amount);
}
