// Going live, for real: the live build (LIVE=1) of a copy of her content with every demo value replaced
// by a real one passes and ships none; with one left, it stops at once, naming that one in French.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { shippedPlaceholders } from '../../src/data/content/demoValues';
import { contentFiles } from '../../src/data/content/schema';
import { contentDir } from '../contentPaths';
import { launchPlaceholders } from '../liveGate';

const root = join(import.meta.dirname, '..', '..');
const liveDir = 'dist-live-check';

/**
 * A real value for each field that holds a demo one, by its path (`*` for a list item; a function
 * gets the item's number). A new demo value in the content needs its real one here.
 */
const realValues: Record<string, string | ((index: number) => string)> = {
  'cabinet.name': 'Maïté Etcheverry',
  'cabinet.phone': '05 59 24 12 34',
  'cabinet.email': 'contact@cesarienne-sereine.fr',
  'links.siteUrl': 'https://www.cesarienne-sereine.fr',
  'links.bookingUrl': 'https://calendly.com/camille-durand/premier-echange',
  'links.guideUrl': 'https://camille-durand.kit.com/guide-5-cles',
  'links.formKey': '3f2a9c1e-8b4d-4e6f-a1b2-c3d4e5f6a7b8',
  'links.instagram': '@cesarienne.sereine',
  'links.linkedin': 'https://www.linkedin.com/in/camille-durand-doula/',
  'links.feed.scriptUrl': 'https://static.elfsight.com/platform/platform.js',
  'links.feed.widgetId': 'elfsight-app-5f1c2d3e',
  'home.credentials.trainings.*.organisation': (index) =>
    [
      'Institut de formation périnatale de Bordeaux',
      'AFPB, Association française de portage des bébés',
      'Thalasso Bain Bébé',
    ][index] ?? 'Organisme',
  'home.story.paragraphs.*': (index) =>
    [
      'Mon fils est né par césarienne, un matin d’hiver, après une longue nuit.',
      'Depuis, je me suis formée pour accompagner celles qui vivent la même chose.',
      'Sa sœur est née par césarienne elle aussi, et tout était différent.',
    ][index] ?? 'Un paragraphe de son histoire.',
  'home.story.quote': 'Chaque naissance mérite d’être vécue.',
  'testimonials.items.*.text': (index) =>
    `Un vrai témoignage, reçu par écrit et publié avec l’accord de son autrice (n° ${index + 1}).`,
  'services.cesarienne-confiance.bookingUrl': 'https://calendly.com/camille-durand/seance',
  'services.atelier-portage.bookingUrl': 'https://calendly.com/camille-durand/atelier-portage',
  'services.bain-enveloppe.bookingUrl': 'https://calendly.com/camille-durand/rituel-bain',
  'products.seller': 'Herboristerie du Port',
  'products.items.*.purchaseLink': (index) => `https://boutique.cesarienne-sereine.fr/produits/${index + 1}`,
  'legal.address': '12 rue Gambetta, 64200 Biarritz',
  'legal.siret': '812 345 678 00019',
  'legal.hostName': 'OVH SAS',
  'legal.hostAddress': '2 rue Kellermann, 59100 Roubaix',
  'legal.hostPhone': '+33 9 72 10 10 07',
  'legal.mediatorName': 'CM2C, Centre de la médiation de la consommation de conciliateurs de justice',
  'legal.mediatorWebsite': 'https://www.cm2c.net',
  'legal.feedProvider': 'Elfsight',
  'legal.feedProviderPrivacyUrl': 'https://elfsight.com/privacy-policy/',
  'legal.bookingPlatform': 'Calendly',
  'legal.bookingPlatformPrivacyUrl': 'https://calendly.com/privacy',
  'legal.newsletterTool': 'Kit',
  'legal.newsletterToolPrivacyUrl': 'https://kit.com/privacy',
};

/** A copy of her content with every demo value replaced, but those at `keep` ("legal.siret"). */
function filledCopy(keep: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-live-'));
  cpSync(contentDir, dir, { recursive: true });
  const documents = new Map<string, ReturnType<typeof parseDocument>>();
  for (const { name, path } of launchPlaceholders({ dir, env: {} })) {
    const key = [name, ...path].map((part) => (typeof part === 'number' ? '*' : part)).join('.');
    if (keep.includes(key)) continue;
    const real = realValues[key];
    if (real === undefined) throw new Error(`no real value for ${key} in pipeline/checks/live.check.ts`);
    const index = path.find((part) => typeof part === 'number') ?? 0;
    const file = contentFiles[name].file;
    const document = documents.get(file) ?? parseDocument(readFileSync(join(dir, file), 'utf8'));
    document.setIn(path, typeof real === 'function' ? real(index) : real);
    documents.set(file, document);
  }
  for (const [file, document] of documents) writeFileSync(join(dir, file), String(document));
  return dir;
}

/** Where her editor saves, as a developer sets it (CMS_REPO) where the host does not tell it. */
const developerSet = { CMS_REPO: 'camille-durand/site' };

/**
 * A build as a host runs it, live, of the content at `dir`, with `host` its variables (none of this
 * machine's: no CMS_REPO, no host's).
 */
const liveBuild = (dir: string, command: string[], host: Record<string, string> = developerSet) => {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(CMS_|NETLIFY|REPOSITORY_URL|VERCEL|CF_PAGES)/.test(name),
    ),
  );
  return spawnSync('npx', command, {
    cwd: root,
    encoding: 'utf8',
    env: { ...env, ...host, LIVE: '1', CONTENT_DIR: dir, DIST_DIR: liveDir },
  });
};

