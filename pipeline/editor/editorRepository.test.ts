import { editorRepository } from './editorRepository';

describe('her repository, as the host tells the build', () => {
  it('on Netlify: from the repository’s address, without the token it may carry, and the branch built', () => {
    expect(
      editorRepository({
        NETLIFY: 'true',
        REPOSITORY_URL: 'https://x-access-token:v1.secret@github.com/camille-durand/site',
        HEAD: 'main',
        BRANCH: 'main',
      }),
    ).toEqual({ repo: 'camille-durand/site', branch: 'main', from: 'Netlify (REPOSITORY_URL)' });
    expect(
      editorRepository({ NETLIFY: 'true', REPOSITORY_URL: 'git@github.com:x/y.git', BRANCH: 'prod' }),
    ).toBeNull();
    expect(
      editorRepository({
        NETLIFY: 'true',
        REPOSITORY_URL: 'https://github.com/camille-durand/site.git',
        BRANCH: 'production',
      })?.branch,
    ).toBe('production');
  });

  it('on Vercel: from its system variables, for a GitHub repository', () => {
    const vercel = {
      VERCEL: '1',
      VERCEL_GIT_PROVIDER: 'github',
      VERCEL_GIT_REPO_OWNER: 'camille-durand',
      VERCEL_GIT_REPO_SLUG: 'site',
      VERCEL_GIT_COMMIT_REF: 'main',
    };
    expect(editorRepository(vercel)?.repo).toBe('camille-durand/site');
    expect(editorRepository({ ...vercel, VERCEL_GIT_PROVIDER: 'gitlab' })).toBeNull();
  });

  it('on Cloudflare Pages: the branch it builds, the repository from CMS_REPO only', () => {
    expect(editorRepository({ CF_PAGES: '1', CF_PAGES_BRANCH: 'main' })).toBeNull();
    expect(
      editorRepository({ CF_PAGES: '1', CF_PAGES_BRANCH: 'prod', CMS_REPO: 'camille-durand/site' }),
    ).toEqual({ repo: 'camille-durand/site', branch: 'prod', from: 'CMS_REPO' });
  });

  it('elsewhere: CMS_REPO and CMS_BRANCH (main by default); nothing set, unknown', () => {
    expect(editorRepository({ CMS_REPO: 'camille-durand/site', CMS_BRANCH: 'edition' })?.branch).toBe(
      'edition',
    );
    expect(editorRepository({ CMS_REPO: 'camille-durand/site' })?.branch).toBe('main');
    expect(editorRepository({})).toBeNull();
    expect(editorRepository({ CMS_REPO: '' })).toBeNull();
  });

  it('stops on a CMS_REPO or CMS_BRANCH that is no repository or branch, naming it', () => {
    expect(() => editorRepository({ CMS_REPO: 'https://github.com/camille-durand/site' })).toThrow(
      /CMS_REPO\u00a0: attendu «\u00a0compte\/dépôt\u00a0»/,
    );
    expect(() => editorRepository({ CMS_REPO: 'a/b', CMS_BRANCH: 'x..y' })).toThrow(/CMS_BRANCH/);
  });
});
