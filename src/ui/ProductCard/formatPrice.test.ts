import fc from 'fast-check';
import { formatPrice } from './formatPrice';

describe('formatPrice', () => {
  it('writes euros the French way: comma, two decimals, non-breaking spaces', () => {
    expect(formatPrice(145)).toBe('145,00\u00a0€');
    expect(formatPrice(29.9)).toBe('29,90\u00a0€');
    expect(formatPrice(1234.5)).toBe('1\u202f234,50\u00a0€');
    expect(formatPrice(0)).toBe('0,00\u00a0€');
  });

  it('prints any price in cents exactly as the French currency formatter does', () => {
    const reference = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        expect(formatPrice(cents / 100)).toBe(reference.format(cents / 100));
      }),
    );
  });
});
