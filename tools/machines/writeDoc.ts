import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { machinesDocText } from './docText';
import { MACHINES_DOC_PATH } from './machinesDoc';

/** The project's folder: this file is tools/machines/writeDoc.ts. */
const projectRoot = join(import.meta.dirname, '..', '..');

/** `npm run machines`: writes docs/machines.md; with `--check`, only says whether it is current. */
export async function main() {
  const target = join(projectRoot, MACHINES_DOC_PATH);
  const text = machinesDocText();
  const current = await readFile(target, 'utf8').catch(() => null);
  if (current === text) {
    console.log(`${MACHINES_DOC_PATH} is up to date.`);
  } else if (process.argv.includes('--check')) {
    console.error(`${MACHINES_DOC_PATH} is out of date: run \`npm run machines\`.`);
    process.exitCode = 1;
  } else {
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, text);
    console.log(`Wrote ${MACHINES_DOC_PATH}.`);
  }
}
