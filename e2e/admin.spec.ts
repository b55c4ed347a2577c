import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { decapServerBin, decapServerEnv, ensureAdminInstalled } from '../pipeline/adminPackage.mjs';
import { LOCAL_BACKEND_URL } from '../pipeline/adminSecurity.mjs';
import { PHOTO_BUDGET_BYTES } from '../pipeline/photos';

/**
 * The practitioner's editor, end to end: /admin (Decap CMS, from the build) saves through the local
 * backend (decap-server) into src/data/content/, and a rebuild shows the new values on the pages and
 * in their structured data. The content files are restored afterwards, whatever happens.
 */
const root = join(import.meta.dirname, '..');
const contentFile = (name: string) => join(root, 'src', 'data', 'content', name);
const edited = [
  'services.yml',
  'cabinet.yml',
  'testimonials.yml',
  'photos.yml',
  'faq.yml',
  'products.yml',
  'links.yml',
];
const uploads = join(root, 'src', 'data', 'content', 'photos');
const articlesDir = join(root, 'src', 'data', 'content', 'articles');
const articlesBefore = new Set(readdirSync(articlesDir));
/** The articles the tests added: removed afterwards. */
const newArticles = () => readdirSync(articlesDir).filter((file) => !articlesBefore.has(file));
const rebuiltDir = 'dist-admin-e2e';
/** The build the browser tests run on (playwright.config.ts serves it). */
const servedDir = process.env.DIST_DIR ?? 'dist';
const demoBooking = 'https://booking.example.com/cesarienne-sereine';
const herBooking = 'https://calendly.com/camille-durand/premier-echange';

/** Her holidays, in a month, for two weeks: still to come when the site is rebuilt. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const closure = { from: inDays(30), to: inDays(44) };

let backend: ChildProcess | undefined;
const originals = new Map<string, string>();

test.describe.configure({ mode: 'serial' });

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook destructures.
test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run is enough: it edits files and rebuilds');
  for (const name of edited) originals.set(name, readFileSync(contentFile(name), 'utf8'));
  ensureAdminInstalled();
  backend = spawn(decapServerBin, { cwd: root, env: decapServerEnv(), stdio: 'ignore' });
  await expect
    .poll(
      async () =>
        (
          await fetch(LOCAL_BACKEND_URL, {
            method: 'POST',
            body: '{"action":"info"}',
            headers: { 'content-type': 'application/json' },
          }).catch(() => undefined)
        )?.ok,
      { timeout: 15_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  backend?.kill();
  for (const [name, text] of originals) writeFileSync(contentFile(name), text);
  rmSync(uploads, { recursive: true, force: true });
  for (const file of newArticles()) rmSync(join(articlesDir, file));
});

/** Builds the site again into `rebuiltDir`, as the host does after a save; a page or file of it. */
function rebuild() {
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    env: { ...process.env, DIST_DIR: rebuiltDir },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  return (file: string) => readFileSync(join(root, rebuiltDir, 'client', file), 'utf8');
}

