import { discountBadge, frenchQuantity, products, shop, volumeLabel } from './products';

const [product] = products;

describe('the discount badge', () => {
  it('reads "−20 €" on the demo products (165 → 145): a real minus sign, a no-break space before €', () => {
    expect(products.map(discountBadge)).toEqual(['\u221220\u00a0€', undefined, '\u221220\u00a0€']);
  });

  it('is the difference her own prices make once she edits them, never a fixed claim', () => {
    expect(discountBadge({ ...product!, price: 30, originalPrice: 45 })).toBe('\u221215\u00a0€');
    expect(discountBadge({ ...product!, price: 30, originalPrice: 42.5 })).toBe('\u221212,50\u00a0€');
    expect(discountBadge({ ...product!, price: 30, originalPrice: undefined })).toBeUndefined();
  });
});

describe('volumes and cures', () => {
  it('writes a volume « 250 ml » and a cure « 3 mois », the number kept with its unit', () => {
    expect(products.map((item) => item.volume)).toEqual(['3\u00a0mois', '250\u00a0ml', '3\u00a0mois']);
    expect(['250ML', '250 mL', '250 ML', '250\u00a0ml'].map(frenchQuantity)).toEqual(
      Array(4).fill('250\u00a0ml'),
    );
    expect(frenchQuantity('Cure 3 mois')).toBe('Cure 3\u00a0mois');
    expect(frenchQuantity('60 gélules')).toBe('60\u00a0gélules');
  });

  it('calls a length of time « Durée de cure », anything else « Contenance »', () => {
    expect(products.map(volumeLabel)).toEqual(['Durée de cure', 'Contenance', 'Durée de cure']);
    expect(volumeLabel({ volume: '6 semaines' })).toBe('Durée de cure');
    expect(volumeLabel({ volume: '50 g' })).toBe('Contenance');
  });
});

describe('what the shop claims', () => {
  it('says no more than the makers state, and asks to see a midwife or doctor before a cure', () => {
    // Her quality block (products.yml): no health claim over food supplements, no generic green claim.
    for (const { title, text } of shop.promises.items)
      expect(`${title} ${text}`).not.toMatch(
        /efficac|prouvé|éco-?responsable|écologique|vert|durable|naturel/i,
      );
    expect(shop.caution).toBe(
      'Demandez l’avis de votre sage-\u2060femme ou de votre médecin avant toute cure, en particulier si vous allaitez.',
    );
    for (const { description } of products)
      expect(description).not.toMatch(/efficac|preuve|prouvé|guéri|répar|raffermi|anti-/i);
  });
});
