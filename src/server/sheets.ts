import type { ContentName } from '../content/problems';
import { contentFiles, type Sheet } from '../content/schema';

// Read by the build's face (siteFace.ts) only: `import.meta.glob` is Vite's (and Vitest's), so it stands
// here, beside the face, not on the content floor (src/content) that the build's plugins read in Node.

/** Every content file, as the build hands it (`import.meta.glob`: Vite and Vitest read the files alike). */
const files = import.meta.glob('../content/*.yml', { eager: true, import: 'default' });

/** Every sheet of hers as the site reads it (checked, typeset, photos processed), by name. */
export const sheets = Object.fromEntries(
  Object.entries(contentFiles).map(([name, { file }]) => [name, files[`../content/${file}`]]),
) as { [TName in ContentName]: Sheet<TName> };
