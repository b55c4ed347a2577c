// @vitest-environment node
// The articles' pipeline (pipeline/articles/articleReader.ts) on folders written by the tests.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serviceIds } from '../../src/content/serviceKeys';
import { contentDir } from '../content/contentPaths';
import { readArticles } from './articleReader';
import { readingMinutes } from './markdownToHtml';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const frontMatter = {
  title: 'Un titre assez long',
  description: 'Une description pour les moteurs de recherche, assez longue pour compter.',
  date: '2026-09-22',
  service: 'atelier-portage',
};

type Fields = Record<string, string | undefined>;
const article = (fields: Fields, body = 'Un texte.') =>
  `---\n${Object.entries({ ...frontMatter, ...fields })
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')}\n---\n\n${body}\n`;

/** A content folder holding these articles (file name → its text). */
function folder(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'articles-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'articles'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'articles', name), text);
  return dir;
}

async function one(body: string, fields: Fields = {}) {
  const { articles, problems } = await readArticles(folder({ 'essai.md': article(fields, body) }));
  expect(problems).toEqual([]);
  return articles[0]!;
}

async function problemsOf(fields: Fields, body?: string) {
  const { problems } = await readArticles(folder({ 'essai.md': article(fields, body) }));
  return problems.map((problem) => `${problem.text} (${problem.file})`);
}