test('the practitioner changes a price, her hours, adds a testimonial and her portrait; the rebuilt site shows them', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const policyViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) policyViolations.push(message.text());
  });

  await page.goto('/admin');
  await expect(page).toHaveTitle('Modifier le site · Césarienne Sereine');
  await page.getByRole('button', { name: 'Se connecter' }).click();

  // A price: Ma Césarienne en Confiance, 50 → 55 €.
  await page.getByText('Prestations : durées et tarifs').click();
  const firstPrice = page.getByLabel('Tarif, en euros').first();
  await expect(firstPrice).toHaveValue('50');
  await firstPrice.fill('55');
  await publish(page);
  await expect.poll(() => readFileSync(contentFile('services.yml'), 'utf8')).toMatch(/price: 55\n/);

  // The hours: from 10:00 instead of 09:00.
  await page
    .getByRole('link', { name: /Contenu du site/ })
    .first()
    .click();
  await page.getByText('Coordonnées et disponibilités').click();
  const opens = page.getByLabel('De', { exact: true });
  await expect(opens).toHaveValue('09:00');
  await opens.fill('10:00');
  // And her holidays: in a month, for two weeks.
  await page.getByRole('button', { name: /Ajouter fermeture/ }).click();
  await page.getByLabel('Du', { exact: true }).fill(closure.from);
  await page.getByLabel('Au (inclus)').fill(closure.to);
  await page.getByLabel('Précision').fill('Je lis vos messages à mon retour.');
  await publish(page);
  await expect.poll(() => readFileSync(contentFile('cabinet.yml'), 'utf8')).toMatch(/opens: "?10:00"?\n/);
  expect(readFileSync(contentFile('cabinet.yml'), 'utf8')).toMatch(
    new RegExp(`from: "?${closure.from}"?\\n\\s+to: "?${closure.to}"?\\n`),
  );

  // A new testimonial.
  await page
    .getByRole('link', { name: /Contenu du site/ })
    .first()
    .click();
  await page.getByText('Témoignages', { exact: true }).click();
  await page.getByRole('button', { name: /Ajouter témoignage/ }).click();
  await page.getByLabel('Prénom').last().fill('Inès');
  await page.getByLabel('Quand').last().fill('il y a 1 semaine');
  await page
    .getByLabel('Témoignage', { exact: true })
    .last()
    .fill("Merci pour l'écoute : je me suis sentie prête !");
  await page.getByLabel('Étoiles').last().fill('5');
  await publish(page);
  await expect.poll(() => readFileSync(contentFile('testimonials.yml'), 'utf8')).toContain('Inès');

  // Her portrait: a large phone photo in place of the illustration.
  mkdirSync(test.info().outputDir, { recursive: true });
  const upload = join(test.info().outputDir, 'portrait.jpg');
  await sharp({ create: { width: 3000, height: 4000, channels: 3, background: '#b98' } })
    .jpeg({ quality: 95 })
    .toFile(upload);
  await page
    .getByRole('link', { name: /Contenu du site/ })
    .first()
    .click();
  await page.getByText('Vos photos', { exact: true }).click();
  await page
    .getByRole('button', { name: /Choisir une image/ })
    .first()
    .click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole('button', { name: 'Choisir cette photo' }).click();
  await page.getByLabel('Description').first().fill('Camille, souriante, dans son cabinet.');
  await publish(page);
  await expect.poll(() => existsSync(join(uploads, 'portrait.jpg'))).toBe(true);
  expect(readFileSync(contentFile('photos.yml'), 'utf8')).toMatch(/image: \/?photos\/portrait\.jpg/);

  // Before going live: the list names her booking page; she sets hers, and the list loses it.
  const launchButton = page.getByRole('button', { name: /^Avant la mise en ligne : \d+ à remplacer$/ });
  const left = async () => Number(/(\d+) à remplacer/.exec((await launchButton.textContent()) ?? '')?.[1]);
  const before = await left();
  await launchButton.click();
  const list = page.getByRole('dialog', { name: 'Avant la mise en ligne' });
  await expect(list).toContainText(`« Page de prise de rendez-vous »aujourd’hui : ${demoBooking}`);
  await list
    .getByRole('heading', { name: /Adresses du site et services en ligne/ })
    .getByRole('link', { name: 'Ouvrir la fiche' })
    .click();
  await expect(list).toBeHidden();
  await page.getByLabel('Page de prise de rendez-vous').fill(herBooking);
  await publish(page);
  await expect
    .poll(() => readFileSync(contentFile('links.yml'), 'utf8'))
    .toContain(`bookingUrl: ${herBooking}`);
  await expect.poll(left).toBe(before - 1);
  await launchButton.click();
  await expect(list).not.toContainText('Page de prise de rendez-vous');
  await list.getByRole('button', { name: 'Fermer' }).click();
  expect(policyViolations).toEqual([]);

  // Rebuild, as the host does after a save, and read the pages.
  const built = rebuild();
  const services = built('services.html');
  expect(services).toContain('55\u00a0€');
  expect(services).not.toMatch(/Par téléphone[^<]*50\u00a0€/);
  const contact = built('contact.html');
  expect(contact).toContain('10\u00a0h\u00a0–\u00a016\u00a0h');
  expect(contact).toMatch(/Fermé du \w+ \d+(er)? [^<]+ au \w+ \d+(er)? \S+ 20\d\d/);
  expect(contact).toContain('Je lis vos messages à mon retour.');
  const home = built('index.html');
  // The structured data (home page): the offer's price and the opening hours.
  expect(home).toContain('"price":"55.00"');
  expect(home).not.toContain('"price":"50.00"');
  expect(home).toMatch(/"opens":"10:00"/);
  expect(home).toContain(`"validFrom":"${closure.from}","validThrough":"${closure.to}"`);
  expect(home).toContain('Inès');
  expect(home).toContain('Merci pour l’écoute\u00a0: je me suis sentie prête\u202f!');
  // The portrait: AVIF and WebP first, sized, lazy; every file within its budget, the original not shipped.
  expect(home).toMatch(/<source type="image\/avif" srcSet="\/images\/photos\/founder-\w+-400\.avif 400w/);
  expect(home).toMatch(
    /<img src="\/images\/photos\/founder-\w+-800\.jpg"[^>]*width="800" height="1067" alt="Camille, souriante, dans son cabinet\."[^>]*loading="lazy"/,
  );
  expect(home).not.toContain('/images/home/portrait.svg');
  const photoDir = join(root, rebuiltDir, 'client', 'images', 'photos');
  const photoFiles = readdirSync(photoDir);
  expect(photoFiles).toHaveLength(9);
  for (const file of photoFiles) {
    const width = Number(/-(\d+)\.\w+$/.exec(file)?.[1]);
    expect(statSync(join(photoDir, file)).size, file).toBeLessThanOrEqual(PHOTO_BUDGET_BYTES(width));
  }
  expect(existsSync(join(root, rebuiltDir, 'client', 'photos'))).toBe(false);
  // Her booking page, on every page, in every link that led to the demo one.
  const pageFiles = readdirSync(join(root, servedDir, 'client')).filter(
    (file) => file.endsWith('.html') && file !== 'admin.html',
  );
  expect(pageFiles.length).toBeGreaterThanOrEqual(6);
  const count = (html: string, url: string) => html.split(`href="${url}"`).length - 1;
  for (const file of pageFiles) {
    const demoLinks = count(readFileSync(join(root, servedDir, 'client', file), 'utf8'), demoBooking);
    expect(demoLinks, file).toBeGreaterThan(0);
    expect(count(built(file), herBooking), file).toBe(demoLinks);
    expect(built(file), file).not.toContain(demoBooking);
  }
});

