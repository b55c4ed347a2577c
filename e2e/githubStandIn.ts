// A stand-in for GitHub and for the sign-in pop-up, for the browser tests of her live editor: Sveltia's
// github backend asks GitHub's REST and GraphQL APIs for her repository, its files and their history,
// saves with `createCommitOnBranch`, and « Publier les modifications » sends a `repository_dispatch`;
// the sign-in pop-up (Netlify's, or sveltia-cms-auth) answers with the handshake Sveltia expects:
// `authorizing:github`, then `authorization:github:success:{token}`. Everything is answered through
// Playwright routes, from a repository held in memory (her content files), and every call is recorded.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { BrowserContext, Route } from '@playwright/test';

export type Commit = { oid: string; message: string; files: Map<string, Buffer> };

const sha = (data: Buffer | string) => createHash('sha1').update(data).digest('hex');

/** Every file under `dir`, by its path in the repository (`under`/…). */
function filesOf(dir: string, under: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(`${under}/${relative(dir, path)}`, readFileSync(path));
    }
  };
  walk(dir);
  return files;
}

export function githubStandIn({
  repo,
  branch,
  contentDir,
}: {
  repo: string;
  branch: string;
  contentDir: string;
}) {
  const [owner = '', name = ''] = repo.split('/');
  const first: Commit = {
    oid: sha('first'),
    message: 'Le site',
    files: filesOf(contentDir, 'src/content'),
  };
  const commits: Commit[] = [first];
  const head = () => commits.at(-1) as Commit;
  const dispatches: unknown[] = [];
  /** The check runs GitHub reports on a commit (oid), as Sveltia reads them for « Publier les modifications ». */
  const checkRuns = new Map<
    string,
    { name: string; status: string; conclusion: string | null; detailsUrl: string; summary: string | null }[]
  >();
  /** The commit statuses GitHub reports on a commit (oid): the publishing workflow marks its refusal's record failed. */
  const statuses = new Map<
    string,
    { context: string; state: string; targetUrl: null; description: string }[]
  >();
  const unanswered: string[] = [];
  const token = 'gho_standInToken';
  const user = {
    id: 4242,
    login: 'camille-durand',
    name: 'Camille Durand',
    email: 'camille@example.org',
    avatar_url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    html_url: 'https://github.com/camille-durand',
  };

  const changesOf = (path: string) =>
    commits
      .filter((commit, index) => {
        const data = commit.files.get(path);
        const before = commits[index - 1]?.files.get(path);
        return data !== undefined && !before?.equals(data);
      })
      .reverse();
  const blobs = () => new Map([...head().files.values()].map((data) => [sha(data), data]));
  const json = (route: Route, body: unknown, status = 200) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

  /** GraphQL, by what the query asks for. */
  function graphql(query: string, variables: Record<string, unknown>): unknown {
    if (query.includes('createCommitOnBranch')) {
      const input = variables.input as {
        expectedHeadOid: string;
        fileChanges: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
        message: { headline: string };
      };
      if (input.expectedHeadOid !== head().oid) return { errors: [{ message: 'branch moved' }] };
      const files = new Map(head().files);
      for (const { path, contents } of input.fileChanges.additions ?? [])
        files.set(path, Buffer.from(contents, 'base64'));
      for (const { path } of input.fileChanges.deletions ?? []) files.delete(path);
      const commit = {
        oid: sha(`${head().oid}${input.message.headline}${commits.length}`),
        message: input.message.headline,
        files,
      };
      commits.push(commit);
      const fileOids = Object.fromEntries(
        [...query.matchAll(/(file_\d+): file\(path: ("[^"]+")\)/g)].map(([, alias, path]) => [
          alias,
          { oid: sha(files.get(JSON.parse(path as string)) ?? '') },
        ]),
      );
      return {
        data: {
          createCommitOnBranch: {
            commit: { oid: commit.oid, committedDate: new Date().toISOString(), ...fileOids },
          },
        },
      };
    }
    if (query.includes('defaultBranchRef'))
      return { data: { repository: { defaultBranchRef: { name: branch } } } };
    if (query.includes('forks(')) return { data: { repository: { forks: { nodes: [] } } } };
    const repository: Record<string, unknown> = {};
    const blobData = blobs();
    for (const [, alias, oid, kind] of query.matchAll(
      /(\w+_\d+):\s*object\(oid: "([0-9a-f]+)"\)\s*\{\s*\.\.\. on (Blob|Commit)/g,
    ))
      repository[alias as string] =
        kind === 'Blob'
          ? { text: blobData.get(oid as string)?.toString('utf8') ?? null, isTruncated: false }
          : {
              // A commit's checks: the publishing workflow's run, once « Publier les modifications » started it.
              status: { contexts: statuses.get(oid as string) ?? [] },
              deployments: { nodes: [] },
              checkSuites: { nodes: [{ checkRuns: { nodes: checkRuns.get(oid as string) ?? [] } }] },
            };
    // A file's history: the commits that changed it, newest first.
    for (const [, alias, path] of query.matchAll(
      /(\w+_\d+):\s*ref\(qualifiedName: \$branch\)[\s\S]*?history\(first: \d+, path: ("[^"]+")\)/g,
    ))
      repository[alias as string] = {
        target: {
          history: {
            nodes: changesOf(JSON.parse(path as string)).map(({ oid }) => ({
              oid,
              committedDate: new Date().toISOString(),
              author: { name: user.name, email: user.email, user: { id: user.id, login: user.login } },
            })),
          },
        },
      };
    if (Object.keys(repository).length > 0) return { data: { repository } };
    if (/history\(first: 1\)/.test(query))
      return {
        data: {
          repository: {
            ref: { target: { history: { nodes: [{ oid: head().oid, message: head().message }] } } },
          },
        },
      };
    // The branch's last commit, whose checks tell how the last publishing went.
    if (/ref\(qualifiedName: \$branch\)\s*\{\s*target\s*\{\s*\.\.\. on Commit\s*\{\s*oid\s*\}/.test(query))
      return { data: { repository: { ref: { target: { oid: head().oid } } } } };
    unanswered.push(`graphql: ${query.slice(0, 300)}`);
    return { data: { repository: null } };
  }

  /** REST, by path. */
  async function rest(route: Route, method: string, path: string) {
    const base = `/repos/${owner}/${name}`;
    if (path === '/user') return json(route, user);
    if (path.startsWith(`${base}/collaborators/`)) return route.fulfill({ status: 204 });
    if (path.startsWith(`${base}/git/trees/`)) {
      return json(route, {
        tree: [...head().files].map(([file, data]) => ({
          path: file,
          type: 'blob',
          sha: sha(data),
          size: data.length,
        })),
        truncated: false,
      });
    }
    if (path.startsWith(`${base}/git/blobs/`)) {
      const data = blobs().get(path.split('/').at(-1) ?? '');
      return data ? route.fulfill({ status: 200, body: data }) : json(route, { message: 'Not Found' }, 404);
    }
    if (path === `${base}/dispatches` && method === 'POST') {
      dispatches.push(route.request().postDataJSON());
      // The publishing workflow (.github/workflows/publier.yml) starts on the last commit.
      checkRuns.set(head().oid, [
        {
          name: 'publier',
          status: 'IN_PROGRESS',
          conclusion: null,
          detailsUrl: 'https://github.com/actions',
          summary: null,
        },
      ]);
      return route.fulfill({ status: 204 });
    }
    unanswered.push(`${method} ${path}`);
    return json(route, { message: 'Not Found' }, 404);
  }

  /** Answers GitHub, its status page and the sign-in pop-up for every page of `context`. */
  async function serve(context: BrowserContext) {
    await context.route('https://api.github.com/**', async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (request.method() === 'OPTIONS')
        return route.fulfill({
          status: 204,
          headers: {
            'access-control-allow-origin': '*',
            'access-control-allow-headers': 'authorization, content-type, accept',
            'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE',
          },
        });
      if (
        request.headers().authorization !== `token ${token}` &&
        request.headers().authorization !== `Bearer ${token}`
      ) {
        unanswered.push(`unauthenticated ${request.method()} ${url.pathname}`);
        return json(route, { message: 'Bad credentials' }, 401);
      }
      if (url.pathname === '/graphql') return json(route, graphql(...queryOf(request.postDataJSON())));
      return rest(route, request.method(), url.pathname);
    });
    await context.route('https://www.githubstatus.com/**', (route) =>
      json(route, { status: { indicator: 'none', description: 'All Systems Operational' } }),
    );
    // The sign-in pop-up (Netlify's or sveltia-cms-auth's): it says it is authorizing, waits for the
    // editor's answer, then hands the token to the page that opened it, at that page's origin only.
    await context.route('https://api.netlify.com/auth**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>GitHub</title><script>
          addEventListener('message', (event) => {
            if (event.data !== 'authorizing:github') return;
            opener.postMessage('authorization:github:success:' + JSON.stringify({ token: '${token}', provider: 'github' }), event.origin);
          });
          opener.postMessage('authorizing:github', '*');
        </script>`,
      }),
    );
  }

  /**
   * The publishing workflow ends on the last commit: the build was refused (`FAILURE`) or went online.
   * `refusal`: what a refused one then writes in her repository (pipeline/editor/publicationRefusal.ts), as a
   * commit of its own marked failed (.github/commitPublicationNote.sh, then GitHub's statuses API).
   */
  function endPublishing(
    conclusion: 'FAILURE' | 'SUCCESS',
    { refusal }: { refusal?: { path: string; text: string } } = {},
  ) {
    checkRuns.set(
      head().oid,
      (checkRuns.get(head().oid) ?? []).map((run) => ({ ...run, status: 'COMPLETED', conclusion })),
    );
    if (!refusal) return;
    const files = new Map(head().files);
    files.set(refusal.path, Buffer.from(refusal.text));
    const message = '[skip ci] Publication refusée : ce qui l’a arrêtée, pour l’éditeur';
    commits.push({ oid: sha(`${head().oid}${message}${commits.length}`), message, files });
    statuses.set(head().oid, [
      { context: 'publier', state: 'FAILURE', targetUrl: null, description: 'Publication refusée' },
    ]);
  }

  return { serve, commits, head, dispatches, unanswered, user, endPublishing };
}

const queryOf = (body: { query: string; variables?: Record<string, unknown> }) =>
  [body.query, body.variables ?? {}] as const;
