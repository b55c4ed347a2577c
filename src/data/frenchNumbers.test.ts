import { frenchInteger } from './frenchNumbers';

describe('frenchInteger', () => {
  it.each([0, 1, 12, 999, 1000, 1250, 12_345, 123_456, 1_234_567])(
    'writes %i as the French formatter does',
    (count) => {
      expect(frenchInteger(count)).toBe(new Intl.NumberFormat('fr-FR').format(count));
    },
  );

  it('groups thousands with a narrow no-break space', () => {
    expect(frenchInteger(1250)).toBe('1\u202f250');
  });
});