/** Decap's publish: the button, then "Publier maintenant", then the saved state. */
async function publish(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Publier' }).click();
  await page.getByText('Publier maintenant').click();
  await expect(page.getByText(/Modifications enregistrées/i)).toBeVisible({ timeout: 15_000 });
}

/** Signs in (local backend) and opens a sheet; at 390 px when `phone`. */
async function openSheet(page: import('@playwright/test').Page, sheet: string, { phone = false } = {}) {
  if (phone) await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByText(sheet, { exact: true }).click();
}

/** Empties a text as she would, selecting it all (Decap's text field keeps its caret on `fill`). */
async function clearField(field: import('@playwright/test').Locator) {
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
}

/** « Publier » › « Publier maintenant », expecting the editor to refuse: nothing is saved. */
async function publishRefused(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Publier' }).click();
  await page.getByText('Publier maintenant').click();
  await expect(page.getByText(/Rien n’a été enregistré/).first()).toBeVisible({ timeout: 15_000 });
}

for (const phone of [false, true]) {
  const width = phone ? '390 px' : '1280 px';

  test(`${width}: a price typed the French way is saved as she means it, a big jump is confirmed first, words are refused`, async ({
    page,
  }) => {
    const before = readFileSync(contentFile('services.yml'), 'utf8');
    await openSheet(page, 'Prestations : durées et tarifs', { phone });
    const price = page.getByLabel('Tarif, en euros').first();
    await expect(price).toHaveValue(/^5[05]$/);

    await price.fill('douze euros');
    await publishRefused(page);
    await expect(
      page.getByText(
        '« Tarif, en euros » : écrivez un montant en euros, en chiffres, par exemple 60 ou 12,50',
      ),
    ).toBeVisible();

    // « 12,50 » is 12,50 €, not 1250 €; it is far from the price online, so she confirms it.
    await price.fill('12,50');
    await publishRefused(page);
    await expect(page.getByText(/jusqu’ici, 12,50\s€ maintenant\. Cochez la case/).first()).toBeVisible();
    expect(readFileSync(contentFile('services.yml'), 'utf8')).toBe(before);
    await page.getByRole('checkbox', { name: /c’est bien le nouveau prix/ }).check();
    await publish(page);
    await expect.poll(() => readFileSync(contentFile('services.yml'), 'utf8')).toMatch(/price: 12\.5\n/);
    writeFileSync(contentFile('services.yml'), before);
  });

  test(`${width}: every rule is checked before saving, in her words, and nothing wrong reaches the files`, async ({
    page,
  }) => {
    const cabinet = readFileSync(contentFile('cabinet.yml'), 'utf8');
    await openSheet(page, 'Coordonnées et disponibilités', { phone });
    // A closure that ends before it starts.
    await page.getByRole('button', { name: /Ajouter fermeture/ }).click();
    // The sheet may hold closures already: the new one is the last.
    await page.getByLabel('Du', { exact: true }).last().fill('2027-01-03');
    await page.getByLabel('Au (inclus)').last().fill('2026-12-21');
    // A name longer than the site takes: the counter says so as she types.
    const name = page.getByLabel('Votre nom');
    await name.fill('C'.repeat(121));
    await expect(page.getByText('121 / 120 caractères')).toBeVisible();
    await publishRefused(page);
    await expect(page.getByText('« Votre nom » : 120 caractères au plus').first()).toBeVisible();
    await clearField(name);
    await name.pressSequentially('Camille Durand');
    await publishRefused(page);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: '« Au (inclus) » : le même jour que « Du » ou après' })
        .first(),
    ).toBeVisible();
    expect(readFileSync(contentFile('cabinet.yml'), 'utf8')).toBe(cabinet);

    // Fixed, with a phone typed without spaces: saved, written the French way by the build.
    await page.getByRole('button', { name: 'Fermer' }).click();
    await page.getByLabel('Au (inclus)').last().fill('2027-01-10');
    await page.getByLabel('Téléphone', { exact: true }).fill('0639981234');
    await publish(page);
    await expect.poll(() => readFileSync(contentFile('cabinet.yml'), 'utf8')).toContain('0639981234');
    writeFileSync(contentFile('cabinet.yml'), cabinet);
  });

  test(`${width}: a date typed keeps its year; removing an item is asked first`, async ({ page }) => {
    await openSheet(page, 'Coordonnées et disponibilités', { phone });
    const days = page.getByLabel('Du', { exact: true });
    await page.getByRole('button', { name: /Ajouter fermeture/ }).click();
    const from = days.last();
    // The browser's own date field (day first in a French browser): what it holds is what is saved.
    await from.fill('2026-12-24');
    await expect(from).toHaveValue('2026-12-24');
    await expect(page.getByText(/UTC|Maintenant/)).toHaveCount(0);

    const closures = await days.count();
    page.once('dialog', (dialog) => dialog.dismiss());
    await page.getByRole('button', { name: 'Supprimer cet élément' }).last().click();
    await expect(days).toHaveCount(closures);
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: 'Supprimer cet élément' }).last().click();
    await expect(days).toHaveCount(closures - 1);
  });

  test(`${width}: a photo needs its description, a file that is not a photo is refused as she picks it`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const photos = readFileSync(contentFile('photos.yml'), 'utf8');
    mkdirSync(test.info().outputDir, { recursive: true });
    const fake = join(test.info().outputDir, 'vacances.jpg');
    writeFileSync(fake, 'Ceci est un texte, pas une photo.');
    await openSheet(page, 'Vos photos', { phone });
    await page
      .getByRole('button', { name: /Choisir une image/ })
      .first()
      .click();
    await page.locator('input[type="file"]').setInputFiles(fake);
    await expect(
      page.getByRole('alert').filter({ hasText: '« vacances.jpg » n’est pas une photo JPEG, PNG ou WebP' }),
    ).toBeVisible();
    expect(existsSync(join(uploads, 'vacances.jpg'))).toBe(false);

    const real = join(test.info().outputDir, 'cabinet.jpg');
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#cba' } })
      .jpeg()
      .toFile(real);
    await page.locator('input[type="file"]').setInputFiles(real);
    // On a phone too, the library's confirm button is in reach.
    const choose = page.getByRole('button', { name: 'Choisir cette photo' });
    await expect(choose).toBeInViewport();
    await choose.click();
    await expect(choose).toBeHidden();
    // Whatever description the portrait had, she leaves it empty now.
    const description = page.getByLabel('Description').first();
    await clearField(description);
    await expect(description).toHaveValue('');
    await publishRefused(page);
    await expect(page.getByText('« Description » : obligatoire avec une photo').first()).toBeVisible();
    expect(readFileSync(contentFile('photos.yml'), 'utf8')).toBe(photos);
  });

  test(`${width}: the editor fits the screen, « Publier » in reach; « Voir le site » leads to her site`, async ({
    page,
  }) => {
    await openSheet(page, 'Coordonnées et disponibilités', { phone });
    await page.getByLabel('Lieu', { exact: true }).fill('Biarritz et en visio');
    const viewport = page.viewportSize()!;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    const publishButton = page.getByRole('button', { name: 'Publier' });
    await expect(publishButton).toBeInViewport({ ratio: 1 });
    // The header's link to the site leads to the site the editor is served with, not example.com.
    const { host, origin } = new URL(page.url());
    if (!phone) await expect(page.getByRole('link', { name: host })).toHaveAttribute('href', origin);
  });
}

