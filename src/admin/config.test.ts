import { articleAddresses, articleProblems, withoutEmptyFields } from './articlesCollection';
import { decapConfig } from './config';

const settings = {
  backend: { name: 'github', repo: 'owner/site', branch: 'main' },
  localBackendUrl: 'http://127.0.0.1:8081/api/v1',
};
const made = (local = false) => decapConfig({ ...settings, local, siteUrl: 'https://www.example.org' });
type Config = ReturnType<typeof made>['config'];
/** The sheets' collection, one sheet per content file. */
const sheets = (config: Config = made().config) =>
  config.collections[0] as Extract<Config['collections'][number], { files: unknown }>;

/** The editor's fields of one content file, by name. */
function fieldsOf(file: string) {
  const entry = sheets().files.find((candidate) => candidate.name === file);
  if (!entry) throw new Error(`no ${file} in the editor`);
  return Object.fromEntries(entry.fields.map((field) => [field.name, field as Record<string, unknown>]));
}
const inner = (list: Record<string, unknown>) =>
  Object.fromEntries(
    (list.fields as Array<Record<string, unknown>>).map((field) => [field.name as string, field]),
  );

describe('the editor is generated from the content rules', () => {
  it('offers every content file, labelled in French', () => {
    expect(sheets().files.map((file) => file.label)).toEqual([
      'Coordonnées et disponibilités',
      'Adresses du site et services en ligne',
      'Prestations\u00a0: durées et tarifs',
      'Prestations\u00a0: textes',
      'Témoignages',
      'Questions fréquentes',
      'Accueil\u00a0: haut de page, histoire et guide',
      'Vos photos',
      'Boutique\u00a0: vos produits',
      'Mentions légales',
      'Pages légales\u00a0: textes',
    ]);
  });

  it('says what « Publier » does where the editor runs, and « Voir le site » leads to the site itself', () => {
    expect(made(true).config.collections[0]?.description).toMatch(
      /sur cet ordinateur.*Rien n’est mis en ligne/,
    );
    expect(made(false).config.collections[0]?.description).toMatch(/en ligne quelques minutes plus tard/);
    expect(made().config).toMatchObject({
      site_url: 'https://www.example.org',
      display_url: 'https://www.example.org',
    });
    expect(made().config.local_backend.url).toBe('http://127.0.0.1:8081/api/v1');
  });

  it('gives every field the id of its rule, which the editor checks with the build’s schema', () => {
    const { config, rules } = made();
    const cabinet = sheets(config).files[0]!;
    const phone = cabinet.fields.find((field) => field.name === 'phone')!;
    expect(phone).toMatchObject({ widget: 'string', check: 'cabinet.phone', required: true });
    expect(rules.has('cabinet.phone')).toBe(true);
    expect(rules.has('services.atelier-portage.formats.*.price')).toBe(true);
    // A whole closure is checked too (its two days), and each list item's rule.
    expect(rules.has('cabinet.closures.*')).toBe(true);
    expect(rules.has('home.story.paragraphs.*')).toBe(true);
  });

  it('the free first exchange: its length in minutes and how it is held, labelled in French', () => {
    const firstExchange = fieldsOf('cabinet').firstExchange!;
    expect(firstExchange).toMatchObject({ label: 'Premier échange gratuit', widget: 'object' });
    expect(firstExchange.hint).toMatch(
      /Premier échange gratuit de 20 minutes, par téléphone, sans engagement/,
    );
    expect(inner(firstExchange).durationMinutes).toMatchObject({
      label: 'Durée, en minutes',
      widget: 'amount',
      min: 5,
      max: 60,
      check: 'cabinet.firstExchange.durationMinutes',
    });
    expect(inner(firstExchange).channel).toMatchObject({
      label: 'Comment',
      widget: 'string',
      max_length: 30,
      required: true,
    });
    expect(inner(firstExchange).channel!.hint).toMatch(/par téléphone/);
  });

  it('closures: a list that may stay empty, of two days in the browser’s date field', () => {
    const closures = fieldsOf('cabinet').closures!;
    expect(closures).toMatchObject({ label: 'Fermetures', widget: 'list', required: false, min: 0 });
    expect(inner(closures).from).toMatchObject({ label: 'Du', widget: 'day' });
    expect(inner(closures).note).toMatchObject({
      label: 'Précision',
      required: false,
      widget: 'string',
      max_length: 160,
    });
  });

  it('home: her trainings (title, organisation, year) and the mothers she has accompanied, both optional', () => {
    const credentials = fieldsOf('home').credentials!;
    expect(credentials).toMatchObject({ label: 'Mes formations', widget: 'object' });
    expect(credentials.hint).toMatch(/vide n’est pas affiché/);
    const { trainings, mothersAccompanied } = inner(credentials);
    expect(trainings).toMatchObject({ label: 'Formations', widget: 'list', required: false, min: 0, max: 6 });
    const training = inner(trainings!);
    expect(training.title).toMatchObject({ label: 'Intitulé', widget: 'string', max_length: 100 });
    expect(training.organisation).toMatchObject({ label: 'Organisme', widget: 'string', max_length: 100 });
    expect(training.year).toMatchObject({ label: 'Année', widget: 'amount', min: 1970, max: 2100 });
    expect(mothersAccompanied).toMatchObject({
      label: 'Mamans accompagnées',
      widget: 'amount',
      required: false,
      min: 0,
    });
  });

  it('her portrait says why a real photo of her matters', () => {
    const portrait = inner(fieldsOf('photos').founder!);
    expect(portrait.image!.hint).toMatch(
      /Une vraie photo de vous, souriante et lumineuse, rassure les mamans/,
    );
  });

  it('prices are amounts in euros typed the French way; stars and minutes whole numbers', () => {
    const items = fieldsOf('products').items!;
    expect(items).toMatchObject({
      label: 'Produits',
      widget: 'list',
      min: 1,
      max: 6,
      label_singular: 'produit',
    });
    const product = inner(items);
    expect(product.price).toMatchObject({ widget: 'amount', money: true, min: 1, max: 2000 });
    expect(product.rating).toMatchObject({ widget: 'amount', min: 1, max: 5 });
    expect(product.rating).not.toHaveProperty('money');
    expect(product.features).toMatchObject({ widget: 'list', min: 4, max: 4 });
    expect(inner(product.photo!).image).toMatchObject({ widget: 'image', required: false });
    // A photo's description is required with its photo: not labelled optional.
    expect(inner(product.photo!).alt).toMatchObject({ widget: 'string', required: true, max_length: 200 });
  });

  it('lists of lines fold to their own words, and count in words that read after a number', () => {
    const story = inner(fieldsOf('home').story!);
    expect(story.paragraphs).toMatchObject({
      summary: '{{fields.paragraphs}}',
      label_singular: 'paragraphe',
    });
    expect(fieldsOf('home').guideKeys).toMatchObject({ label: 'Clés du guide', label_singular: 'clé' });
  });
});

