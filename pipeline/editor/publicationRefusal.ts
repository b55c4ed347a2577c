// What a refused publication leaves in her repository for her editor to say: the publishing workflow
// (.github/workflows/publier.yml) runs this after its live build stopped (the demo values and the refused
// values that stopped it, found as the build finds them) or once the host could not be asked to update the site; a publication that
// goes online runs it with --clear. The editor reads the file like her sheets (src/admin/sheetFiles.ts)
// and names each field, with a link to it (src/content/launchChecklist.ts).
//   node tools/machines/run.mjs pipeline/editor/publicationRefusal.ts [--host | --clear]
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import type { SheetPlaceholder } from '../../src/content/demoValues.ts';
import { REFUSAL_FILE, refusalRecord } from '../../src/content/launchChecklist.ts';
import { contentDir } from '../content/contentPaths.ts';
import type { ContentProblem } from '../content/contentProblem.ts';
import { contentProblems } from '../content/contentScan.ts';
import { launchPlaceholders } from '../content/liveGate.ts';

/** The deployment variables that set a field instead of her sheet (as the live gate reads them). */
type Env = Parameters<typeof launchPlaceholders>[0]['env'];

const root = join(import.meta.dirname, '..', '..');

/** When the live build stopped on something that names no value of hers: GitHub's e-mail has its lines. */
export const otherRefusal =
  'La construction du site s’est arrêtée sans qu’une valeur de vos fiches ou de vos articles soit en cause\u00a0: l’e-mail de GitHub «\u00a0Publier les modifications\u00a0» en donne la raison\u00a0; transmettez-le à la personne qui a installé votre site.';
/** When the site was built but its host could not be asked to update it: the installer's part. */
export const hostRefusal =
  'Vos fiches sont prêtes, mais l’hébergeur n’a pas pu être prévenu de mettre le site à jour\u00a0: transmettez ce message à la personne qui a installé votre site (guide «\u00a0Mettre mon site en ligne\u00a0», sa partie).';

/**
 * What stopped the live build, as the build finds it: the demo values left (the live gate), then what her
 * content's rules refuse (the build's content scan). A problem that names a field of a sheet (a value its
 * rules refuse, a photo that cannot be read) is recorded per field, with the build's French words, a link
 * to it in her editor; one about a whole sheet (too long, not readable as a sheet) or an article is a line
 * of its own, in the same words; a build stopped by nothing of hers is the general line.
 */
export async function refusalRecordOf({ dir = contentDir, env }: { dir?: string; env: Env }) {
  return refusalFrom(
    launchPlaceholders({ dir, env }).filter((entry) => !entry.overridden),
    await contentProblems(dir),
  );
}

/** The record from what the build found: demo values, and her content's problems. */
export function refusalFrom(found: readonly SheetPlaceholder[], problems: readonly ContentProblem[]) {
  const perField = problems.flatMap((problem) => (problem.field ? [problem.field] : []));
  const lines = problems.filter((problem) => !problem.field).map((problem) => problem.text);
  const named = found.length + perField.length + lines.length > 0;
  return refusalRecord(found, named ? lines : [otherRefusal], perField);
}

/** The record's text: what stopped the publication, in her words; a comment for whoever opens the file. */
export async function refusalText({
  dir = contentDir,
  env,
  host = false,
}: {
  dir?: string;
  env: Env;
  host?: boolean;
}) {
  const record = host ? refusalRecord([], [hostRefusal]) : await refusalRecordOf({ dir, env });
  return `# Écrit par «\u00a0Publier les modifications\u00a0» quand la publication est refusée\u00a0; retiré par la suivante qui réussit.\n${stringify(record)}`;
}

/** Writes the record (or removes it, `clear`) in the repository at `repository`. */
export async function recordRefusal({
  repository = root,
  dir = contentDir,
  env,
  mode,
}: {
  repository?: string;
  dir?: string;
  env: Env;
  mode: 'refused' | 'host' | 'clear';
}) {
  const file = join(repository, REFUSAL_FILE);
  if (mode === 'clear') {
    if (existsSync(file)) rmSync(file);
    return;
  }
  const text = await refusalText({ dir, env, host: mode === 'host' });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

export function main() {
  const flag = process.argv.slice(3)[0];
  return recordRefusal({
    env: process.env as Env,
    mode: flag === '--clear' ? 'clear' : flag === '--host' ? 'host' : 'refused',
  });
}
