// The checklist's fixtures, written once for the list's tests (src/content/launchChecklist.test.ts), the
// editor's strip (src/admin/launchChecklist.test.ts) and the editor's machine.
import type { SheetPlaceholder } from '../content/demoValues';
import { serviceTitlesIn } from '../content/schemas/rules';

/** The demo SIRET left in « Mentions légales », as the build's scan names it: a value the live build refuses. */
export const demoSiret: SheetPlaceholder = {
  name: 'legal',
  path: ['siret'],
  where: '«\u00a0Mentions légales\u00a0» › «\u00a0SIRET\u00a0»',
  value: '000 000 000 00000',
  overridden: false,
};

/** A SIRET of hers, which replaces it. */
export const herSiret = '123 456 789 00012';

/** Her services' titles when no service line is asked of: each named by its place. */
export const defaultTitles = serviceTitlesIn({});
