import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { contentFilesPlugin } from './contentFilesPlugin';
import { contentDir } from './contentPaths';
import { contentReport, problemLine } from './contentProblem';
import { contentProblems } from './contentScan';
import { asJavaScript } from './javascriptLiteral';
import { contentModuleAt, contentModuleValue } from './sheetReader';
import { frenchTypography } from './typography';

/** A copy of the content files to spoil, removed after each test. */
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(contentDir, dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The French typography the messages are written in, for expectations typed with plain spaces. */
const typeset = (text: string) => frenchTypography(text, false, false).replace(/n° /g, 'n°\u00a0');

/** Replaces `from` with `to` in one copied file (and fails if `from` is not there). */
function spoil(file: string, from: string, to: string) {
  const text = readFileSync(join(dir, file), 'utf8');
  expect(text, `${file} holds ${from}`).toContain(from);
  writeFileSync(join(dir, file), text.replace(from, to));
}

describe('content files', () => {
  it('the files in the repository are right', async () => {
    expect(await contentProblems()).toEqual([]);
  });

  // Each problem names the sheet as the editor titles it, then the field by its labels (list items
  // counted from 1), what is expected and what was read; the file comes apart, for a developer.
  it.each([
    [
      'a price that is not a number',
      'services.yml',
      'price: 80',
      'price: quatre-vingts',
      '« Prestations : durées et tarifs » › Atelier de portage › Formats et tarifs n° 3 › « Tarif, en euros » : il faut un montant ; valeur lue : « quatre-vingts »',
    ],
    [
      'a price with a fraction of a cent',
      'services.yml',
      'price: 50',
      'price: 49.555',
      '« Prestations : durées et tarifs » › Ma Césarienne en Confiance › Formats et tarifs n° 1 › « Tarif, en euros » : deux chiffres au plus après la virgule, par exemple 12,50 ; valeur lue : 49.555',
    ],
    [
      'a duration out of range',
      'services.yml',
      'durationMinutes: 60',
      'durationMinutes: 6000',
      '« Prestations : durées et tarifs » › Ma Césarienne en Confiance › « Durée, en minutes » : 600 au plus ; valeur lue : 6000',
    ],
    [
      'a service without formats',
      'services.yml',
      '  formats:\n    - label: Par téléphone\n      price: 50\n',
      '  formats: []\n',
      '« Prestations : durées et tarifs » › Ma Césarienne en Confiance › « Formats et tarifs » : 1 élément au moins ; valeur lue : aucun élément',
    ],
    [
      'an hour written the French way',
      'cabinet.yml',
      'opens: 09:00',
      'opens: 9h',
      '« Coordonnées et disponibilités » › Disponibilités n° 1 › « De » : une heure au format 09:00 ; valeur lue : « 9h »',
    ],
    [
      'a day that does not exist',
      'cabinet.yml',
      '- lundi',
      '- lundy',
      '« Coordonnées et disponibilités » › Disponibilités n° 1 › Jours n° 1 › « Jour » : il faut l’une des valeurs lundi, mardi, mercredi, jeudi, vendredi, samedi, dimanche ; valeur lue : « lundy »',
    ],
    [
      'a closure written the French way',
      'cabinet.yml',
      'closures: []',
      'closures:\n  - from: 21/12/2026\n    to: 2027-01-03',
      [
        '« Coordonnées et disponibilités » › Fermetures n° 1 › « Du » : une date complète, jour, mois et année (dans le fichier : 2026-12-24) ; valeur lue : « 21/12/2026 »',
        // The rule over both days compares what was read: told too, gone once « Du » is right.
        '« Coordonnées et disponibilités » › Fermetures n° 1 › « Au (inclus) » : le même jour que « Du » ou après ; valeur lue : « 03/01/2027 »',
      ],
    ],
    [
      'a closure that ends before it starts',
      'cabinet.yml',
      'closures: []',
      'closures:\n  - from: 2027-01-03\n    to: 2026-12-21',
      '« Coordonnées et disponibilités » › Fermetures n° 1 › « Au (inclus) » : le même jour que « Du » ou après ; valeur lue : « 21/12/2026 »',
    ],
    [
      'a SIRET with a digit missing',
      'legal.yml',
      'siret: 000 000 000 00000',
      'siret: 000 000 000 0000',
      '« Mentions légales » › « SIRET » : 14 chiffres, par exemple 123 456 789 00012 ; valeur lue : « 000 000 000 0000 »',
    ],
    [
      "a mediator's site without https",
      'legal.yml',
      'mediatorWebsite: https://www.mediateur.example.com',
      'mediatorWebsite: www.mediateur.example.com',
      '« Mentions légales » › « Site du médiateur » : une adresse qui commence par https:// ; valeur lue : « www.mediateur.example.com »',
    ],
    [
      'a barcode with a wrong last digit',
      'products.yml',
      'reference: "3770012345020"',
      'reference: "3770012345021"',
      '« Boutique : vos produits » › Produits n° 2 › « Référence » : les 13 chiffres du code-barres (EAN-13), sans espace, tels qu’imprimés sous les barres ; valeur lue : « 3770012345021 »',
    ],
    [
      'a price before discount lower than the price',
      'products.yml',
      'originalPrice: 165',
      'originalPrice: 120',
      '« Boutique : vos produits » › Produits n° 1 › « Prix avant remise, en euros » : plus élevé que le prix ; valeur lue : 120',
    ],
    [
      'two products of the same name',
      'products.yml',
      'name: Crème corps',
      'name: Collagène marin',
      '« Boutique : vos produits » › « Produits » : deux produits portent le même nom ; valeur lue : 3 éléments',
    ],
    [
      'a phone number too short',
      'cabinet.yml',
      'phone: 06 39 98 12 34',
      'phone: "06 39 98"',
      '« Coordonnées et disponibilités » › « Téléphone » : un numéro à 10 chiffres, 06 12 34 56 78, ou un numéro international qui commence par + ; valeur lue : « 06 39 98 »',
    ],
    [
      'an e-mail address without @',
      'cabinet.yml',
      'email: bonjour@example.com',
      'email: bonjour.example.com',
      '« Coordonnées et disponibilités » › « E-mail » : une adresse comme bonjour@exemple.fr ; valeur lue : « bonjour.example.com »',
    ],
    [
      'a misspelt field name',
      'cabinet.yml',
      'name: Camille Durand',
      'nom: Camille Durand',
      [
        '« Coordonnées et disponibilités » › « Votre nom » : obligatoire, absent du fichier',
        '« Coordonnées et disponibilités » › « nom » : champ inconnu (une faute de frappe dans son nom ?) : corrigez son nom ou retirez-le',
      ],
    ],
    [
      'six stars',
      'testimonials.yml',
      'rating: 5',
      'rating: 6',
      '« Témoignages » › Témoignages n° 1 › « Étoiles » : 5 au plus ; valeur lue : 6',
    ],
    [
      'an empty first name',
      'testimonials.yml',
      'name: Sarah',
      'name: "  "',
      '« Témoignages » › Témoignages n° 1 › « Prénom » : ne peut pas être vide ; valeur lue : (vide)',
    ],
    [
      'a sixth key to a guide of five',
      'home.yml',
      'guideKeys:\n',
      'guideKeys:\n  - title: Une de plus\n    text: Une sixième clé.\n',
      '« Accueil : haut de page, histoire et guide » › « Clés du guide » : 5 éléments au plus ; valeur lue : 6 éléments',
    ],
    [
      'an unclosed quote',
      'faq.yml',
      'entries:',
      'entries:\n  - question: "Oups\n',
      '« Questions fréquentes » : le fichier n’est pas du YAML valide à la ligne 5 (vérifiez l’indentation et les guillemets)',
    ],
    [
      'a YAML alias bomb (a few lines that unfold into billions of values)',
      'faq.yml',
      'entries:',
      'a: &a ["x","x","x","x","x","x","x","x","x"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nentries:',
      '« Questions fréquentes » : le fichier contient des alias YAML (&nom et *nom), que le site n’accepte pas ; écrivez chaque valeur en entier',
    ],
  ])('%s: names the sheet, the field and what is expected', async (_case, file, from, to, expected) => {
    spoil(file, from, to);
    const problems = await contentProblems(dir);
    // The messages are typeset like the site (no-break spaces before : and ;, inside « », after n°).
    expect(problems.map(({ text }) => text)).toEqual([expected].flat().map(typeset));
    expect(problems.map(({ file }) => file)).toEqual([expected].flat().map(() => `src/content/${file}`));
  });

  it('the report ends in French: an alias bomb says nothing more, an unclosed quote quotes her lines', async () => {
    spoil('faq.yml', 'entries:', 'a: &a ["x","x"]\nb: [*a,*a]\nentries:');
    expect(contentReport(await contentProblems(dir))).toBe(
      [
        'Contenu à corriger : 1 valeur. Dans l’éditeur (/admin), corrigez chaque champ nommé, puis publiez.',
        '  - « Questions fréquentes » : le fichier contient des alias YAML (&nom et *nom), que le site n’accepte pas ; écrivez chaque valeur en entier (src/content/faq.yml)',
      ]
        .map(typeset)
        .join('\n'),
    );
    spoil('faq.yml', 'a: &a ["x","x"]\nb: [*a,*a]\nentries:', 'entries:\n  - question: "Oups\n');
    const report = contentReport(await contentProblems(dir));
    expect(report).toContain(
      typeset('le fichier n’est pas du YAML valide à la ligne 5 (vérifiez l’indentation et les guillemets)'),
    );
    // Her own lines, as the parser quotes them, with its caret; not the parser's English sentence.
    expect(report).toMatch(/\(src\/content\/faq\.yml\)\n {4}.*\n(?: {4}.*\n)* {4}\^$/);
    expect(report).toContain('\n      - question: "Oups\n');
    expect(report).not.toMatch(/Missing|quote at|column|Alias|disabled/);
  });

  it('a list of 65 000 empty questions: the report says how many values, and names the first ten', async () => {
    writeFileSync(join(dir, 'faq.yml'), `entries: [${Array(65_000).fill('{}').join(',')}]\n`);
    const lines = contentReport(await contentProblems(dir)).split('\n');
    expect(lines).toHaveLength(12);
    expect(lines[0]).toBe(
      typeset(
        'Contenu à corriger : 130\u202f000 valeurs. Dans l’éditeur (/admin), corrigez chaque champ nommé, puis publiez.',
      ),
    );
    expect(lines[1]).toBe(
      typeset(
        '  - « Questions fréquentes » › Questions n° 1 › « Question » : obligatoire, absent du fichier (src/content/faq.yml)',
      ),
    );
    expect(lines[10]).toContain('Questions n°\u00a05 › «\u00a0Réponse\u00a0»');
    expect(lines[11]).toBe(
      typeset(
        '  … et 129\u202f990 autres : corrigez d’abord celles-ci, les suivantes seront nommées ensuite.',
      ),
    );
  });

  it('refuses a file of a megabyte before parsing it, saying how long it may be', async () => {
    spoil('faq.yml', 'entries:', `# ${'x'.repeat(1_000_000)}\nentries:`);
    const problems = await contentProblems(dir);
    expect(problems.map(({ text }) => text)).toEqual([
      expect.stringMatching(
        /^«\u00a0Questions fréquentes\u00a0»\u00a0: le fichier est trop long \(1\u202f00\d\u202f\d{3} caractères, 200\u202f000 au plus\)\u202f; coupez-le en plusieurs$/,
      ),
    ]);
  });

  it("reads a file by its path, as the browser tests' module hook does", async () => {
    await expect(contentModuleAt(join(dir, 'cabinet.yml'))).resolves.toMatchObject({
      name: 'Camille Durand',
    });
    expect(() => contentModuleAt(join(dir, 'other.yml'))).toThrow(/aucune règle pour ce fichier/);
  });

  it('a photo needs its description, and must be one sent from the editor', async () => {
    spoil('photos.yml', 'founder:\n  image: ""', 'founder:\n  image: photos/portrait.jpg');
    spoil('photos.yml', 'guide:\n  image: ""', 'guide:\n  image: /Users/camille/Bureau/guide.heic');
    expect((await contentProblems(dir)).map(problemLine)).toEqual(
      [
        '« Vos photos » › Votre portrait › « Description » : obligatoire avec une photo ; valeur lue : (vide) (src/content/photos.yml)',
        '« Vos photos » › Couverture du guide › « Photo » : une photo JPEG, PNG ou WebP envoyée depuis l’éditeur (photos/…) ; valeur lue : « /Users/camille/Bureau/guide.heic » (src/content/photos.yml)',
        '« Vos photos » › Couverture du guide › « Description » : obligatoire avec une photo ; valeur lue : (vide) (src/content/photos.yml)',
      ].map(typeset),
    );
  });

  it('a file that is not an image, under an image name, is named in her words', async () => {
    mkdirSync(join(dir, 'photos'));
    writeFileSync(join(dir, 'photos', 'portrait.jpg'), 'Ceci est un texte, renommé en .jpg.');
    spoil(
      'photos.yml',
      'founder:\n  image: ""\n  alt: ""',
      'founder:\n  image: photos/portrait.jpg\n  alt: Camille, souriante',
    );
    const [problem, ...others] = await contentProblems(dir);
    expect(others).toEqual([]);
    expect(problem?.text).toBe(
      typeset(
        '« Vos photos » › Votre portrait › « Photo » : la photo photos/portrait.jpg n’est pas une image JPEG, PNG ou WebP lisible ; choisissez dans l’éditeur une photo qui s’ouvre sur votre ordinateur',
      ),
    );
    expect(problem?.file).toBe('src/content/photos.yml');
    // The decoder's own words are for a developer, in the build's report only.
    expect(problem?.detail).toMatch(/unsupported image format/);
    expect(contentReport([problem!])).toMatch(/lisible.*\(src\/content\/photos\.yml\)\n {4}Input buffer/);
  });

  it('hands the pages each photo processed, and its files to the build', async () => {
    mkdirSync(join(dir, 'photos'));
    await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#b98' } })
      .jpeg()
      .toFile(join(dir, 'photos', 'portrait.jpg'));
    spoil(
      'photos.yml',
      'founder:\n  image: ""\n  alt: ""',
      'founder:\n  image: photos/portrait.jpg\n  alt: Camille, souriante',
    );
    const files: string[] = [];
    const photos = (await contentModuleValue('photos', dir, (file) => files.push(file.fileName))) as Record<
      string,
      { alt: string; width: number; src: string; photo: object } | null
    >;
    expect(photos.guide).toBeNull();
    expect(photos.founder).toMatchObject({ alt: 'Camille, souriante', width: 800 });
    expect(files).toHaveLength(9);
    rmSync(join(dir, 'photos', 'portrait.jpg'));
    await expect(contentModuleValue('photos', dir)).rejects.toThrow(
      typeset('« Vos photos » › Votre portrait › « Photo » : la photo photos/portrait.jpg est introuvable'),
    );
  });

  it('a product gets its photo processed too, its files named after its field', async () => {
    mkdirSync(join(dir, 'photos'));
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#9b8' } })
      .jpeg()
      .toFile(join(dir, 'photos', 'creme.jpg'));
    spoil(
      'products.yml',
      'reference: "3770012345020"\n    volume: 250 ml\n    features:\n      - Texture fondante, non grasse\n      - Parfum délicat d\'origine naturelle\n      - Flacon pompe pratique\n      - Formulée en France\n    photo:\n      image: ""\n      alt: ""',
      'reference: "3770012345020"\n    volume: 250 ml\n    features:\n      - Texture fondante, non grasse\n      - Parfum délicat d\'origine naturelle\n      - Flacon pompe pratique\n      - Formulée en France\n    photo:\n      image: photos/creme.jpg\n      alt: Le flacon de crème, sur une serviette',
    );
    const files: string[] = [];
    const { items } = (await contentModuleValue('products', dir, (file) => files.push(file.fileName))) as {
      items: Array<{ name: string; photo: { alt: string; width: number } | null }>;
    };
    expect(items.map((item) => item.photo?.alt ?? null)).toEqual([
      null,
      'Le flacon de crème, sur une serviette',
      null,
    ]);
    expect(items[1]?.photo?.width).toBe(800);
    expect(files.every((file) => file.startsWith('items-2-photo-'))).toBe(true);
    rmSync(join(dir, 'photos', 'creme.jpg'));
    await expect(contentModuleValue('products', dir)).rejects.toThrow(
      typeset(
        '« Boutique : vos produits » › Produits n° 2 › Photo du produit › « Photo » : la photo photos/creme.jpg est introuvable ; choisissez-la de nouveau dans l’éditeur (src/content/products.yml)',
      ),
    );
  });

  it('a missing file is named', async () => {
    rmSync(join(dir, 'faq.yml'));
    expect((await contentProblems(dir)).map(problemLine)).toEqual([
      typeset('« Questions fréquentes » : fichier introuvable (src/content/faq.yml)'),
    ]);
  });

  it('stops the build as Vite starts, with every problem in her words and nothing after them', async () => {
    spoil('services.yml', 'price: 80', 'price: -1');
    spoil('cabinet.yml', 'closes: 16:00', 'closes: 25:00');
    const plugin = contentFilesPlugin({ dir });
    const said: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation((line: string) => said.push(line));
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('the build ends');
    });
    try {
      const start = () => (plugin.buildStart as (this: object) => Promise<void>).call({});
      await expect(start()).rejects.toThrow('the build ends');
      expect(exit).toHaveBeenCalledWith(1);
    } finally {
      error.mockRestore();
      exit.mockRestore();
    }
    expect(said).toHaveLength(1);
    const report = said[0]?.trim() ?? '';
    expect(report).toMatch(/^Contenu à corriger\s: 2 valeurs\. Dans l’éditeur \(\/admin\)/);
    expect(report).toContain(
      typeset(
        '\n  - « Coordonnées et disponibilités » › Disponibilités n° 1 › « À » : une heure au format 09:00 ; valeur lue : « 25:00 » (src/content/cabinet.yml)',
      ),
    );
    expect(report).toContain(
      typeset(
        '\n  - « Prestations : durées et tarifs » › Atelier de portage › Formats et tarifs n° 3 › « Tarif, en euros » : 0 € au moins ; valeur lue : -1 (src/content/services.yml)',
      ),
    );
  });

  it('lets the dev server start whatever the files hold, telling the problems in the terminal', async () => {
    spoil('cabinet.yml', 'closes: 16:00', 'closes: 25:00');
    const plugin = contentFilesPlugin({ dir });
    const warned = new Promise<string>((resolve) => {
      (plugin.configResolved as (config: object) => void)({ command: 'serve', logger: { warn: resolve } });
    });
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    await expect(
      (plugin.buildStart as (this: typeof context) => Promise<void>).call(context),
    ).resolves.toBeUndefined();
    expect(await warned).toContain(typeset('› « À » : une heure au format 09:00'));
  });

  it('in dev, reloads the open pages when a content file changes, rather than patching them', () => {
    const plugin = contentFilesPlugin({ dir });
    const sent: unknown[] = [];
    const server = { ws: { send: (payload: unknown) => sent.push(payload) } };
    const hotUpdate = plugin.handleHotUpdate as (context: { file: string; server: object }) => unknown;
    expect(hotUpdate({ file: join(dir, 'cabinet.yml'), server })).toEqual([]);
    expect(sent).toEqual([{ type: 'full-reload' }]);
    expect(hotUpdate({ file: join(contentDir, '..', 'site.ts'), server })).toBeUndefined();
    expect(sent).toHaveLength(1);
  });

  it('gives the code the checked content, typeset', async () => {
    spoil('faq.yml', 'Les séances peuvent-elles se faire à distance ?', '"C\'est « bien » : vraiment ?"');
    const plugin = contentFilesPlugin({ dir });
    const load = plugin.load as (this: unknown, id: string) => Promise<string | null>;
    const module = await load.call({ addWatchFile() {}, error() {} }, join(dir, 'faq.yml'));
    expect(module).toMatch(/^export default \{entries:\[/);
    expect(module).toContain('C’est «\u00a0bien\u00a0»\u00a0: vraiment\u202f?');
    expect(await load.call({}, join(dir, 'other.ts'))).toBeNull();
  });
});

describe('French typography of the content', () => {
  it.each([
    ['Une question ?', 'Une question\u202f?'],
    ['Quelle différence !', 'Quelle différence\u202f!'],
    ['un ; deux', 'un\u202f; deux'],
    ['Prix : 50 €', 'Prix\u00a0: 50\u00a0€'],
    ['« volée »', '«\u00a0volée\u00a0»'],
    ["l'atelier", 'l’atelier'],
    ['déjà juste\u202f?', 'déjà juste\u202f?'],
    ['dans un rayon de 30 km.', 'dans un rayon de 30\u00a0km.'],
    ['au moins 48 heures à l’avance', 'au moins 48\u00a0heures à l’avance'],
    ['il y a 2 mois', 'il y a 2\u00a0mois'],
    ['20 minutes, 250 ml, 100 %', '20\u00a0minutes, 250\u00a0ml, 100\u00a0%'],
    ['3 mamans, 2026 heureuse', '3 mamans, 2026 heureuse'],
    ['Chargement...', 'Chargement…'],
    // Issue 62: a lone capital stays with its word, a code's article with its number.
    ['aborder le jour J avec calme', 'aborder le jour\u00a0J avec calme'],
    ['à l’article L612-1 du Code', 'à l’article L612-\u20601 du Code'],
    ['articles L221-1 et suivants', 'articles L221-\u20601 et suivants'],
    ['À Biarritz, Bayonne', 'À Biarritz, Bayonne'],
    ['https://example.com/L612-1', 'https://example.com/L612-1'],
  ])('%s', (typed, shown) => {
    expect(frenchTypography(typed)).toBe(shown);
  });

  it('keeps a no-break space written before ; where the file asks for it (the legal pages’ text)', () => {
    expect(frenchTypography('un\u00a0; deux ; trois', true)).toBe('un\u00a0; deux\u202f; trois');
    expect(frenchTypography('un\u00a0; deux')).toBe('un\u202f; deux');
  });

  it('writes modules with short keys', () => {
    expect(asJavaScript({ a: [1, 'x'], 'atelier-portage': { b: null } })).toBe(
      '{a:[1,"x"],"atelier-portage":{b:null}}',
    );
  });
});

describe('facts derived from the content', () => {
  it('the site keeps the closures that have not ended by the day of the build', async () => {
    spoil(
      'cabinet.yml',
      'closures: []',
      'closures:\n  - from: 2026-08-01\n    to: 2026-08-20\n  - from: 2026-12-21\n    to: 2027-01-03\n  - from: 2027-05-01\n    to: 2027-05-01',
    );
    const kept = (today: string) =>
      contentModuleValue('cabinet', dir, undefined, today).then((cabinet) =>
        (cabinet as { closures: Array<{ from: string }> }).closures.map(({ from }) => from),
      );
    await expect(kept('2026-12-01')).resolves.toEqual(['2026-12-21', '2027-05-01']);
    // The last day of a closure is still shown; the day after, it is gone.
    await expect(kept('2027-01-03')).resolves.toEqual(['2026-12-21', '2027-05-01']);
    await expect(kept('2027-01-04')).resolves.toEqual(['2027-05-01']);
  });
});
