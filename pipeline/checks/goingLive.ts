// Going live: her content as she fills it before (a copy of the content folder with every demo value
// replaced by a real one), and the live build a host runs. The live build check and the browser test of
// her live editor use both.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { contentFiles } from '../../src/content/schema';
import { contentDir } from '../content/contentPaths';
import { launchPlaceholders } from '../content/liveGate';

const root = join(import.meta.dirname, '..', '..');

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
  'services.bain-enveloppe.giftUrl': 'https://calendly.com/camille-durand/offrir-rituel-bain',
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
export function filledCopy(keep: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-live-'));
  cpSync(contentDir, dir, { recursive: true });
  const documents = new Map<string, ReturnType<typeof parseDocument>>();
  for (const { name, path } of launchPlaceholders({ dir, env: {} })) {
    const key = [name, ...path].map((part) => (typeof part === 'number' ? '*' : part)).join('.');
    if (keep.includes(key)) continue;
    const real = realValues[key];
    if (real === undefined) throw new Error(`no real value for ${key} in pipeline/checks/filledContent.ts`);
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
 * A build as a host runs it, live, of the content at `dir` into `distDir` (in the project), with `host`
 * its variables (none of this machine's: no CMS_REPO, no host's).
 */
export const liveBuild = (
  dir: string,
  command: string[],
  distDir: string,
  host: Record<string, string> = developerSet,
) => {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(CMS_|NETLIFY|REPOSITORY_URL|VERCEL|CF_PAGES)/.test(name),
    ),
  );
  return spawnSync('npx', command, {
    cwd: root,
    encoding: 'utf8',
    env: { ...env, ...host, LIVE: '1', CONTENT_DIR: dir, DIST_DIR: distDir },
  });
};
