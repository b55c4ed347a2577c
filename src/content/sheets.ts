import type { ContentName } from './problems';
import { contentFiles, type Sheet } from './schema';

/** Every content file, as the build hands it (`import.meta.glob`: Vite and Vitest read the files alike). */
const files = import.meta.glob('./*.yml', { eager: true, import: 'default' });

/** Every sheet of hers as the site reads it (checked, typeset, photos processed), by name. */
export const sheets = Object.fromEntries(
  Object.entries(contentFiles).map(([name, { file }]) => [name, files[`./${file}`]]),
) as { [TName in ContentName]: Sheet<TName> };
