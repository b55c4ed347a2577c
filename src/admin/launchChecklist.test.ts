import type { SheetPlaceholder } from '../content/demoValues';
import { refusalRecord } from '../content/launchChecklist';
import { contentFiles } from '../content/schema';
import { serviceTitlesIn } from '../content/schemas/rules';
import {
  isReady,
  type LaunchState,
  linkedField,
  sheetRead,
  showLaunchLink,
  stripLabel,
} from './launchChecklist';
import { launchWords } from './wording';

const siret: SheetPlaceholder = {
  name: 'legal',
  path: ['siret'],
  where: '« Mentions légales » › « SIRET »',
  value: '000 000 000 00000',
  overridden: false,
};
/** Her services' titles (no service line is asked of here). */
const titles = serviceTitlesIn({});
const names = Object.keys(contentFiles) as (keyof typeof contentFiles)[];
const empty: LaunchState = { found: [], sheets: {}, complete: false };
/** Every sheet read, all hers but the SIRET left as the demo's. */
const allRead = names.reduce(
  (state, name) => sheetRead(state, name, name === 'legal' ? { siret: siret.value } : {}, [], titles),
  empty,
);

afterEach(() => {
  document.body.replaceChildren();
});

describe('the checklist as the editor reads her sheets', () => {
  it('counts nothing, and never says ready, until every sheet is read', () => {
    const some = sheetRead(empty, 'cabinet', {}, [], titles);
    expect(some.complete).toBe(false);
    expect(stripLabel(some, false)).toBe(launchWords.reading);
    expect(isReady(some, false)).toBe(false);
    expect(allRead.complete).toBe(true);
    expect(allRead.found.map((entry) => entry.path)).toEqual([['siret']]);
    expect(stripLabel(allRead, false)).toBe('Avant la mise en ligne\u00a0: 1 à remplacer');
  });

  it('says ready once every sheet read is hers, unless her repository is unknown', () => {
    const hers = sheetRead(allRead, 'legal', { siret: '123 456 789 00012' }, [], titles);
    expect(stripLabel(hers, false)).toBe('Prêt pour la mise en ligne');
    expect(isReady(hers, false)).toBe(true);
    expect(isReady(hers, true)).toBe(false);
  });

  it('after a refused publication, says so at once, and is not ready even with every field hers', () => {
    const refusal = refusalRecord([siret]);
    expect(stripLabel({ ...empty, refusal }, false)).toBe(
      'Publication refusée\u00a0: le site en ligne n’a pas changé',
    );
    const hers = sheetRead({ ...allRead, refusal }, 'legal', { siret: '123 456 789 00012' }, [], titles);
    expect(isReady(hers, false)).toBe(false);
    expect(stripLabel(hers, false)).not.toMatch(/Prêt/);
  });
});

describe('the strip on every screen', () => {
  const strip = () => document.querySelector<HTMLAnchorElement>('a.launch-link');

  it('on her computer, starts from her files as saved; online, waits for the sheets read', () => {
    showLaunchLink({ initial: [siret], overridden: [], titles });
    expect(strip()?.textContent).toBe('Avant la mise en ligne\u00a0: 1 à remplacer');
    document.body.replaceChildren();
    const online = showLaunchLink({ overridden: [], titles });
    expect(strip()?.textContent).toBe(launchWords.reading);
    for (const name of names) online.sheet(name, {});
    expect(strip()?.textContent).toBe('Prêt pour la mise en ligne');
    expect(strip()?.classList.contains('is-ready')).toBe(true);
    online.sheet('legal', { siret: siret.value });
    expect(strip()?.textContent).toBe('Avant la mise en ligne\u00a0: 1 à remplacer');
  });

  it('a refusal read turns it into the refusal, and opens the list with the refused field first', () => {
    const online = showLaunchLink({ overridden: [], titles });
    for (const name of names) online.sheet(name, name === 'legal' ? { siret: siret.value } : {});
    online.refused(refusalRecord([siret]));
    expect(strip()?.textContent).toBe('Publication refusée\u00a0: le site en ligne n’a pas changé');
    expect(strip()?.classList.contains('is-refused')).toBe(true);
    strip()?.click();
    const list = document.querySelector('dialog.launch-list');
    expect(list?.querySelector('h1')?.textContent).toBe('Avant la mise en ligne');
    expect(list?.textContent).toContain('Le site en ligne n’a pas changé');
    const first = list?.querySelector('a');
    expect(first?.textContent).toBe(siret.where);
    expect(document.activeElement).toBe(first);
    list?.querySelector<HTMLButtonElement>('button')?.click();
    expect(document.querySelector('dialog.launch-list')).toBeNull();
    online.refused(undefined);
    expect(strip()?.textContent).toBe('Avant la mise en ligne\u00a0: 1 à remplacer');
  });

  it('before every sheet is read, the list says it is still reading', () => {
    showLaunchLink({ overridden: [], titles });
    strip()?.click();
    expect(document.querySelector('dialog.launch-list')?.textContent).toContain(launchWords.stillReading);
  });
});

describe('a line of the list', () => {
  it('opens its field: the keys in its sheet, the address without them', () => {
    expect(
      linkedField(
        'https://site.test/admin?champ=testimonials.items.1.quote#/collections/contenu/entries/testimonials',
      ),
    ).toEqual({
      keyPath: 'items.1.quote',
      address: 'https://site.test/admin#/collections/contenu/entries/testimonials',
    });
    expect(linkedField('https://site.test/admin/#/collections')).toBeUndefined();
  });
});