/** Opens « Articles » and starts a new one: title, summary, date, service; the text is hers to write. */
async function newArticle(page: import('@playwright/test').Page, description: string) {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('link', { name: 'Articles', exact: true }).click();
  await page.getByRole('link', { name: 'Nouvel article' }).click();
  await page.getByLabel('Titre', { exact: true }).fill('Dormir après une césarienne, quelques repères doux');
  await page.getByLabel('Résumé pour les moteurs de recherche').fill(description);
  await page.getByLabel('Date de publication').fill('2026-10-15');
  await page.getByLabel('Prestation liée').click();
  await page.getByText('Rituel de Bain Enveloppé', { exact: true }).click();
}

/** Types her text in the Markdown editor's plain mode: a heading and a paragraph. */
async function writeText(page: import('@playwright/test').Page) {
  await page.getByRole('switch').click();
  await page.locator('[data-slate-editor]').last().click();
  await page.keyboard.type('## Trouver sa position');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Un coussin sous les genoux soulage la cicatrice ; parlez-en à votre sage-femme.');
}

test('she writes a new article in « Articles », publishes it; the rebuilt site lists it, its sitemap and feed too', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await newArticle(
    page,
    'Quelques repères doux pour trouver le sommeil après une césarienne, sans forcer sur la cicatrice.',
  );
  await writeText(page);
  // Decap's preview shows it as the article page does, in the site's styles (/admin/preview.css).
  const preview = page.frameLocator('#preview-pane');
  await expect(preview.getByRole('heading', { level: 2, name: 'Trouver sa position' })).toBeVisible();
  await expect(preview.getByText('Publié le 15 octobre 2026')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Fraunces/);
  await publish(page);
  await expect.poll(newArticles).toEqual(['dormir-apres-une-cesarienne-quelques-reperes-doux.md']);
  const file = readFileSync(join(articlesDir, newArticles()[0]!), 'utf8');
  expect(file).toMatch(/^---\ntitle: Dormir après une césarienne, quelques repères doux\n/);
  expect(file).toMatch(/\ndate: "?2026-10-15"?\n/);
  expect(file).toMatch(/\nservice: bain-enveloppe\n/);
  // What she left empty is not written: the build would read an empty text as a wrong value.
  expect(file).not.toMatch(/\n(updated|slug|cover|coverAlt):/);
  expect(file).toMatch(/\n---\n+## Trouver sa position\n\nUn coussin sous les genoux/);

  const built = rebuild();
  const slug = 'dormir-apres-une-cesarienne-quelques-reperes-doux';
  expect(built('articles.html')).toContain(`href="/articles/${slug}"`);
  expect(built('articles.html')).toContain('Dormir après une césarienne, quelques repères doux');
  const article = built(`articles/${slug}.html`);
  expect(article).toMatch(/<h2 id="trouver-sa-position">Trouver sa position<\/h2>/);
  expect(article).toContain('soulage la cicatrice\u202f; parlez-\u2060en à votre sage-\u2060femme.');
  expect(built('sitemap.xml')).toMatch(new RegExp(`/articles/${slug}</loc>\\s*<lastmod>2026-10-15`));
  expect(built('articles/feed.xml')).toContain('Dormir après une césarienne, quelques repères doux');
  expect(built('articles/feed.xml')).toContain(`/articles/${slug}`);
});

