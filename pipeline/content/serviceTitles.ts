// Her services' titles (services.yml `title`), read once per build, scan or editor page: the lookup every
// line, heading and checklist line that names a service is given (src/content/schemas/rules.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentFiles } from '../../src/content/schema.ts';
import { type ServiceTitles, serviceTitlesIn } from '../../src/content/schemas/rules.ts';
import { parseBoundedYaml } from './boundedInput.ts';

/**
 * Her titles as services.yml in `dir` has them now; when it cannot be read (its own check says why),
 * each service is named by its place on the page.
 */
export function serviceTitlesAt(dir: string): ServiceTitles {
  try {
    const parsed = parseBoundedYaml(readFileSync(join(dir, contentFiles.services.file), 'utf8'), {
      what: 'le fichier',
    });
    return serviceTitlesIn(parsed.ok ? parsed.value : {});
  } catch {
    return serviceTitlesIn({});
  }
}
