import * as v from 'valibot';
import { cabinetSchema, euros, linksSchema, productsSchema } from '../content/schema';
import { serviceTitlesIn } from '../content/schemas/rules';
import servicesFile from '../content/services.yml';
import { euroAmount } from '../data/money';
import { fieldProblems, readAmount, readTime, typedAmount } from './checks';

const titles = serviceTitlesIn(servicesFile);

const demo = {
  seller: 'Boutique Exemple',
  commission: 'aucune',
  promises: [{ icon: 'seal', title: 'Composition affichée', text: 'Celle du fabricant.' }],
  items: [
    {
      name: 'Crème',
      subtitle: 'Soin',
      description: 'Une crème.',
      price: 39,
      originalPrice: 0,
      rating: 5,
      purchaseLink: 'https://boutique.example.com/creme',
      reference: '3760000000017',
      volume: '250 ml',
      features: ['Un', 'Deux', 'Trois', 'Quatre'],
      photo: { image: '', alt: '' },
    },
  ],
};

describe('an amount typed the French way', () => {
  it('reads « 12,50 », « 12.50 », « 1 250 » and « 60 € » as she means them', () => {
    expect(readAmount('12,50')).toBe(12.5);
    expect(readAmount('12.50')).toBe(12.5);
    expect(readAmount('1\u202f250')).toBe(1250);
    expect(readAmount('60 €')).toBe(60);
    expect(readAmount(' 39 euros')).toBe(39);
  });

  it('is shown as she writes it, « 2 000 » and « 12,50 », a year as it is, and read back the same', () => {
    expect(typedAmount(2000, true)).toBe('2\u202f000');
    expect(typedAmount(12.5, true)).toBe('12,50');
    expect(typedAmount(2019, false)).toBe('2019');
    for (const amount of [2000, 12.5, 39, 1250.75])
      expect(readAmount(typedAmount(amount, true))).toBe(amount);
  });

  it('refuses what it cannot read as one amount, rather than guess', () => {
    for (const typed of ['douze', '1.250,50', '12,5,0', '', '-5', '12 50 €x'])
      expect(readAmount(typed)).toBeNull();
  });

  it('is written back as she would type it', () => {
    expect(euroAmount(12.5)).toBe('12,50');
    expect(euroAmount(60)).toBe('60');
  });

  it('the rule keeps cents to two digits', () => {
    const price = euros('Prix, en euros', 1, 2000);
    expect(fieldProblems(price, 34.9, titles)).toEqual([]);
    expect(fieldProblems(price, 34.999, titles)).toEqual([
      '«\u00a0Prix, en euros\u00a0»\u00a0: deux chiffres au plus après la virgule, par exemple 12,50',
    ]);
  });
});

describe('a field checked with its content rule, in the build’s words', () => {
  const closure = cabinetSchema.entries.closures.wrapped.pipe[0].item;
  const phone = cabinetSchema.entries.phone;

  it('an empty required text is « à remplir », a wrong phone says how to write it', () => {
    expect(fieldProblems(cabinetSchema.entries.name, '', titles)).toEqual([
      '«\u00a0Votre nom\u00a0» ne peut pas être vide',
    ]);
    expect(fieldProblems(phone, '06 12', titles)).toEqual([
      '«\u00a0Téléphone\u00a0»\u00a0: un numéro à 10 chiffres, 06 12 34 56 78, ou un numéro international qui commence par +',
    ]);
  });

  it('a phone is accepted as she types it, and written back the French way', () => {
    for (const typed of [
      '0639981234',
      '06 39 98 12 34',
      '06.39.98.12.34',
      '+33 6 39 98 12 34',
      '+33639981234',
    ])
      expect(v.parse(phone, typed)).toBe('06 39 98 12 34');
    expect(v.parse(phone, '+353 1 234 5678')).toBe('+353 1 234 5678');
  });

  it('a closure that ends before it starts is refused on the closure, naming the day to fix', () => {
    expect(fieldProblems(closure, { from: '2026-12-24', to: '2026-12-20', note: '' }, titles)).toEqual([
      '«\u00a0Au (inclus)\u00a0»\u00a0: le même jour que «\u00a0Du\u00a0» ou après',
    ]);
    expect(fieldProblems(closure, { from: '2026-12-24', to: '2027-01-03', note: '' }, titles)).toEqual([]);
  });

  it('a list says an item’s rule over several fields, naming the item', () => {
    const closures = cabinetSchema.entries.closures;
    expect(fieldProblems(closures, [{ from: '2027-01-03', to: '2026-12-21', note: '' }], titles)).toEqual([
      'Fermeture n°\u00a01\u00a0: «\u00a0Au (inclus)\u00a0»\u00a0: le même jour que «\u00a0Du\u00a0» ou après',
    ]);
  });

  it('a group reports only what its fields do not: a wrong day is said under the day', () => {
    expect(fieldProblems(closure, { from: '2026-13-45', to: '2027-01-20', note: '' }, titles)).toEqual([]);
  });

  it('a photo without its description is refused; no photo needs none', () => {
    const photo = productsSchema.entries.items.pipe[0].item.pipe[0].entries.photo;
    expect(fieldProblems(photo, { image: 'photos/creme.jpg', alt: '' }, titles)).toEqual([
      '«\u00a0Description\u00a0»\u00a0: obligatoire avec une photo',
    ]);
    expect(fieldProblems(photo, { image: '', alt: '' }, titles)).toEqual([]);
  });

  it('a list says what is wrong with the list itself (two products of the same name)', () => {
    const items = productsSchema.entries.items;
    expect(fieldProblems(items, [], titles)).toEqual(['«\u00a0Produits\u00a0»\u00a0: 1 élément au moins']);
    const [product] = v.parse(productsSchema, demo).items;
    expect(
      fieldProblems(items, [product, { ...product, name: product!.name.toUpperCase() }], titles),
    ).toEqual(['«\u00a0Produits\u00a0»\u00a0: deux produits portent le même nom']);
  });
});

