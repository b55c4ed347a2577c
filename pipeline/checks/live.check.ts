// Going live, for real: the live build (LIVE=1) of a copy of her content with every demo value replaced
// by a real one passes and ships none; with one left, it stops at once, naming that one in French.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { shippedPlaceholders } from '../../src/content/demoValues';
import { filledCopy, liveBuild } from './goingLive';

const root = join(import.meta.dirname, '..', '..');
const liveDir = 'dist-live-check';

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
    const build = liveBuild(dir, ['vite', 'build'], liveDir);
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
    const build = liveBuild(dir, ['vite', 'build'], liveDir);
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
    const build = liveBuild(dir, ['vite', 'build'], liveDir, {});
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
    const build = liveBuild(dir, ['npm', 'run', 'build'], liveDir, {
      NETLIFY: 'true',
      REPOSITORY_URL: 'https://x-access-token:v1.not-for-the-page@github.com/camille-durand/site',
      HEAD: 'main',
    });
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    expect(build.stdout).not.toContain('ATTENTION');
    // What a host publishes (the server bundle only renders the pages, here), but her guides, which
    // name the demo values so that she recognises them (/admin/aide/, pipeline/editor/adminGuide.ts).
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