test('an article with a summary too short is refused in her words, and no file is written', async ({
  page,
}) => {
  const before = newArticles();
  await newArticle(page, 'Trop court.');
  await writeText(page);
  await publishRefused(page);
  await expect(
    page.getByText('« Résumé pour les moteurs de recherche » : 50 caractères au moins').first(),
  ).toBeVisible();
  expect(newArticles()).toEqual(before);
});

test('an article at the address of another is refused in her words, naming the other', async ({ page }) => {
  const before = newArticles();
  await newArticle(
    page,
    'Quelques repères doux pour trouver le sommeil après une césarienne, sans forcer sur la cicatrice.',
  );
  await page.getByLabel('Adresse de l’article').fill('preparer-sa-cesarienne-programmee');
  await writeText(page);
  await publishRefused(page);
  await expect(
    page
      .getByText(
        '« Adresse de l’article » : preparer-sa-cesarienne-programmee est déjà celle de preparer-sa-cesarienne-programmee.md',
      )
      .first(),
  ).toBeVisible();
  expect(newArticles()).toEqual(before);
});

test('a photo in her text has its block in French, and without its description it is refused in her words', async ({
  page,
}) => {
  const before = newArticles();
  await newArticle(
    page,
    'Quelques repères doux pour trouver le sommeil après une césarienne, sans forcer sur la cicatrice.',
  );
  await page.locator('[data-slate-editor]').last().click();
  await page.getByTitle('Ajouter un composant').click();
  await page.getByText('Photo', { exact: true }).click();
  await expect(page.getByText('Description de la photo', { exact: true }).last()).toBeVisible();
  await expect(page.getByText('Alt Text')).toHaveCount(0);
  await publishRefused(page);
  await expect(
    page.getByText('l’image n° 1 du texte (sans adresse) n’a pas de description').first(),
  ).toBeVisible();
  expect(newArticles()).toEqual(before);
});

