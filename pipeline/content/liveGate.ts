// Going live: the build that visitors will get refuses to ship the demo values (src/content/demoValues.ts)
// that they or the law would see; every other build warns about them (pipeline/site/prerender.mjs).
import type { Plugin } from 'vite';
import {
  launchReport,
  liveBuild,
  type SheetPlaceholder,
  sheetPlaceholders,
} from '../../src/content/demoValues.ts';
import { type Env, overriddenFields } from '../../src/content/linkOverrides.ts';
import type { ContentName } from '../../src/content/problems.ts';
import { contentFiles } from '../../src/content/schema.ts';
import { editorRepository, repositoryUnknown } from '../editor/editorRepository.ts';
import { contentDir } from './contentPaths.ts';
import { readContentFile } from './sheetReader.ts';
import { orStop, stop } from './stop.ts';

/** Her sheets as the files hold them; one that does not pass its rules is left to the content check. */
export function sheetsInFiles(dir: string): Partial<Record<ContentName, unknown>> {
  const sheets: Partial<Record<ContentName, unknown>> = {};
  for (const name of Object.keys(contentFiles) as ContentName[]) {
    try {
      sheets[name] = readContentFile(name, dir);
    } catch {}
  }
  return sheets;
}

/** The demo values left in her sheets, the fields a deployment variable sets marked as such. */
export const launchPlaceholders = ({ dir = contentDir, env }: { dir?: string; env: Env }) =>
  sheetPlaceholders(sheetsInFiles(dir), overriddenFields(env));

/** What a live build says when it stops: why it is live, then each field to fill, in her words. */
export function liveRefusal(reason: string, found: readonly SheetPlaceholder[]): string {
  const lines = launchReport(found);
  const count = lines.length === 1 ? '1 valeur' : `${lines.length} valeurs`;
  return [
    `Mise en ligne refusée\u00a0: le site contient encore ${count} de démonstration que les visiteuses ou la loi verraient.`,
    `Dans l’éditeur (/admin, «\u00a0Avant la mise en ligne\u00a0»), remplacez chaque champ nommé, puis publiez\u00a0:`,
    ...lines,
    `(Construction du site en ligne\u00a0: ${reason}. Un aperçu ou une construction locale avertit sans s’arrêter.)`,
  ].join('\n');
}

/** What a live build says when it stops because it cannot tell where her editor saves. */
export const repositoryRefusal = (reason: string) =>
  [
    'Mise en ligne refusée\u00a0: le dépôt GitHub de l’éditeur n’est pas connu.',
    ...repositoryUnknown,
    `(Construction du site en ligne\u00a0: ${reason}.)`,
  ].join('\n');

/**
 * Vite plugin: a live build (`liveBuild`) stops before it builds anything, with the list, when a demo
 * value is left in her sheets, or when it cannot tell which repository her editor saves to
 * (pipeline/editor/editorRepository.ts). `env`: the deployment variables set (their fields are not shipped).
 */
export function launchPlugin({ dir = contentDir, env }: { dir?: string; env: Env }): Plugin {
  return {
    name: 'launch',
    apply: 'build',
    config(_, { isSsrBuild }) {
      const reason = liveBuild(process.env);
      if (!reason || isSsrBuild) return;
      const found = launchPlaceholders({ dir, env }).filter((entry) => !entry.overridden);
      const repository = orStop(() => editorRepository(process.env));
      if (found.length === 0 && repository) return;
      // Her list, and nothing after it.
      stop(
        [
          ...(found.length > 0 ? [liveRefusal(reason, found)] : []),
          ...(repository ? [] : [repositoryRefusal(reason)]),
        ].join('\n\n'),
      );
    },
  };
}