describe('the articles’ Markdown', () => {
  it('never lets a script, an event attribute or a javascript: link through', async () => {
    const { html } = await one(
      [
        '<script>alert(1)</script>',
        '<img src="x" onerror="alert(2)">',
        '<a href="javascript:alert(3)">piège</a>',
        '<a href="#" onclick="alert(4)">lien</a>',
        '<iframe src="https://example.com"></iframe>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|alert\(/i);
  });

  it('refuses, in her words, a link the site would show as a link to nothing (javascript:, data:…)', async () => {
    const body = [
      '[la HAS](https://www.has-sante.fr), [mes services](/services), [plus bas](#fin), [écrire](mailto:a@b.fr)',
      '[cliquez ici](javascript:alert(1)) et <javascript:alert(2)>',
      '[une image](data:text/html;base64,PHNjcmlwdD4=) puis [ici][piège]',
      '[piège]: JavaScript:alert(3)',
    ].join('\n\n');
    expect(await problemsOf({}, body)).toEqual(
      [
        '5 du texte («\u00a0cliquez ici\u00a0») mène à «\u00a0javascript:alert(1)\u00a0»',
        '6 du texte («\u00a0javascript:alert(2)\u00a0») mène à «\u00a0javascript:alert(2)\u00a0»',
        '7 du texte («\u00a0une image\u00a0») mène à «\u00a0data:text/html;base64,PHNjcmlwdD4=\u00a0»',
        '8 du texte («\u00a0ici\u00a0») mène à «\u00a0JavaScript:alert(3)\u00a0»',
      ].map(
        (link) =>
          `«\u00a0Articles\u00a0» › «\u00a0Un titre assez long\u00a0»\u00a0: le lien n°\u00a0${link}, une adresse que le site n’ouvre pas\u00a0: l’adresse d’une page commence par https:// (ou par / pour une page de ce site), une adresse e-mail par mailto: (src/content/articles/essai.md)`,
      ),
    );
  });

  it('writes French typography in the text, not in code', async () => {
    const { html } = await one("Vraiment ? Oui : « doucement » ! C'est 30 min...\n\n`a : b`");
    expect(html).toContain('Vraiment\u202f? Oui\u00a0: «\u00a0doucement\u00a0»\u202f! C’est 30\u00a0min…');
    expect(html).toContain('<code>a : b</code>');
  });

  it('gives headings ASCII ids, lists h2 and h3 in the table of contents', async () => {
    const { html, toc } = await one(
      '## Écrire vos souhaits\n\n### Les questions à poser ?\n\n## Écrire vos souhaits',
    );
    expect(html).toContain('<h2 id="ecrire-vos-souhaits">Écrire vos souhaits</h2>');
    expect(toc).toEqual([
      { id: 'ecrire-vos-souhaits', text: 'Écrire vos souhaits', level: 2 },
      { id: 'les-questions-a-poser', text: 'Les questions à poser\u202f?', level: 3 },
      { id: 'ecrire-vos-souhaits-1', text: 'Écrire vos souhaits', level: 2 },
    ]);
  });

  it('never gives a heading an id the page’s layout has, nor its table of contents a hidden word', async () => {
    const { html, toc } = await one('## Contenu\n\n## Lire [la HAS](https://www.has-sante.fr)');
    expect(html).toContain('<h2 id="contenu-1">Contenu</h2>');
    expect(toc).toEqual([
      { id: 'contenu-1', text: 'Contenu', level: 2 },
      { id: 'lire-la-has', text: 'Lire la HAS', level: 2 },
    ]);
  });

  it('opens other sites in a new tab, safely, and says so; keeps the site’s own links', async () => {
    const { html } = await one(
      '[la HAS](https://www.has-sante.fr) et [mes services](/services#atelier-portage)',
    );
    expect(html).toContain(
      '<a href="https://www.has-sante.fr" target="_blank" rel="noopener noreferrer">la HAS <span class="visually-hidden">(nouvel onglet)</span></a>',
    );
    expect(html).toContain('<a href="/services#atelier-portage">mes services</a>');
  });

  it('counts a protocol-relative link (//autre-site.fr) as another site', async () => {
    const { html } = await one('[un autre site](//autre-site.fr/x)');
    expect(html).toContain(
      '<a href="//autre-site.fr/x" target="_blank" rel="noopener noreferrer">un autre site <span class="visually-hidden">(nouvel onglet)</span></a>',
    );
  });

  it('renders a pipe table as a table, aligned as its delimiter row says, in a frame that scrolls by itself', async () => {
    const { html } = await one(
      [
        'Ce que coûte chaque format :',
        '| Format | Durée | Tarif |',
        '| :--- | :---: | ---: |',
        '| En *visio* | 1 h | 25 € |',
        '| Chez vous \\| à domicile | 1 h 30 |',
        '',
        'Une ligne | avec une barre, sans ligne de séparation, reste du texte.',
      ].join('\n'),
    );
    expect(html).toContain('<p>Ce que coûte chaque format\u00a0:</p>');
    expect(html).toContain(
      '<div class="article-table" role="region" aria-label="Tableau" tabindex="0"><table>',
    );
    expect(html).toMatch(
      /<thead>\s*<tr>\s*<th align="left">Format<\/th>\s*<th align="center">Durée<\/th>\s*<th align="right">Tarif<\/th>/,
    );
    expect(html).toMatch(/<td align="left">En <em>visio<\/em><\/td>/);
    // An escaped bar stays in its cell; a row short of cells gets empty ones.
    expect(html).toMatch(
      /<td align="left">Chez vous \| à domicile<\/td>\s*<td align="center">1\sh\s30<\/td>\s*<td align="right"><\/td>/,
    );
    expect(html).toContain('<p>Une ligne | avec une barre, sans ligne de séparation, reste du texte.</p>');
    expect(html).not.toMatch(/\| *:?---/);
  });

  it('reads only tables of GitHub’s flavour: a bare address or ~~tildes~~ stay as she typed them', async () => {
    const { html } = await one('Voir www.exemple.fr ou https://exemple.fr, ~~barré~~ et [ ] une case.');
    expect(html).not.toContain('<a');
    expect(html).not.toContain('<del>');
    expect(html).toContain('https://exemple.fr');
    expect(html).toContain('~~barré~~');
  });

  it('counts the reading time at 200 words a minute, one minute at least', async () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(450)).toBe(2);
    const long = await one(Array.from({ length: 600 }, () => 'mot').join(' '));
    expect(long.readingMinutes).toBe(3);
  });
});

