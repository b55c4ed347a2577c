import type { SheetPlaceholder } from '../content/demoValues';
import { countLabel, launchListHtml } from './launchChecklist';

const siret: SheetPlaceholder = {
  name: 'legal',
  path: ['siret'],
  where: '« Mentions légales » › « SIRET »',
  value: '000 000 000 00000',
  overridden: false,
};

/** What the build says to set while it cannot tell her repository (pipeline/editor/editorRepository.ts). */
const repositoryUnknown = [
  'On ne sait pas dans quel dépôt GitHub l’éditeur enregistre vos modifications.',
  'Sur Cloudflare Pages, ajoutez la variable CMS_REPO.',
];

/** The page's text as she reads it. */
const read = (html: string) => {
  const page = document.createElement('main');
  page.innerHTML = html;
  return page.textContent ?? '';
};

describe('« Avant la mise en ligne »', () => {
  it('says all is ready when no demo value is left and the host tells her repository', () => {
    expect(countLabel([])).toBe('Prêt pour la mise en ligne');
    expect(read(launchListHtml([]))).toContain('Tout est prêt');
  });

  it('online, says it counts her sheets as they were at the last publication, never « Tout est prêt »', () => {
    const text = read(launchListHtml([], [], undefined, { atLastPublication: true }));
    expect(text).not.toContain('Tout est prêt');
    expect(text).toContain('À la dernière mise en ligne du site');
  });

  it('is never ready while her repository is unknown, and says what to set, and where', () => {
    expect(countLabel([], repositoryUnknown)).toBe('Avant la mise en ligne\u00a0: un réglage de l’hébergeur');
    const text = read(launchListHtml([], [], repositoryUnknown));
    expect(text).not.toContain('Tout est prêt');
    expect(text).toContain('Il manque un réglage de l’hébergeur');
    // Her words, and her guide for the person who installs the site: no variable, no host's screen.
    expect(text).not.toMatch(/CMS_REPO|branche|variables d’environnement/);
    expect(read(launchListHtml([], [], repositoryUnknown))).toContain('Mettre mon site en ligne');
  });

  it('counts her demo values first, the repository besides', () => {
    expect(countLabel([siret], repositoryUnknown)).toBe('Avant la mise en ligne\u00a0: 1 à remplacer');
    const text = read(launchListHtml([siret], [], repositoryUnknown));
    expect(text).toContain('Une valeur est encore un exemple');
    expect(text).toContain('Où l’éditeur enregistre en ligne');
  });
});
