import { createActor } from 'xstate';
import { refusalRecord } from '../content/launchChecklist';
import { contentFiles } from '../content/schema';
import { herEditorMachine } from '../machines/herEditorMachine.ts';
import { herSiret, demoSiret as siret, defaultTitles as titles } from '../testing/launchFixtures';
import { isReady, linkedField, showLaunchLink, stripLabel } from './launchChecklist';
import { launchWords } from './wording';

const names = Object.keys(contentFiles) as (keyof typeof contentFiles)[];

/** The editor's machine as the page starts it: on her computer with the demo values found, or online. */
const editorAt = (found?: (typeof siret)[]) =>
  createActor(herEditorMachine, {
    input: { titles, overridden: [], articles: [], ...(found && { found }) },
  }).start();

/** Every sheet read, all hers but the SIRET left as the demo's. */
const readAll = (editor: ReturnType<typeof editorAt>) => {
  for (const name of names)
    editor.send({ type: 'sheet.read', name, data: name === 'legal' ? { siret: siret.value } : {} });
};

const strip = () => document.querySelector<HTMLAnchorElement>('a.launch-link');
const list = () => document.querySelector('dialog.launch-list');

afterEach(() => {
  document.body.replaceChildren();
});

describe('the checklist’s words, from the machine’s count', () => {
  it('counts nothing, and never says ready, until every sheet is read', () => {
    const editor = editorAt();
    editor.send({ type: 'sheet.read', name: 'cabinet', data: {} });
    const some = editor.getSnapshot().context.launch;
    expect(some.complete).toBe(false);
    expect(stripLabel(some, false)).toBe(launchWords.reading);
    expect(isReady(some, false)).toBe(false);
    readAll(editor);
    const all = editor.getSnapshot().context.launch;
    expect(all.complete).toBe(true);
    expect(all.found.map((entry) => entry.path)).toEqual([['siret']]);
    expect(stripLabel(all, false)).toBe('Avant la mise en ligne\u00a0: 1 à remplacer');
  });

  it('says ready once every sheet read is hers, unless her repository is unknown', () => {
    const editor = editorAt();
    readAll(editor);
    editor.send({ type: 'sheet.read', name: 'legal', data: { siret: herSiret } });
    const hers = editor.getSnapshot().context.launch;
    expect(stripLabel(hers, false)).toBe('Prêt pour la mise en ligne');
    expect(isReady(hers, false)).toBe(true);
    expect(isReady(hers, true)).toBe(false);
  });

  it('after a refused publication, says so at once, and is not ready even with every field hers', () => {
    const editor = editorAt();
    editor.send({ type: 'refusal.read', refusal: refusalRecord([siret]) });
    expect(stripLabel(editor.getSnapshot().context.launch, false)).toBe(
      'Publication refusée\u00a0: le site en ligne n’a pas changé',
    );
    readAll(editor);
    editor.send({ type: 'sheet.read', name: 'legal', data: { siret: herSiret } });
    expect(isReady(editor.getSnapshot().context.launch, false)).toBe(false);
    expect(stripLabel(editor.getSnapshot().context.launch, false)).not.toMatch(/Prêt/);
  });
});

describe('the strip on every screen, a view of the machine', () => {
  it('on her computer, starts from her files as saved; online, waits for the sheets read', () => {
    showLaunchLink(editorAt([siret]));
    expect(strip()?.textContent).toBe('Avant la mise en ligne\u00a0: 1 à remplacer');
    document.body.replaceChildren();
    const online = editorAt();
    showLaunchLink(online);
    expect(strip()?.textContent).toBe(launchWords.reading);
    for (const name of names) online.send({ type: 'sheet.read', name, data: {} });
    expect(strip()?.textContent).toBe('Prêt pour la mise en ligne');
    expect(strip()?.classList.contains('is-ready')).toBe(true);
    online.send({ type: 'sheet.read', name: 'legal', data: { siret: siret.value } });
    expect(strip()?.textContent).toBe('Avant la mise en ligne\u00a0: 1 à remplacer');
  });

  it('follows her saves: a sheet saved counts as saved', () => {
    const editor = editorAt([siret]);
    showLaunchLink(editor);
    editor.send({ type: 'tab.alone' });
    editor.send({
      type: 'sheet.saved',
      entry: { kind: 'sheet', name: 'legal', data: { siret: herSiret } },
      sheet: '#/collections/contenu/entries/legal',
      list: '#/collections/contenu',
    });
    expect(strip()?.textContent).toBe('Prêt pour la mise en ligne');
  });

  it('a refusal read turns it into the refusal, and opens the list with the refused field first', () => {
    const online = editorAt();
    showLaunchLink(online);
    readAll(online);
    online.send({ type: 'refusal.read', refusal: refusalRecord([siret]) });
    expect(strip()?.textContent).toBe('Publication refusée\u00a0: le site en ligne n’a pas changé');
    expect(strip()?.classList.contains('is-refused')).toBe(true);
    strip()?.click();
    expect(list()?.querySelector('h1')?.textContent).toBe('Avant la mise en ligne');
    expect(list()?.textContent).toContain('Le site en ligne n’a pas changé');
    const first = list()?.querySelector('a');
    expect(first?.textContent).toBe(siret.where);
    expect(document.activeElement).toBe(first);
    list()?.querySelector<HTMLButtonElement>('button')?.click();
    expect(list()).toBeNull();
    online.send({ type: 'refusal.read' });
    expect(strip()?.textContent).toBe('Avant la mise en ligne\u00a0: 1 à remplacer');
  });

  it('before every sheet is read, the list says it is still reading', () => {
    showLaunchLink(editorAt());
    strip()?.click();
    expect(list()?.textContent).toContain(launchWords.stillReading);
  });

  it('stops following the machine when asked', () => {
    const editor = editorAt();
    const stop = showLaunchLink(editor);
    stop();
    readAll(editor);
    expect(strip()).toBeNull();
  });
});

describe('a line of the list', () => {
  it('opens its field in the page once the editor is hers: its sheet, her cursor on its way there', () => {
    const editor = editorAt([siret]);
    editor.send({ type: 'tab.alone' });
    const assign = vi.fn();
    showLaunchLink(editor, { openAgain: assign });
    strip()?.click();
    list()?.querySelector('a')?.click();
    expect(list()).toBeNull();
    expect(editor.getSnapshot().context.restoring).toEqual({
      keyPath: 'siret',
      control: 'box',
      sheet: '#/collections/contenu/entries/legal',
    });
    expect(editor.getSnapshot().matches({ editing: { sheet: 'placing' } })).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it('opens the editor again at its field while another tab has the editor', () => {
    const editor = editorAt([siret]);
    const assign = vi.fn();
    showLaunchLink(editor, { openAgain: assign });
    strip()?.click();
    list()?.querySelector('a')?.click();
    expect(assign).toHaveBeenCalledWith(
      `${location.origin}/admin?champ=legal.siret#/collections/contenu/entries/legal`,
    );
  });

  it('read from the editor’s address: the keys in its sheet, the address without them', () => {
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