describe('what is wrong in an article, in French', () => {
  it.each([
    [{ title: undefined }, '«\u00a0Titre\u00a0»\u00a0: obligatoire, absent du fichier'],
    [{ title: '' }, '«\u00a0Titre\u00a0»\u00a0: ne peut pas être vide'],
    [
      { description: 'Trop court.' },
      '«\u00a0Résumé pour les moteurs de recherche\u00a0»\u00a0: 50 caractères au moins',
    ],
    [{ date: '22/09/2026' }, '«\u00a0Date de publication\u00a0»\u00a0: une date complète'],
    [
      { updated: '2026-09-01' },
      '«\u00a0Date de mise à jour\u00a0»\u00a0: le même jour que «\u00a0Date de publication\u00a0» ou après',
    ],
    [
      { cover: 'photos/couverture.jpg' },
      '«\u00a0Description de la photo\u00a0»\u00a0: obligatoire avec une photo',
    ],
    [
      { cover: 'https://ailleurs.example/x.jpg', coverAlt: 'Une photo.' },
      '«\u00a0Photo de couverture\u00a0»\u00a0: une photo JPEG, PNG ou WebP',
    ],
    [
      { cover: '/photos/absente.jpg', coverAlt: 'Une photo.' },
      'la photo de couverture (/photos/absente.jpg) est introuvable',
    ],
    [
      { service: 'massage' },
      '«\u00a0Prestation liée\u00a0»\u00a0: il faut l’une des valeurs cesarienne-confiance, atelier-portage, bain-enveloppe\u202f; valeur lue\u00a0: «\u00a0massage\u00a0»',
    ],
    [{ slug: 'Porter Bébé' }, '«\u00a0Adresse de l’article\u00a0»\u00a0: des minuscules sans accent'],
    [{ auteur: 'Moi' }, '«\u00a0auteur\u00a0»\u00a0: champ inconnu'],
  ])('%o', async (fields, message) => {
    const [problem, ...others] = await problemsOf(fields);
    expect(others).toEqual([]);
    // By its title once it can be read; by its file's name while it cannot.
    const named = 'title' in fields ? 'essai' : 'Un titre assez long';
    expect(problem).toMatch(new RegExp(`^«\u00a0Articles\u00a0» › «\u00a0${named}\u00a0»[ \u00a0]`));
    expect(problem).toContain(message);
    expect(problem).toMatch(/\(src\/content\/articles\/essai\.md\)$/);
  });

  it('refuses a picture without a description, or from elsewhere', async () => {
    expect(await problemsOf({}, '![](/photos/x.jpg)')).toEqual([
      expect.stringContaining('l’image n°\u00a01 du texte (/photos/x.jpg) n’a pas de description'),
    ]);
    expect(await problemsOf({}, '![Un bébé](https://ailleurs.example/x.jpg)')).toEqual([
      expect.stringContaining('doit être une photo JPEG, PNG ou WebP envoyée depuis l’éditeur'),
    ]);
  });

  it('refuses a file without its header, and two articles at one address, naming the right files', async () => {
    const { problems } = await readArticles(
      folder({
        'a.md': 'Pas d’en-tête.',
        'b.md': article({ slug: 'meme-adresse', title: 'Porter bébé en douceur' }),
        'c.md': article({ slug: 'meme-adresse', title: 'Le bain enveloppé' }),
      }),
    );
    expect(problems.map((problem) => problem.text)).toEqual([
      expect.stringContaining('«\u00a0a\u00a0»\u00a0: l’en-tête manque'),
      expect.stringContaining(
        '«\u00a0Le bain enveloppé\u00a0» › «\u00a0Adresse de l’article\u00a0»\u00a0: meme-adresse est déjà celle de l’article «\u00a0Porter bébé en douceur\u00a0»',
      ),
    ]);
  });
});

