import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sveltiaLocale, sveltiaWords } from '../../pipeline/editor/sveltiaFrench';
import { countLabel } from '../content/launchChecklist';
import { serviceTitlesIn } from '../content/schemas/rules';
import { projectRoot } from '../testing/sourceFiles';
import { sveltiaConfig } from './config';

/**
 * Her guides say what the editor does: each claim that code can check is checked here against the
 * editor itself, so that a change to the editor that makes the guide wrong fails (docs/*.md).
 */
const guide = (name: string) =>
  readFileSync(join(projectRoot, 'docs', `${name}.md`), 'utf8').replace(/[ \t\n]+/g, ' ');
const publishGuide = guide('mettre-mon-site-en-ligne');
const editGuide = guide('modifier-mon-site');
const quoted = (words: string) => `«\u00a0${words}\u00a0»`;
const french = sveltiaLocale('fr') as Record<string, unknown>;

describe('her guides, against her editor', () => {
  it('names the buttons as the editor shows them', () => {
    expect(editGuide).toContain(quoted(sveltiaWords.work_with_local_repo ?? ''));
    expect(publishGuide).toContain(quoted(sveltiaWords.sign_in_using_access_token ?? ''));
    expect(publishGuide).toContain(quoted(sveltiaWords.mobile_promo_title ?? ''));
    expect(publishGuide).toContain(quoted(String(french.publish_changes)));
    expect(publishGuide).toContain(quoted(String(french.save)));
  });

  it('says what the checklist strip says once nothing is left', () => {
    expect(publishGuide).toContain(quoted(countLabel([])));
    expect(publishGuide).toContain('en haut de chaque écran');
  });

  it('says that a deletion waits for « Publier les modifications », as every save does', () => {
    const { config } = sveltiaConfig({
      backend: { name: 'github', repo: 'elle/site', branch: 'main' } as never,
      local: false,
      siteUrl: 'https://exemple.fr',
      titles: serviceTitlesIn({}),
    });
    const { backend } = config as {
      backend: { skip_ci?: boolean; commit_messages?: Record<string, string> };
    };
    expect(backend.skip_ci).toBe(true);
    expect(backend.commit_messages?.delete).toMatch(/^\[skip ci\]/);
    expect(publishGuide).toMatch(/Supprimer un article suit la même règle/);
  });
});
