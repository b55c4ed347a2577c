// Her services' titles (services.yml `title`), read for the lines that name a service in another sheet
// (serviceTexts.yml, photos.yml): the rules hold a mark, her title takes its place (schemas/rules.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentFiles } from '../../src/content/schema.ts';
import { type ServiceTitles, serviceTitlesIn } from '../../src/content/schemas/rules.ts';
import { parseBoundedYaml } from './boundedInput.ts';

/** Her titles as services.yml in `dir` has them now; none when it cannot be read (its own check says why). */
export function serviceTitlesAt(dir: string): ServiceTitles {
  try {
    const parsed = parseBoundedYaml(readFileSync(join(dir, contentFiles.services.file), 'utf8'), {
      what: 'le fichier',
    });
    return parsed.ok ? serviceTitlesIn(parsed.value) : {};
  } catch {
    return {};
  }
}
