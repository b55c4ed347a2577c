import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { serviceTitlesIn } from '../content/schemas/rules';
import { entryProblems, sheetAsWritten } from './entry';
import { legalTextsForHer } from './legalTextsSheet';

const onDisk = (file: string) =>
  parse(readFileSync(join(import.meta.dirname, '..', 'content', file), 'utf8')) as Record<string, unknown>;
const titles = serviceTitlesIn(onDisk('services.yml'));

/** What the editor's draft holds beside her values: keys of its own on each list item. */
const withEditorKeys = (item: object | undefined, index: number) => ({
  ...item,
  __sc_item_id: `id-${index}`,
  __sc_item_original_key_path: `items.${index}`,
});

describe('a sheet is checked as it will be written', () => {
  it('reads a list whose items carry the editor’s own keys, added, removed and reordered', () => {
    const { items } = onDisk('testimonials.yml') as { items: Record<string, unknown>[] };
    const [first, second, ...rest] = items;
    const added = {
      name: 'Inès',
      month: '2026-10',
      text: 'Merci pour tout, vraiment.',
      rating: 5,
    };
    // The first removed, a new one added, then moved up to the top; the second moved to the end.
    const draft = { items: [added, ...rest, second].map(withEditorKeys) };
    expect(first).toBeDefined();
    expect(entryProblems('testimonials', draft, titles)).toEqual([]);
    expect(sheetAsWritten('testimonials', draft)).toEqual({ items: [added, ...rest, second] });
  });

  it('leaves an empty photo out, as the file does, any number of saves in a row', () => {
    const draft = { founder: { image: '', alt: '' }, guide: null, 'atelier-portage': {} };
    expect(sheetAsWritten('photos', draft)).toEqual({});
    expect(entryProblems('photos', draft, titles)).toEqual([]);
    expect(entryProblems('photos', sheetAsWritten('photos', draft), titles)).toEqual([]);
  });

  it('still refuses a rule over a whole item, in her words, never naming the editor’s keys', () => {
    const cabinet = onDisk('cabinet.yml');
    const draft = {
      ...cabinet,
      closures: [withEditorKeys({ from: '2026-12-24', to: '2026-12-21', note: '' }, 0)],
    };
    const problems = entryProblems('cabinet', draft, titles);
    expect(problems).toEqual([
      expect.stringContaining('«\u00a0Au (inclus)\u00a0»\u00a0: le même jour que «\u00a0Du\u00a0» ou après'),
    ]);
    expect(problems.join(' ')).not.toMatch(/__sc|champ inconnu/);
  });

  it('never reads a key of the editor’s own, at any level', () => {
    const cabinet = onDisk('cabinet.yml');
    expect(entryProblems('cabinet', { ...cabinet, __sc_anything: 1 }, titles)).toEqual([]);
  });

  it('quotes her legal texts as she reads them, her names as her words, never as the file writes them', () => {
    const texts = legalTextsForHer(onDisk('legalTexts.yml')) as {
      notice: { sections: { text: string }[] };
    };
    const first = texts.notice.sections[0]!;
    first.text = `1. Écrivez à ‹votre e-mail›\n\n${first.text}`;
    const [problem, ...others] = entryProblems('legalTexts', texts, titles);
    expect(others).toEqual([]);
    expect(problem).toContain('la ligne «\u00a01. Écrivez à ‹votre e-mail›\u00a0» commence comme');
    expect(problem).not.toMatch(/[{}]/);
  });
});
