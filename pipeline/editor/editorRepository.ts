// Which GitHub repository and branch her live editor (/admin) saves to. The host that builds the site
// knows it on Netlify and Vercel, and tells the build; Cloudflare Pages tells the branch only. Anywhere
// else a developer sets it once, in the host's settings: CMS_REPO (owner/repository) and CMS_BRANCH.
// Read by the build (pipeline/editor/admin.ts writes it into the editor's page; pipeline/content/liveGate.ts stops a
// live build that cannot tell it), checked like every deployment variable (pipeline/content/envSchema.ts).
import * as v from 'valibot';

type BuildEnv = Record<string, string | undefined>;

/** Where the editor saves, and which variables said so (for the build's log and her checklist). */
export type EditorRepository = { repo: string; branch: string; from: string };

const ownerAndName = v.pipe(
  v.string(),
  v.regex(
    /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/,
    'attendu «\u00a0compte/dépôt\u00a0», comme dans l’adresse github.com/compte/dépôt',
  ),
);
const branchName = v.pipe(
  v.string(),
  v.regex(
    /^(?!\/|.*(?:\.\.|\/\/|\.lock$|\/$))[\w./-]{1,200}$/,
    'attendu un nom de branche Git, comme «\u00a0main\u00a0»',
  ),
);

/** `owner/name` of a github.com address (https://github.com/owner/name.git), credentials left out. */
function githubRepositoryOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { hostname, pathname } = new URL(url);
    if (hostname !== 'github.com') return null;
    const path = pathname.replace(/^\/|\.git$|\/$/g, '');
    return v.is(ownerAndName, path) ? path : null;
  } catch {
    return null;
  }
}

/** The first of these values that is set and not empty. */
const firstSet = (...values: Array<string | undefined>) => values.find((value) => value) ?? null;

/**
 * Her repository, from the host's own variables first (what it builds is what she edits), else from
 * CMS_REPO and CMS_BRANCH; null when nothing tells it. A CMS_REPO or CMS_BRANCH set to something that is
 * no repository or branch stops dev and build, naming the variable.
 */
export function editorRepository(env: BuildEnv = process.env): EditorRepository | null {
  const problems = (['CMS_REPO', 'CMS_BRANCH'] as const).flatMap((name) => {
    const value = env[name];
    if (!value) return [];
    const result = v.safeParse(name === 'CMS_REPO' ? ownerAndName : branchName, value);
    return result.success ? [] : result.issues.map((issue) => `  - ${name}\u00a0: ${issue.message}`);
  });
  if (problems.length > 0) throw new Error(`Configuration invalide\u00a0:\n${problems.join('\n')}`);

  const branchOr = (hostBranch: string | null) => {
    const branch = firstSet(hostBranch ?? undefined, env.CMS_BRANCH, 'main') as string;
    return v.is(branchName, branch) ? branch : 'main';
  };
  // Netlify: the repository's address (which may carry a token: only owner/name is kept) and the branch.
  if (env.NETLIFY === 'true') {
    const repo = githubRepositoryOf(env.REPOSITORY_URL);
    if (repo)
      return { repo, branch: branchOr(firstSet(env.HEAD, env.BRANCH)), from: 'Netlify (REPOSITORY_URL)' };
  }
  // Vercel, with its system variables exposed (the default).
  if (env.VERCEL === '1' && (env.VERCEL_GIT_PROVIDER ?? 'github') === 'github') {
    const repo = `${env.VERCEL_GIT_REPO_OWNER ?? ''}/${env.VERCEL_GIT_REPO_SLUG ?? ''}`;
    if (v.is(ownerAndName, repo))
      return {
        repo,
        branch: branchOr(env.VERCEL_GIT_COMMIT_REF ?? null),
        from: 'Vercel (VERCEL_GIT_REPO_OWNER, VERCEL_GIT_REPO_SLUG)',
      };
  }
  if (env.CMS_REPO)
    return {
      repo: env.CMS_REPO,
      // Cloudflare Pages tells the branch it builds, never the repository.
      branch: branchOr(env.CF_PAGES === '1' ? (env.CF_PAGES_BRANCH ?? null) : null),
      from: 'CMS_REPO',
    };
  return null;
}

/**
 * What to do when the repository is unknown, in her words and the developer's: which variable, where.
 * The live build stops with it (pipeline/content/liveGate.ts); her checklist shows it (src/admin/launchChecklist.ts).
 */
export const repositoryUnknown = [
  'On ne sait pas dans quel dépôt GitHub l’éditeur (/admin) enregistre vos modifications\u00a0: il ouvrirait le dépôt d’un autre, ou aucun.',
  'Sur Netlify et Vercel, reliés à GitHub, l’hébergeur le dit tout seul. Sur Cloudflare Pages ou ailleurs, la personne qui a installé le site ajoute, dans les réglages de l’hébergeur (variables d’environnement de la construction), la variable CMS_REPO avec «\u00a0compte/dépôt\u00a0» (par exemple camille-durand/site), et CMS_BRANCH si la branche n’est pas main, puis relance le déploiement.',
];
