import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFUSAL_FILE } from '../content/launchChecklist';
import { contentFiles } from '../content/schema';
import { serviceTitlesIn } from '../content/schemas/rules';
import { projectRoot } from '../testing/sourceFiles';
import { sveltiaConfig } from './config';
import { legalTextsForHer } from './legalTextsSheet';
import {
  REFUSAL_FORMAT,
  readYaml,
  refusalCollection,
  registerSheetFiles,
  sheetFormat,
  writeYaml,
} from './sheetFiles';

type Methods = { fromFile?: (text: string) => unknown; toFile?: (data: unknown) => string };

/** A stand-in for Sveltia's `registerCustomFormat`: the formats it was given, by name. */
function registry() {
  const formats = new Map<string, { extension: string } & Methods>();
  return {
    formats,
    registerCustomFormat: (name: string, extension: string, methods: Methods) =>
      formats.set(name, { extension, ...methods }),
  };
}

const sheetText = (file: string) => readFileSync(join(projectRoot, 'src', 'content', file), 'utf8');

describe('her files as the editor reads them', () => {
  it('each sheet of the configuration is read by its own format, which names it', () => {
    const { config } = sveltiaConfig({
      backend: { name: 'github', repo: 'elle/site', branch: 'main' },
      local: false,
      titles: serviceTitlesIn({}),
    });
    const sheets = config.collections[0] as { files: { name: string; format: string }[] };
    expect(sheets.files.map((file) => file.format)).toEqual(
      Object.keys(contentFiles).map((name) => sheetFormat(name as keyof typeof contentFiles)),
    );
    expect(config.collections).toContainEqual(refusalCollection);
    expect(refusalCollection).toMatchObject({
      hide: true,
      files: [{ file: REFUSAL_FILE, format: REFUSAL_FORMAT }],
    });
  });

  it('hands every sheet Sveltia reads to the checklist, by name, as data', () => {
    const heard: [string, unknown][] = [];
    const cms = registry();
    registerSheetFiles(cms, { sheet: (name, data) => heard.push([name, data]), refusal: () => {} });
    for (const [name, { file }] of Object.entries(contentFiles)) {
      const format = cms.formats.get(sheetFormat(name as keyof typeof contentFiles));
      expect(format?.extension).toBe('yml');
      const data = format?.fromFile?.(sheetText(file));
      // The checklist hears the file's data; she reads her legal texts in her words (legalTextsSheet.ts).
      expect(heard.at(-1)).toEqual([name, readYaml(sheetText(file))]);
      expect(data).toEqual(
        name === 'legalTexts' ? legalTextsForHer(readYaml(sheetText(file))) : readYaml(sheetText(file)),
      );
    }
    expect(heard).toHaveLength(Object.keys(contentFiles).length);
  });

  it('writes a sheet back as YAML that reads as the same data', () => {
    const cms = registry();
    registerSheetFiles(cms, { sheet: () => {}, refusal: () => {} });
    for (const [name, { file }] of Object.entries(contentFiles)) {
      const data = readYaml(sheetText(file));
      const written = cms.formats.get(sheetFormat(name as keyof typeof contentFiles))?.toFile?.(data) ?? '';
      expect(readYaml(written)).toEqual(data);
      expect(written.endsWith('\n')).toBe(true);
    }
    // Sveltia's default output: two spaces, lists indented, plain strings, no folded lines.
    expect(writeYaml({ a: ['x: y', 'z'], b: 'un très long texte '.repeat(10).trim() })).toBe(
      `a:\n  - 'x: y'\n  - z\nb: ${'un très long texte '.repeat(10).trim()}\n`,
    );
  });

  it('hands the record of a refused publication to the checklist, and never writes it', () => {
    const heard: unknown[] = [];
    const cms = registry();
    registerSheetFiles(cms, { sheet: () => {}, refusal: (data) => heard.push(data) });
    const format = cms.formats.get(REFUSAL_FORMAT);
    expect(format?.toFile).toBeUndefined();
    expect(format?.fromFile?.('refused: true\nfields: []\n')).toEqual({ refused: true, fields: [] });
    expect(heard).toEqual([{ refused: true, fields: [] }]);
    expect(readYaml('')).toEqual({});
  });
});