describe('the legal pages’ text in the editor', () => {
  it('shows each page’s sections, each text in a text area', () => {
    const notice = inner(fieldsOf('legalTexts').notice!);
    expect(notice.title).toMatchObject({ label: 'Titre', widget: 'string' });
    const sections = notice.sections!;
    expect(sections).toMatchObject({ label: 'Sections', widget: 'list', label_singular: 'section' });
    expect(inner(sections).text).toMatchObject({ label: 'Texte', widget: 'text', required: true });
    expect(inner(fieldsOf('legalTexts').privacy!).feedNotice).toMatchObject({ widget: 'object' });
  });
});

describe('« Articles »: her journal in the editor, one Markdown file per article', () => {
  const articles = (local = false) => {
    const collection = made(local).config.collections.find((candidate) => candidate.name === 'articles');
    if (!collection || !('folder' in collection)) throw new Error('no « Articles » in the editor');
    return collection;
  };
  const fields = () => Object.fromEntries(articles().fields.map((field) => [field.name as string, field]));

  it('is a folder of Markdown files she can add to, named from the title in plain ASCII', () => {
    expect(articles()).toMatchObject({
      label: 'Articles',
      label_singular: 'article',
      folder: 'src/data/content/articles',
      create: true,
      extension: 'md',
      format: 'frontmatter',
      slug: '{{slug}}',
    });
    expect(made().config.slug).toEqual({ encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' });
    expect(articles(true).description).toMatch(/Nouvel article.*Rien n’est mis en ligne/);
  });

  it('offers the front matter’s fields, labelled in French, then the text in the Markdown editor', () => {
    expect(articles().fields.map((field) => [field.name, field.label])).toEqual([
      ['title', 'Titre'],
      ['description', 'Résumé pour les moteurs de recherche'],
      ['date', 'Date de publication'],
      ['updated', 'Date de mise à jour'],
      ['cover', 'Photo de couverture'],
      ['coverAlt', 'Description de la photo'],
      ['service', 'Prestation liée'],
      ['slug', 'Adresse de l’article'],
      ['body', 'Texte de l’article'],
    ]);
    expect(fields().body).toMatchObject({ widget: 'markdown', required: true });
    expect(fields().body!.buttons).toContain('heading-two');
    expect(fields().body!.buttons).not.toContain('heading-one');
  });

  it('checks each field with the article’s rule: lengths, days, a photo, a service by its name', () => {
    const { rules } = made();
    const { title, description, date, updated, cover, coverAlt, service, slug } = fields();
    expect(title).toMatchObject({
      widget: 'string',
      required: true,
      max_length: 110,
      check: 'articles.title',
    });
    expect(description).toMatchObject({ widget: 'text', max_length: 160, check: 'articles.description' });
    expect(date).toMatchObject({ widget: 'day', required: true });
    // May stay empty, then left out of the file (its rule reads an empty text as a wrong value).
    expect(updated).toMatchObject({ widget: 'day', required: false, omit_empty: true });
    expect(cover).toMatchObject({ widget: 'image', required: false, choose_url: false });
    // Required with its photo (the article's rule says so): not labelled optional.
    expect(coverAlt).toMatchObject({ widget: 'string', required: true, max_length: 200 });
    expect(slug).toMatchObject({ widget: 'string', required: false, max_length: 80, omit_empty: true });
    expect(service).toMatchObject({
      widget: 'select',
      options: [
        { label: 'Ma Césarienne en Confiance', value: 'cesarienne-confiance' },
        { label: 'Atelier de portage', value: 'atelier-portage' },
        { label: 'Rituel de Bain Enveloppé', value: 'bain-enveloppe' },
      ],
    });
    for (const name of ['title', 'description', 'date', 'updated', 'cover', 'coverAlt', 'service', 'slug'])
      expect(rules.has(`articles.${name}`), name).toBe(true);
  });

  it('refuses what the build would, in her words, and leaves empty fields out of the file', () => {
    const good = {
      title: 'Porter bébé après une césarienne',
      description:
        'Quand et comment porter votre bébé après une césarienne, en respectant votre cicatrice et votre rythme.',
      date: '2026-10-01',
      updated: '',
      slug: '',
      service: 'atelier-portage',
      body: '## Quand commencer\n\nÀ votre rythme.',
    };
    expect(articleProblems('', good)).toEqual([]);
    expect(withoutEmptyFields(good)).not.toHaveProperty('updated');
    expect(articleProblems('', { ...good, description: 'Trop court.' })).toEqual([
      '«\u00a0Articles\u00a0» › nouvel article › «\u00a0Résumé pour les moteurs de recherche\u00a0»\u00a0: 50 caractères au moins\u202f; valeur lue\u00a0: «\u00a0Trop court.\u00a0»',
    ]);
    // Two articles at one address: refused as the build refuses them, naming the other article.
    const taken = articleAddresses({ 'porter-bebe': { slug: '' }, dormir: { slug: 'sommeil' } });
    expect(articleProblems('bain.md', { ...good, slug: 'sommeil' }, taken)).toEqual([
      '«\u00a0Articles\u00a0» › bain.md › «\u00a0Adresse de l’article\u00a0»\u00a0: sommeil est déjà celle de dormir.md\u202f; choisissez-en une autre',
    ]);
    expect(articleProblems('', { ...good, slug: 'porter-bebe' }, taken)).toEqual([
      expect.stringContaining(
        'nouvel article › «\u00a0Adresse de l’article\u00a0»\u00a0: porter-bebe est déjà celle de porter-bebe.md',
      ),
    ]);
    expect(articleProblems('bain.md', { ...good, slug: '' }, new Map([['bain', 'bain-2.md']]))).toHaveLength(
      1,
    );
    // The text's pictures: the build refuses one without a description or from elsewhere, so does she.
    expect(
      articleProblems('bain.md', {
        ...good,
        body: '![Le bain](/photos/bain.jpg)\n\n![](/photos/bebe.jpg "Bébé")\n\n![Un lien](https://ailleurs.example/x.jpg)',
      }),
    ).toEqual([
      expect.stringMatching(
        /^«\u00a0Articles\u00a0» › bain\.md\u00a0: l’image n°\u00a02 du texte \(\/photos\/bebe\.jpg\) n’a pas de description/,
      ),
      expect.stringContaining(
        'l’image n°\u00a03 du texte (https://ailleurs.example/x.jpg) doit être une photo',
      ),
    ]);
    // Her own article keeps its address; a new one without an address is named at saving.
    expect(articleProblems('dormir.md', { ...good, slug: 'sommeil' }, taken)).toEqual([]);
    expect(articleProblems('', good, taken)).toEqual([]);
    expect(articleProblems('porter-bebe.md', { ...good, cover: 'photos/bebe.jpg' })).toEqual([
      expect.stringMatching(
        /^«\u00a0Articles\u00a0» › porter-bebe\.md › «\u00a0Description de la photo\u00a0»\u00a0: obligatoire avec une photo/,
      ),
    ]);
  });
});
