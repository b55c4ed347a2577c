import fc from 'fast-check';
import { euroAmount, formatDiscount, formatEuros, formatPrice, machinePrice } from './money';

describe('rule 1, services: the amount as the price list says it', () => {
  it('writes cents only when there are some, the euro sign kept with its number', () => {
    expect(formatEuros(50)).toBe('50\u00a0€');
    expect(formatEuros(12.5)).toBe('12,50\u00a0€');
    expect(euroAmount(12.5)).toBe('12,50');
    expect(euroAmount(60)).toBe('60');
  });

  it('writes a discount with a real minus sign, rounded to the cent', () => {
    expect(formatDiscount(20)).toBe('\u221220\u00a0€');
    expect(formatDiscount(42.5 - 30)).toBe('\u221212,50\u00a0€');
    expect(formatDiscount(0.1 + 0.2)).toBe('\u22120,30\u00a0€');
  });
});

describe('rule 2, shop prices: always with cents', () => {
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

describe('for machines', () => {
  it('gives schema.org a point and two decimals', () => {
    expect(machinePrice(145)).toBe('145.00');
    expect(machinePrice(12.5)).toBe('12.50');
  });
});
