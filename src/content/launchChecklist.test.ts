import { herSiret, demoSiret as siret, defaultTitles as titles } from '../testing/launchFixtures';
import type { SheetPlaceholder } from './demoValues';
import {
  countLabel,
  fieldLink,
  launchListHtml,
  PUBLISH_GUIDE,
  readRefusal,
  refusalHtml,
  refusalRecord,
  withSheet,
} from './launchChecklist';

const bookingByHost: SheetPlaceholder = {
  name: 'links',
  path: ['bookingUrl'],
  where: '« Adresses du site et services en ligne » › « Page de prise de rendez-vous »',
  value: '',
  overridden: true,
};

/** The page's text as she reads it. */
const read = (html: string) => {
  const page = document.createElement('main');
  page.innerHTML = html;
  return page.textContent ?? '';
};
/** The page's links, by their words. */
const links = (html: string) => {
  const page = document.createElement('main');
  page.innerHTML = html;
  return [...page.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
};

describe('« Avant la mise en ligne »', () => {
  it('says all is ready when no demo value is left and the host tells her repository', () => {
    expect(countLabel([])).toBe('Prêt pour la mise en ligne');
    expect(countLabel([bookingByHost])).toBe('Prêt pour la mise en ligne');
    expect(read(launchListHtml([]))).toContain('Tout est prêt');
  });

  it('the host’s copy says it counts her sheets as they were at the last publication, never « Tout est prêt »', () => {
    const text = read(launchListHtml([], [], { atLastPublication: true }));
    expect(text).not.toContain('Tout est prêt');
    expect(text).toContain('À la dernière mise en ligne du site');
  });

  it('is never ready while her repository is unknown, and says where to look, in her words', () => {
    expect(countLabel([], { repositoryUnknown: true })).toBe(
      'Avant la mise en ligne\u00a0: un réglage de l’hébergeur',
    );
    const html = launchListHtml([], [], { repositoryUnknown: true });
    expect(read(html)).not.toContain('Tout est prêt');
    expect(read(html)).toContain('Il manque un réglage de l’hébergeur');
    expect(read(html)).not.toMatch(/CMS_REPO|branche|variables d’environnement|dépôt/);
    expect(links(html)).toEqual([
      [
        '«\u00a0Mettre mon site en ligne\u00a0»',
        `${PUBLISH_GUIDE}#la-part-de-la-personne-qui-installe-le-site`,
      ],
    ]);
  });

  it('counts her demo values first, the repository besides, each line a link to its field', () => {
    expect(countLabel([siret], { repositoryUnknown: true })).toBe(
      'Avant la mise en ligne\u00a0: 1 à remplacer',
    );
    const html = launchListHtml([siret, bookingByHost], [], { repositoryUnknown: true });
    expect(read(html)).toContain('Une valeur est encore un exemple');
    expect(read(html)).toContain('Où l’éditeur enregistre en ligne');
    expect(read(html)).toContain('Réglé par l’hébergeur');
    expect(links(html)).toContainEqual(['«\u00a0SIRET\u00a0»', fieldLink(siret)]);
    expect(fieldLink(siret)).toBe('/admin?champ=legal.siret#/collections/contenu/entries/legal');
  });
});

describe('a sheet read again', () => {
  it('replaces that sheet’s lines only, in the sheets’ order', () => {
    const phone = withSheet([siret], 'cabinet', { phone: '06 39 98 12 34' }, [], titles);
    expect(phone.map((entry) => entry.name)).toEqual(['cabinet', 'legal']);
    expect(withSheet(phone, 'cabinet', { phone: '05 59 41 27 80' }, [], titles)).toEqual([siret]);
    expect(withSheet([siret], 'legal', { siret: herSiret }, [], titles)).toEqual([]);
  });
});

describe('a refused publication', () => {
  it('is recorded with the fields that stopped it, a host’s own setting left out', () => {
    expect(refusalRecord([siret, bookingByHost])).toEqual({
      refused: true,
      fields: [{ name: 'legal', path: ['siret'], where: siret.where, value: siret.value }],
      lines: [],
    });
  });

  it('is read back as recorded, and nothing else is', () => {
    const record = refusalRecord([siret], ['Une autre raison.']);
    expect(readRefusal(JSON.parse(JSON.stringify(record)))).toEqual(record);
    expect(readRefusal({ refused: true })).toEqual({ refused: true, fields: [], lines: [] });
    expect(readRefusal({})).toBeUndefined();
    expect(readRefusal(null)).toBeUndefined();
    expect(
      readRefusal({ refused: true, fields: [{ name: 'nowhere', path: [], where: '', value: '' }] }),
    ).toBe(undefined);
  });

  it('says so on the strip, never « Prêt », whatever is left', () => {
    const refusal = refusalRecord([siret]);
    expect(countLabel([siret], { refusal })).toBe(
      'Publication refusée\u00a0: le site en ligne n’a pas changé',
    );
    expect(countLabel([], { refusal })).toBe('Publication refusée\u00a0: le site en ligne n’a pas changé');
  });

  it('names each refused field, a link to it, says the site online is unchanged, and what she fixed since', () => {
    const refusal = refusalRecord([siret]);
    const still = refusalHtml(refusal, [siret]);
    expect(read(still)).toContain('Votre dernière publication a été refusée');
    expect(read(still)).toContain('Le site en ligne n’a pas changé');
    expect(read(still)).toContain('valeur d’exemple refusée\u00a0: 000 000 000 00000');
    expect(links(still)).toEqual([[siret.where, fieldLink(siret)]]);
    const fixed = refusalHtml(refusal, []);
    expect(read(fixed)).toContain('remplacé depuis, à publier');
    expect(read(refusalHtml(refusalRecord([], ['Une autre raison.']), []))).toContain('Une autre raison.');
  });

  it('comes first in the list, which then never says « Tout est prêt »', () => {
    const refusal = refusalRecord([siret]);
    const text = read(launchListHtml([], [], { refusal }));
    expect(text.indexOf('Votre dernière publication a été refusée')).toBe(0);
    expect(text).not.toContain('Tout est prêt');
    expect(text).toContain('Plus aucune valeur d’exemple dans ce que vous avez enregistré');
  });
});
