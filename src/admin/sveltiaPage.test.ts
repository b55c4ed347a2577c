import { createActor } from 'xstate';
import { serviceTitlesIn } from '../content/schemas/rules';
import { herEditorMachine } from '../machines/herEditorMachine.ts';
import { sourceFiles } from '../testing/sourceFiles';
import { followRenamedLabels } from './sveltiaPage';

/** A field as Sveltia draws it: marked with its keys, its label, its group's name, a box she types in. */
const drawField = (keyPath: string, label: string) => {
  const field = document.createElement('div');
  field.dataset.keyPath = keyPath;
  field.setAttribute('aria-label', `Champ « \u2068${label}\u2069 »`);
  const heading = document.createElement('span');
  heading.textContent = label;
  const box = document.createElement('textarea');
  box.textContent = label;
  field.append(heading, box);
  document.body.append(field);
  return { field, heading, box };
};

/** The one observer's answer comes after the DOM change, as a microtask. */
const drawn = () => new Promise<void>((resolve) => queueMicrotask(resolve));

/** Her editor's machine, started with her services' titles; `rename` stands for her services sheet saved. */
function editorNamed(title: string) {
  const editor = createActor(herEditorMachine, {
    input: { titles: serviceTitlesIn({ 'atelier-portage': { title } }), overridden: [], articles: [] },
  }).start();
  editor.send({ type: 'tab.alone' });
  const rename = (to: string) =>
    editor.send({
      type: 'sheet.saved',
      entry: { kind: 'sheet', name: 'services', data: { 'atelier-portage': { title: to } } },
      sheet: '#/collections/contenu/entries/services',
      list: '#/collections/contenu',
    });
  return { editor, rename };
}

describe('followRenamedLabels: her services’ names in the headings Sveltia drew at start', () => {
  afterEach(() => document.body.replaceChildren());

  it('renames what is drawn, and what Sveltia draws next, but never what she types', async () => {
    const { editor, rename } = editorNamed('Atelier de portage');
    const stop = followRenamedLabels(editor);
    const before = drawField('atelier-portage', 'Atelier de portage');
    rename('Portage en douceur');
    expect(before.heading.textContent).toBe('Portage en douceur');
    expect(before.field.getAttribute('aria-label')).toBe('Champ « \u2068Portage en douceur\u2069 »');
    expect(before.box.value).toBe('Atelier de portage');

    // The sheet drawn anew (opened again after the save), with the name Sveltia started with.
    const after = drawField('photos.atelier-portage', 'Atelier de portage');
    await drawn();
    expect(after.heading.textContent).toBe('Portage en douceur');
    stop();
  });

  it('follows a second renaming, from the first new name too', async () => {
    const { editor, rename } = editorNamed('Atelier de portage');
    const stop = followRenamedLabels(editor);
    const first = drawField('atelier-portage', 'Atelier de portage');
    rename('Portage en douceur');
    rename('Porter bébé');
    expect(first.heading.textContent).toBe('Porter bébé');
    const next = drawField('service', 'Atelier de portage');
    await drawn();
    expect(next.heading.textContent).toBe('Porter bébé');
    expect(editor.getSnapshot().context.titlesHad['atelier-portage']).toEqual([
      'Atelier de portage',
      'Portage en douceur',
      'Porter bébé',
    ]);
    stop();
  });

  it('leaves the headings alone while no name changed, and once stopped', async () => {
    const { editor, rename } = editorNamed('Atelier de portage');
    const stop = followRenamedLabels(editor);
    const { heading } = drawField('atelier-portage', 'Atelier de portage');
    rename('Atelier de portage');
    expect(heading.textContent).toBe('Atelier de portage');
    stop();
    rename('Porter bébé');
    await drawn();
    expect(heading.textContent).toBe('Atelier de portage');
  });
});

describe('the editor watches Sveltia’s page without a timer', () => {
  it('has no timer in its code, and one MutationObserver, in the seam', () => {
    const code = sourceFiles('admin').filter(({ path }) => !/\.test\.ts$/.test(path));
    const timers = code.filter(({ text }) => /\b(setTimeout|setInterval|requestAnimationFrame)\(/.test(text));
    expect(timers.map(({ path }) => path)).toEqual([]);
    const observers = code.flatMap(({ path, text }) =>
      [...text.matchAll(/new MutationObserver\(/g)].map(() => path),
    );
    expect(observers).toEqual(['src/admin/sveltiaPage.ts']);
  });
});