test('390 px: a new article’s form takes the screen (its preview is for wider screens)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newArticle(
    page,
    'Quelques repères doux pour trouver le sommeil après une césarienne, sans forcer sur la cicatrice.',
  );
  const title = page.getByLabel('Titre', { exact: true });
  await title.scrollIntoViewIfNeeded();
  await expect(title).toBeInViewport();
  const box = await title.boundingBox();
  expect(box?.width).toBeGreaterThan(300);
  await expect(page.locator('#preview-pane')).toBeHidden();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('her unsaved text comes back after a reload when she says OK', async ({ page }) => {
  await openSheet(page, 'Coordonnées et disponibilités');
  const place = page.getByLabel('Lieu', { exact: true });
  await place.fill('Biarritz, Anglet et en visio');
  // Decap writes its local backup 2 s after the last change.
  await page.waitForTimeout(2500);
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await page.reload();
  await expect(page.getByLabel('Lieu', { exact: true })).toHaveValue('Biarritz, Anglet et en visio');
  expect(asked.join(' ')).toContain('Les reprendre');
  await expect(page.getByText(/Échec du chargement/)).toHaveCount(0);
  await page.evaluate(() => indexedDB.deleteDatabase('localforage'));
});

test('FAQ: a placeholder other than {tarifs} or {premier échange} is refused rather than shown to visitors', async ({
  page,
}) => {
  await openSheet(page, 'Questions fréquentes');
  await page.getByRole('button', { name: 'Replier ou déplier cet élément' }).first().click();
  await page.getByLabel('Réponse').first().fill('Voyez {Tarifs} et {prix}.');
  await publishRefused(page);
  await expect(
    page.getByText(/seuls \{tarifs\} et \{premier échange\} sont remplacés/).first(),
  ).toBeVisible();
});

test('the local backend answers on loopback only', async () => {
  const answers = (host: string) =>
    fetch(`http://${host}:${new URL(LOCAL_BACKEND_URL).port}/api/v1`, {
      method: 'POST',
      body: '{"action":"info"}',
      headers: { 'content-type': 'application/json' },
    }).then(
      (response) => response.ok,
      () => false,
    );
  expect(await answers('127.0.0.1')).toBe(true);
  const outside = Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal && address.family === 'IPv4');
  test.skip(outside.length === 0, 'this machine has no network address but loopback');
  for (const address of outside) expect(await answers(address!.address), address!.address).toBe(false);
});
