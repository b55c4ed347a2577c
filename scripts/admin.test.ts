import { decapConfig } from './admin';

/** The editor's fields of one content file, by name. */
function fieldsOf(file: string) {
  const [collection] = decapConfig().collections;
  const entry = collection?.files.find((candidate) => candidate.name === file);
  if (!entry) throw new Error(`no ${file} in the editor`);
  return Object.fromEntries(entry.fields.map((field) => [field.name, field as Record<string, unknown>]));
}
const inner = (list: Record<string, unknown>) =>
  Object.fromEntries(
    (list.fields as Array<Record<string, unknown>>).map((field) => [field.name as string, field]),
  );

describe('the editor is generated from the content rules', () => {
  it('offers every content file, labelled in French', () => {
    const [collection] = decapConfig().collections;
    expect(collection?.files.map((file) => file.label)).toEqual([
      'Coordonnées et disponibilités',
      'Prestations\u00a0: durées et tarifs',
      'Prestations\u00a0: textes',
      'Témoignages',
      'Questions fréquentes',
      'Accueil\u00a0: haut de page, histoire et guide',
      'Vos photos',
      'Boutique\u00a0: vos produits',
      'Mentions légales',
    ]);
  });

  it('closures: a list that may stay empty, of two calendars stored as the build reads them', () => {
    const closures = fieldsOf('cabinet').closures!;
    expect(closures).toMatchObject({ label: 'Fermetures', widget: 'list', required: false, min: 0 });
    expect(inner(closures).from).toMatchObject({
      label: 'Du',
      widget: 'datetime',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      picker_utc: true,
    });
    expect(inner(closures).note).toMatchObject({
      label: 'Précision',
      required: false,
      widget: 'string',
      pattern: ['^[\\s\\S]{0,160}$', '«\u00a0Précision\u00a0»\u00a0: 160 caractères au plus'],
    });
  });

  it('products: the same limits as the build, a pipe within a pipe included', () => {
    const items = fieldsOf('products').items!;
    expect(items).toMatchObject({ label: 'Produits', widget: 'list', min: 1, max: 6 });
    const product = inner(items);
    expect(product.originalPrice).toMatchObject({ widget: 'number', min: 0, max: 2000, value_type: 'int' });
    expect(product.reference?.pattern).toEqual([
      '^\\d{13}$',
      '«\u00a0Référence\u00a0»\u00a0: les 13 chiffres du code-barres (EAN-13), sans espace, tels qu’imprimés sous les barres',
    ]);
    expect(product.features).toMatchObject({ widget: 'list', min: 4, max: 4 });
    expect(inner(product.photo!).image).toMatchObject({ widget: 'image', required: false });
  });

  it('legal details: a SIRET and web addresses checked as she types', () => {
    const legal = fieldsOf('legal');
    expect(legal.siret).toMatchObject({ pattern: ['^\\d{3} \\d{3} \\d{3} \\d{5}$', expect.any(String)] });
    expect(legal.mediatorWebsite?.hint).toBe('Où une cliente peut le saisir en ligne');
    expect(legal.lastUpdated).toMatchObject({ widget: 'datetime', required: true });
  });
});
