// Her files as Sveltia reads them, through its public API (`registerCustomFormat`, a format per file of the
// sheets' collection: https://sveltiacms.app/en/docs/api/file-formats), so that the editor knows what she
// SAVED wherever it runs: online, what GitHub holds (read when she opens the editor, on any device); on
// her computer, her folder. Each sheet gets a format of its own, since a format's reader is handed the
// file's text only: its name says which sheet it reads. The same format writes the sheet back, with the
// YAML options Sveltia documents as its defaults (`output.yaml`: two spaces, lists indented, plain
// strings, no line folding), through the same YAML library. The record of a refused publication
// (`REFUSAL_FILE`) is read the same way, from a collection she never sees.
import { parse, stringify } from 'yaml';
import { REFUSAL_FILE } from '../content/launchChecklist.ts';
import type { ContentName } from '../content/problems.ts';
import { contentFiles } from '../content/schema.ts';
import { LEGAL_TEXTS, legalTextsForHer, legalTextsFromHer } from './legalTextsSheet.ts';

/** A sheet's format in the editor's configuration (src/admin/config.ts). */
export const sheetFormat = (name: ContentName) => `fiche-${name}`;

/** The refused publication's record: its collection, hidden, and its format. */
export const REFUSAL_COLLECTION = 'publication';
export const REFUSAL_FORMAT = 'publication-refusee';

/** The hidden collection the editor reads the record from (src/admin/config.ts). */
export const refusalCollection = {
  name: REFUSAL_COLLECTION,
  label: 'Publication',
  hide: true,
  editor: { preview: false },
  files: [
    {
      name: 'refus',
      label: 'Publication refusée',
      file: REFUSAL_FILE,
      format: REFUSAL_FORMAT,
      fields: [{ name: 'refused', label: 'Refusée', widget: 'hidden' }],
    },
  ],
};

/** A file's text as data: YAML, an empty file an empty sheet. */
export const readYaml = (text: string): Record<string, unknown> =>
  (parse(text) as Record<string, unknown> | null) ?? {};

/** A sheet as Sveltia writes YAML by default (its `output.yaml` options left as they are). */
export const writeYaml = (data: unknown) =>
  `${stringify(data, null, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: 'PLAIN',
    singleQuote: true,
  }).trim()}\n`;

type FormatRegistry = {
  registerCustomFormat(
    name: string,
    extension: string,
    methods: { fromFile?: (text: string) => unknown; toFile?: (data: unknown) => string },
  ): void;
};

/**
 * Registers every sheet's format and the record's: `sheet` hears each sheet Sveltia reads, `refusal` the
 * record of a refused publication.
 */
export function registerSheetFiles(
  CMS: FormatRegistry,
  { sheet, refusal }: { sheet: (name: ContentName, data: unknown) => void; refusal: (data: unknown) => void },
) {
  for (const name of Object.keys(contentFiles) as ContentName[]) {
    // Her legal texts read as text, not marks and names (src/admin/legalTextsSheet.ts); the others as written.
    const legal = name === LEGAL_TEXTS;
    CMS.registerCustomFormat(sheetFormat(name), 'yml', {
      fromFile: (text) => {
        const data = readYaml(text);
        sheet(name, data);
        return legal ? legalTextsForHer(data) : data;
      },
      toFile: (data) => writeYaml(legal ? legalTextsFromHer(data) : data),
    });
  }
  // Never written by the editor: the publishing workflow writes it, and removes it.
  CMS.registerCustomFormat(REFUSAL_FORMAT, 'yml', {
    fromFile: (text) => {
      const data = readYaml(text);
      refusal(data);
      return data;
    },
  });
}