/** Every file of a folder, recursively, but the precompressed copies. */
const filesIn = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesIn(path);
    return /\.(html|js|css|xml|txt|json|webmanifest)$/.test(name) ? [path] : [];
  });

const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  rmSync(join(root, liveDir), { recursive: true, force: true });
});

describe('the live build', () => {
  it('stops first, with the French list, when one demo value is left: naming that one only', () => {
    const dir = filledCopy(['legal.siret']);
    copies.push(dir);
    const build = liveBuild(dir, ['vite', 'build']);
    expect(build.status).not.toBe(0);
    const log = `${build.stdout}${build.stderr}`.replace(/\u00a0/g, ' ');
    const lines = log.split('\n').filter((line) => !line.startsWith('npm warn'));
    expect(lines.slice(0, 4)).toEqual([
      'Mise en ligne refusée : le site contient encore 1 valeur de démonstration que les visiteuses ou la loi verraient.',
      'Dans l’éditeur (/admin, « Avant la mise en ligne »), remplacez chaque champ nommé, puis publiez :',
      '  - « Mentions légales » › « SIRET » : 000 000 000 00000',
      '(Construction du site en ligne : LIVE=1. Un aperçu ou une construction locale avertit sans s’arrêter.)',
    ]);
    // Her lines are the last: no « error during build », no English stack after them.
    expect(lines.filter(Boolean).slice(4)).toEqual([]);
  }, 120_000);

  it('refuses the demo testimonials, her demo story and her demo name, each by its field', () => {
    const dir = filledCopy([
      'testimonials.items.*.text',
      'home.story.paragraphs.*',
      'home.story.quote',
      'cabinet.name',
    ]);
    copies.push(dir);
    const build = liveBuild(dir, ['vite', 'build']);
    expect(build.status).not.toBe(0);
    const log = `${build.stdout}${build.stderr}`.replace(/\u00a0/g, ' ');
    expect(log).toContain(
      'Mise en ligne refusée : le site contient encore 8 valeurs de démonstration que les visiteuses ou la loi verraient.',
    );
    expect(log).toContain('« Coordonnées et disponibilités » › « Votre nom » : Camille Durand');
    expect(log).toMatch(/« Témoignages » › Témoignages n° 1 › .* : J’avais une peur panique/);
    expect(log).toMatch(/« Témoignages » › Témoignages n° 3 › .* : Je n’osais pas porter/);
    expect(log).toMatch(/« Accueil : haut de page, histoire et guide » › .* : Mon premier enfant est né/);
    expect(log).toMatch(/« Accueil : haut de page, histoire et guide » › .* : Personne ne devrait/);
  }, 120_000);

  it('stops first, naming what to set and where, when nothing tells which repository her editor saves to', () => {
    const dir = filledCopy();
    copies.push(dir);
    const build = liveBuild(dir, ['vite', 'build'], {});
    expect(build.status).not.toBe(0);
    const log = `${build.stdout}${build.stderr}`.replace(/\u00a0/g, ' ');
    const lines = log.split('\n').filter((line) => !line.startsWith('npm warn'));
    expect(lines[0]).toBe('Mise en ligne refusée : le dépôt GitHub de l’éditeur n’est pas connu.');
    expect(lines.slice(1, 3).join('\n')).toMatch(/Netlify et Vercel[\s\S]*Cloudflare Pages[\s\S]*CMS_REPO/);
    expect(lines[3]).toBe('(Construction du site en ligne : LIVE=1.)');
    expect(lines.filter(Boolean).slice(4)).toEqual([]);
  }, 120_000);

  it('passes with every value hers and the repository Netlify tells, and ships none of the demo ones', () => {
    const dir = filledCopy();
    copies.push(dir);
    // Netlify's address of the repository may carry a token: the editor gets owner/name only.
    const build = liveBuild(dir, ['npm', 'run', 'build'], {
      NETLIFY: 'true',
      REPOSITORY_URL: 'https://x-access-token:v1.not-for-the-page@github.com/camille-durand/site',
      HEAD: 'main',
    });
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    expect(build.stdout).not.toContain('ATTENTION');
    // What a host publishes (the server bundle only renders the pages, here), but her guides, which
    // name the demo values so that she recognises them (/admin/aide/, pipeline/adminGuide.ts).
    const published = [
      ...filesIn(join(root, liveDir, 'client')),
      join(root, liveDir, 'nginx.conf'),
      join(root, liveDir, 'vercel.json'),
    ].filter((path) => !path.includes(join('admin', 'aide')));
    const shipped = published.map((path) => ({
      name: path.slice(join(root, liveDir).length + 1),
      text: readFileSync(path, 'utf8'),
    }));
    expect(shipped.length).toBeGreaterThan(10);
    expect(shippedPlaceholders(shipped)).toEqual([]);
    const home = readFileSync(join(root, liveDir, 'client', 'index.html'), 'utf8');
    expect(home).toContain('href="https://calendly.com/camille-durand/premier-echange"');
    expect(home).toContain('<link rel="canonical" href="https://www.cesarienne-sereine.fr/"');
    const legal = readFileSync(join(root, liveDir, 'client', 'mentions-legales.html'), 'utf8');
    expect(legal).toContain('812 345 678 00019');
    const editor = readFileSync(join(root, liveDir, 'client', 'admin.html'), 'utf8');
    expect(editor).toContain('"repo":"camille-durand/site","branch":"main"');
    expect(editor).not.toContain('not-for-the-page');
  }, 400_000);
});
