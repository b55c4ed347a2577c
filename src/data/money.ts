/**
 * An amount in euros as French readers write it: "60", "12,50" (cents only when there are some). The
 * services, the shop's badge and the editor write amounts with it (docs/product.md D5).
 */
export const euroAmount = (euros: number): string =>
  Number.isInteger(euros) ? String(euros) : euros.toFixed(2).replace('.', ',');
