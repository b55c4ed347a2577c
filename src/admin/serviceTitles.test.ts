import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { sheetPlaceholders, sheetReminders } from '../content/demoValues';
import { type ContentName, checkContent, fieldName } from '../content/problems';
import { contentFiles } from '../content/schema';
import { labelOf, metadataOf, type SchemaNode } from '../content/schemaNodes';
import { type ServiceTitles, serviceTitlesIn } from '../content/schemas/rules';
import { serviceIds } from '../content/serviceKeys';
import { sveltiaConfig } from './config';
import { entryProblems } from './entry';

/**
 * A service's group is headed by her title, which only her titles (`ServiceTitles`, built once per build
 * or editor session) can give: the rules name the service, never a text to replace. Forgetting her titles
 * is a type error (the `@ts-expect-error` lines fail `npm run typecheck` the day it compiles), and no line
 * built with them shows a service's key, a mark or an object.
 */

const backend = { name: 'github' as const, repo: 'elle/site', branch: 'main' };
/** Titles that no key, label or default contains. */
const titles = serviceTitlesIn(
  Object.fromEntries(serviceIds.map((id, index) => [id, { title: `Titre ${'ABC'[index]}` }])),
);
/** Her sheets as the files hold them (before the build processes their photos). */
const sheets = Object.fromEntries(
  (Object.keys(contentFiles) as ContentName[]).map((name) => [
    name,
    parse(readFileSync(join(import.meta.dirname, '..', 'content', contentFiles[name].file), 'utf8')),
  ]),
) as Record<ContentName, Record<string, unknown>>;
const sheetsWithServices = (Object.keys(contentFiles) as ContentName[]).filter((name) =>
  serviceIds.every((id) => id in (contentFiles[name].schema as { entries: object }).entries),
);

/** What must never reach her: a service's key, an invisible mark, an object or nothing written as text. */
const leaked = (line: string) =>
  [...serviceIds, '\u2063', '[object Object]', 'undefined'].filter((bad) => line.includes(bad));

/** Every field of a value by its keys, down to its leaves, list items included. */
const pathsOf = (value: unknown, path: Array<string | number> = []): Array<Array<string | number>> =>
  value && typeof value === 'object'
    ? [
        path,
        ...Object.entries(value).flatMap(([key, item]) =>
          pathsOf(item, [...path, Array.isArray(value) ? Number(key) : key]),
        ),
      ]
    : [path];

/** A value of the wrong kind at every leaf of a service's group: each field then has its own problem. */
const spoilt = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(spoilt)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, spoilt(item)]))
      : typeof value === 'number'
        ? 'douze'
        : 12;

describe('her titles by type: no line names a service without them', () => {
  it('the sheets with a group per service are the ones the rules say', () => {
    expect(sheetsWithServices).toEqual(['services', 'serviceTexts', 'photos']);
  });

  it('names every field of a service’s group by her title, never by its key', () => {
    for (const name of sheetsWithServices) {
      const paths = pathsOf(sheets[name]).filter(
        (path) => typeof path[0] === 'string' && (serviceIds as readonly string[]).includes(path[0]),
      );
      expect(paths.length).toBeGreaterThan(serviceIds.length);
      for (const path of paths) {
        const field = fieldName(name, path, titles);
        expect(leaked(field), field).toEqual([]);
        expect(field).toMatch(new RegExp(`^(«\u00a0)?${titles[path[0] as (typeof serviceIds)[number]]}`));
      }
    }
  });

  it('every problem in a service’s group, for the build and before a save, names it by her title', () => {
    for (const name of sheetsWithServices) {
      for (const id of serviceIds) {
        const right = sheets[name] as Record<string, unknown>;
        const variants = [spoilt(right[id]), 'un texte', { ...(right[id] as object), autre: 1 }];
        const lines = variants.flatMap((group) => {
          const data = structuredClone({ ...right, [id]: group });
          const result = checkContent(name, data, titles);
          return [...(result.ok ? [] : result.problems), ...entryProblems(name, data, titles)];
        });
        expect(lines.length, `${name}.${id}`).toBeGreaterThanOrEqual(2 * variants.length);
        for (const line of lines) {
          expect(leaked(line), line).toEqual([]);
          // The services' sheet names its groups by its own titles: those of the sheet being checked.
          if (name !== 'services') expect(line).toContain(titles[id]);
        }
      }
    }
  });

  it('every heading of the editor, and every line of her checklist, is words', () => {
    const { config } = sveltiaConfig({ backend, local: true, titles });
    const labels: string[] = [];
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object')
        for (const [key, item] of Object.entries(value))
          if (['label', 'label_singular', 'hint'].includes(key)) labels.push(String(item));
          else collect(item);
    };
    collect(config.collections);
    for (const label of labels) expect(leaked(label), label).toEqual([]);
    for (const id of serviceIds) expect(labels).toContain(titles[id]);

    const noPhotos = Object.fromEntries(serviceIds.map((id) => [id, { image: '', alt: '' }]));
    const demoBooking = Object.fromEntries(
      serviceIds.map((id) => [
        id,
        { ...(sheets.services[id] as object), bookingUrl: `https://booking.example.com/${id}` },
      ]),
    );
    const reminders = sheetReminders({ ...sheets, photos: { ...sheets.photos, ...noPhotos } }, titles);
    const toFill = sheetPlaceholders({ ...sheets, services: demoBooking }, titles);
    for (const id of serviceIds)
      for (const lines of [reminders, toFill])
        expect(lines.find(({ path }) => path[0] === id)?.where).toContain(titles[id]);
    for (const { where } of [...reminders, ...toFill]) expect(leaked(where), where).toEqual([]);
  });

  it('without her titles, nothing compiles, and nothing runs to show a key in their place', () => {
    const group = contentFiles.services.schema.entries['atelier-portage'] as unknown as SchemaNode;
    // @ts-expect-error: a service's label is the service, not words, until her titles name it
    const heading: string = metadataOf(group)?.label ?? '';
    expect(heading).toEqual({ service: 'atelier-portage' });
    // @ts-expect-error: a label in words needs her titles
    expect(() => labelOf(group)).toThrow(TypeError);
    // @ts-expect-error: so does a field's name
    expect(() => fieldName('photos', ['atelier-portage', 'image'])).toThrow(TypeError);
    const wrong = { ...sheets.photos, 'atelier-portage': 'un texte' };
    // @ts-expect-error: a sheet is checked with her titles
    expect(() => checkContent('photos', wrong)).toThrow(TypeError);
    // @ts-expect-error: and before a save
    expect(() => entryProblems('photos', wrong)).toThrow(TypeError);
    // @ts-expect-error: the editor is made with them
    expect(() => sveltiaConfig({ backend, local: true })).toThrow(TypeError);
    // @ts-expect-error: and her checklist
    expect(() => sheetReminders({ photos: sheets.photos })).toThrow(TypeError);
    // @ts-expect-error: a lookup that misses a service is not her titles
    const partial: ServiceTitles = { 'atelier-portage': 'Porter bébé' };
    expect(Object.keys(partial)).toHaveLength(1);
  });

  it('a service without a title is named by its place on the page, never by its key', () => {
    expect(serviceTitlesIn({ 'atelier-portage': { title: '  ' } })).toEqual({
      'cesarienne-confiance': 'Prestation n°\u00a01',
      'atelier-portage': 'Prestation n°\u00a02',
      'bain-enveloppe': 'Prestation n°\u00a03',
    });
  });
});