describe('a time typed the French way', () => {
  it('reads « 17h30 », « 17 h 30 », « 17h », « 9:00 » and « 17:30 » as she means them', () => {
    expect(readTime('17h30')).toBe('17:30');
    expect(readTime('17 h 30')).toBe('17:30');
    expect(readTime('17h')).toBe('17:00');
    expect(readTime('9:00')).toBe('09:00');
    expect(readTime('17:30')).toBe('17:30');
  });
  it('refuses what is not a time of day, rather than guess', () => {
    expect(readTime('25h')).toBeNull();
    expect(readTime('17h75')).toBeNull();
    expect(readTime('midi')).toBeNull();
  });
});

describe('her site’s addresses and services (links.yml)', () => {
  const rule = (key: keyof typeof linksSchema.entries) => linksSchema.entries[key];
  const said = (problems: string[]) => problems.join(' ').replace(/\s/g, ' ');

  it('says where the form key comes from, and refuses one that is not a Web3Forms key in her words', () => {
    expect(labelHint(rule('formKey'))).toMatch(/web3forms\.com.*Create your Access Key.*arrive par e-mail/);
    expect(fieldProblems(rule('formKey'), '3f2a9c1e-8b4d-4e6f-a1b2-c3d4e5f6a7b8', titles)).toEqual([]);
    expect(said(fieldProblems(rule('formKey'), 'ma clé', titles))).toBe(
      '« Clé du formulaire de contact » : la clé reçue de Web3Forms, 36 caractères, par exemple 3f2a9c1e-8b4d-4e6f-a1b2-c3d4e5f6a7b8',
    );
  });

  it('takes a profile as she knows it: its address, or only the account’s name', () => {
    const instagram = (typed: string) => v.parse(rule('instagram'), typed);
    expect(instagram('@camille.naissance')).toBe('https://www.instagram.com/camille.naissance/');
    expect(instagram('camille.naissance')).toBe('https://www.instagram.com/camille.naissance/');
    expect(instagram('https://instagram.com/camille.naissance')).toBe(
      'https://instagram.com/camille.naissance',
    );
    expect(v.parse(rule('linkedin'), '@camille-durand')).toBe('https://www.linkedin.com/in/camille-durand/');
    expect(said(fieldProblems(rule('instagram'), 'https://www.facebook.com/camille', titles))).toBe(
      '« Votre compte Instagram » : l’adresse de votre profil, https://www.instagram.com/votre.compte',
    );
  });

  it('wants the site’s own address, without a page, and full addresses for the services', () => {
    expect(fieldProblems(rule('siteUrl'), 'https://www.cesarienne-sereine.fr/', titles)).toEqual([]);
    expect(said(fieldProblems(rule('siteUrl'), 'https://www.cesarienne-sereine.fr/contact', titles))).toMatch(
      /l’adresse seule, sans page/,
    );
    expect(said(fieldProblems(rule('bookingUrl'), 'calendly.com/camille', titles))).toBe(
      '« Page de prise de rendez-vous » : une adresse qui commence par https://',
    );
  });
});

/** A rule's hint in the editor. */
function labelHint(rule: v.GenericSchema): string {
  const pipe = (rule as { pipe?: Array<{ type: string; metadata?: { hint?: string } }> }).pipe ?? [];
  return pipe.find((action) => action.type === 'metadata')?.metadata?.hint ?? '';
}