describe('file names and bounds (what reaches the host files, what a parser can take)', () => {
  it.each(['x;y.md', 'porter bebe.md', 'Porter-Bebe.md', 'bébé.md', 'a--b.md', '-a.md'])(
    '%s: refused before anything is written, naming the file, whatever its address',
    async (name) => {
      const { articles, problems } = await readArticles(
        folder({ [name]: article({}), 'bien-nomme.md': article({ slug: 'une-adresse' }) }),
      );
      expect(articles.map(({ slug }) => slug)).toEqual(['une-adresse']);
      expect(problems.map((problem) => `${problem.text} (${problem.file})`)).toEqual([
        `«\u00a0Articles\u00a0» › «\u00a0${name.slice(0, -3)}\u00a0»\u00a0: le nom du fichier ne peut contenir que des minuscules sans accent, des chiffres et des tirets (par exemple porter-bebe.md)\u202f; renommez-le (src/content/articles/${name})`,
      ]);
    },
  );

  it('refuses a file ending in .MD in her words, naming the name to give it, instead of leaving it out', async () => {
    const { articles, problems } = await readArticles(folder({ 'porter-bebe.MD': article({}) }));
    expect(articles).toEqual([]);
    expect(problems.map((problem) => `${problem.text} (${problem.file})`)).toEqual([
      `«\u00a0Articles\u00a0» › «\u00a0porter-bebe.MD\u00a0»\u00a0: l’extension s’écrit en minuscules\u00a0: renommez le fichier porter-bebe.md (src/content/articles/porter-bebe.MD)`,
    ]);
  });

  it('refuses a name too long for the file system by the name rule, before the bundler sees it', async () => {
    const long = `${'cesarienne-'.repeat(22)}fin.md`;
    const { articles, problems } = await readArticles(folder({ [long]: article({}) }));
    expect(articles).toEqual([]);
    expect(problems.map((problem) => problem.text)).toEqual([
      `«\u00a0Articles\u00a0» › «\u00a0${long.slice(0, -3)}\u00a0»\u00a0: le nom du fichier a 245 caractères avant «\u00a0.md\u00a0», 80 au plus\u202f; raccourcissez-le`,
    ]);
    const longest = `${'a'.repeat(80)}.md`;
    expect((await readArticles(folder({ [longest]: article({}) }))).problems).toEqual([]);
  });

  it('refuses YAML aliases in the header (a few lines of them unfold into billions of values)', async () => {
    const bomb = [
      '---',
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
      'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
      'title: *c',
      '---',
      'Un texte.',
    ].join('\n');
    const { problems } = await readArticles(folder({ 'bombe.md': bomb }));
    expect(problems.map((problem) => problem.text)).toEqual([
      '«\u00a0Articles\u00a0» › «\u00a0bombe\u00a0»\u00a0: l’en-tête contient des alias YAML (&nom et *nom), que le site n’accepte pas\u202f; écrivez chaque valeur en entier',
    ]);
  });

  it.each([
    ['20 000 nested quotes', `${'>'.repeat(20_000)} x`],
    // 1 000 deep by indentation is a megabyte: the size bound refuses it first.
    [
      'a list nested 100 deep',
      Array.from({ length: 100 }, (_, level) => `${'  '.repeat(level)}- x`).join('\n'),
    ],
    ['a list nested 1 000 deep on one line', `${'- '.repeat(1000)}x`],
  ])('refuses %s at once, naming the file and the line', async (_, body) => {
    const problems = await problemsOf({}, body);
    expect(problems).toEqual([
      expect.stringMatching(
        /^«\u00a0Articles\u00a0» › «\u00a0Un titre assez long\u00a0»\u00a0: à la ligne \d+, le texte imbrique trop de citations \(>\) ou de listes \(16 niveaux au plus\)/,
      ),
    ]);
    expect(problems[0]).toContain('(src/content/articles/essai.md)');
  });

  it('keeps lists and quotes as deep as a text needs, and code as indented as it likes', async () => {
    const nested = Array.from({ length: 6 }, (_, level) => `${'  '.repeat(level)}- niveau ${level + 1}`).join(
      '\n',
    );
    const code = ['```', `${' '.repeat(100)}indenté`, '```'].join('\n');
    const { html } = await one(`${nested}\n\n> > > une citation\n\n${code}`);
    expect(html).toContain('niveau 6');
    expect(html).toContain('une citation');
  });

  it('refuses a file over 100 000 characters, saying how long it is', async () => {
    const problems = await problemsOf({}, 'mot '.repeat(30_000));
    expect(problems).toEqual([
      expect.stringContaining('«\u00a0essai\u00a0»\u00a0: le fichier est trop long (120\u202f'),
    ]);
  });
});

describe('reading again', () => {
  it('keeps an article’s reading while its text and photos are unchanged, and reads it again once changed', async () => {
    const dir = folder({ 'a.md': article({ title: 'Un premier titre assez long' }) });
    const first = await readArticles(dir);
    expect((await readArticles(dir)).articles[0]).toBe(first.articles[0]);
    writeFileSync(join(dir, 'articles', 'a.md'), article({ title: 'Un second titre assez long' }));
    expect((await readArticles(dir)).articles[0]?.title).toBe('Un second titre assez long');
  });
});

describe('the starter articles', () => {
  it('are right, newest first, 600 to 1 200 words, each linked to a service', async () => {
    const { articles, problems } = await readArticles(contentDir);
    expect(problems).toEqual([]);
    expect(articles.map((entry) => entry.date)).toEqual(['2026-11-03', '2026-10-13', '2026-09-22']);
    expect(new Set(articles.map((entry) => entry.service))).toEqual(new Set(serviceIds));
    for (const entry of articles) {
      expect(entry.readingMinutes).toBeGreaterThanOrEqual(3);
      expect(entry.readingMinutes).toBeLessThanOrEqual(6);
    }
  });
});
