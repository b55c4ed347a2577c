import { discountBadge, products } from './products';

const [product] = products;

describe('the discount badge', () => {
  it('reads "-20€" on the demo products, as the spec writes it (165 → 145)', () => {
    expect(products.map(discountBadge)).toEqual(['-20€', undefined, '-20€']);
  });

  it('is the difference her own prices make once she edits them, never a fixed claim', () => {
    expect(discountBadge({ ...product!, price: 30, originalPrice: 45 })).toBe('-15€');
    expect(discountBadge({ ...product!, price: 30, originalPrice: undefined })).toBeUndefined();
  });
});
