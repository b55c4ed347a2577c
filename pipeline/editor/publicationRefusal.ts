// What a refused publication leaves in her repository for her editor to say: the publishing workflow
// (.github/workflows/publier.yml) runs this after its live build stopped (the demo values that stopped it,
// found as the build finds them) or once the host could not be asked to update the site; a publication that
// goes online runs it with --clear. The editor reads the file like her sheets (src/admin/sheetFiles.ts)
// and names each field, with a link to it (src/content/launchChecklist.ts).
//   node tools/machines/run.mjs pipeline/editor/publicationRefusal.ts [--host | --clear]
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import { REFUSAL_FILE, refusalRecord } from '../../src/content/launchChecklist.ts';
import { contentDir } from '../content/contentPaths.ts';
import { launchPlaceholders } from '../content/liveGate.ts';

/** The deployment variables that set a field instead of her sheet (as the live gate reads them). */
type Env = Parameters<typeof launchPlaceholders>[0]['env'];

const root = join(import.meta.dirname, '..', '..');

/** When the live build stopped on something else than a demo value: GitHub's e-mail has its lines. */
export const otherRefusal =
  'La construction du site s’est arrêtée sur une valeur qui ne convient pas, sans valeur d’exemple en cause\u00a0: l’e-mail de GitHub «\u00a0Publier les modifications\u00a0» en donne la raison, champ par champ.';
/** When the site was built but its host could not be asked to update it: the installer's part. */
export const hostRefusal =
  'Vos fiches sont prêtes, mais l’hébergeur n’a pas pu être prévenu de mettre le site à jour\u00a0: transmettez ce message à la personne qui a installé votre site (guide «\u00a0Mettre mon site en ligne\u00a0», sa partie).';

/** The record's text: what stopped the publication, in her words; a comment for whoever opens the file. */
export function refusalText({
  dir = contentDir,
  env,
  host = false,
}: {
  dir?: string;
  env: Env;
  host?: boolean;
}) {
  const found = host ? [] : launchPlaceholders({ dir, env }).filter((entry) => !entry.overridden);
  const record = refusalRecord(found, host ? [hostRefusal] : found.length ? [] : [otherRefusal]);
  return `# Écrit par «\u00a0Publier les modifications\u00a0» quand la publication est refusée\u00a0; retiré par la suivante qui réussit.\n${stringify(record)}`;
}

/** Writes the record (or removes it, `clear`) in the repository at `repository`. */
export function recordRefusal({
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
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, refusalText({ dir, env, host: mode === 'host' }));
}

export function main() {
  const flag = process.argv.slice(3)[0];
  recordRefusal({
    env: process.env as Env,
    mode: flag === '--clear' ? 'clear' : flag === '--host' ? 'host' : 'refused',
  });
}
