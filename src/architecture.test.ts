import { projectFiles, sourceFiles } from './testing/sourceFiles';

/** The one-way imports of the README ("How the code is laid out"): data <- machines <- routes, data <- ui <- routes. */
const importsOf = (text: string) =>
  [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );

const rules: Array<{ room: string; forbidden: RegExp; why: string }> = [
  {
    room: 'content',
    forbidden:
      /^\.\.?\/(?:\.\.\/)*(data|machines|ui|routes|admin|server)\b|^(react|xstate|@xstate|@tanstack)/,
    why: 'her content model (sheets, rules, wording) imports nothing of the site',
  },
  {
    room: 'data',
    forbidden: /^\.\.?\/(?:\.\.\/)*(machines|ui|routes|admin|server)\b|^(react|xstate|@xstate|@tanstack)/,
    why: 'data imports nothing of the site but content',
  },
  {
    room: 'machines',
    forbidden: /\/(ui|routes)\/|^react|^@xstate\/react|^@tanstack/,
    why: 'machines hold behaviour only, no React, no router',
  },
  {
    room: 'ui',
    forbidden: /\/(machines|routes)\/|^xstate|^@xstate/,
    why: 'ui components are pure functions of props',
  },
  {
    room: 'admin',
    forbidden: /\/(ui|routes)\/|\/machines\/(?!herEditorMachine\.ts$)|^react|^@xstate|^@tanstack/,
    why: 'the editor reads the content rules (content), runs its own machine and drives Sveltia CMS, nothing of the site',
  },
];

/** What the build (pipeline/) may not import: the site's copy, the editor, the machines. */
const pipelineForbidden = /\/src\/(data|admin|machines)\//;

/** Router hooks that read router state; ui may render a `Link` but never read where it is. */
const routerStateHooks =
  /\b(useRouter|useRouterState|useLocation|useMatch|useMatches|useNavigate|useParams|useSearch|useLoaderData)\b/;

describe('import directions', () => {
  for (const { room, forbidden, why } of rules) {
    it(`src/${room}: ${why}`, () => {
      const offenders = sourceFiles(room).flatMap(({ path, text }) =>
        importsOf(text)
          .filter((specifier) => forbidden.test(specifier))
          .map((specifier) => `${path} imports ${specifier}`),
      );
      expect(offenders).toEqual([]);
    });
  }

  it('src/ui reads no router state', () => {
    const offenders = sourceFiles('ui')
      .filter(({ text }) => /@tanstack\/react-router/.test(text) && routerStateHooks.test(text))
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });

  it('nothing imports a route file (helpers beside routes take a "-" prefix and are imported by routes only)', () => {
    const outside = [
      ...sourceFiles('content'),
      ...sourceFiles('data'),
      ...sourceFiles('server'),
      ...sourceFiles('machines'),
      ...sourceFiles('ui'),
    ];
    const offenders = outside.flatMap(({ path, text }) =>
      importsOf(text)
        .filter((specifier) => /\/routes\//.test(specifier))
        .map((specifier) => `${path} imports ${specifier}`),
    );
    const routeToRoute = sourceFiles('routes').flatMap(({ path, text }) =>
      importsOf(text)
        .filter((specifier) => /^\.\/[^-][^/]*$/.test(specifier) && !specifier.includes('routeTree'))
        .map((specifier) => `${path} imports ${specifier}`),
    );
    expect([...offenders, ...routeToRoute]).toEqual([]);
  });

  it("the editor (src/admin) never reads the site's copy (src/data)", () => {
    // Its tests may: checks.test.ts holds the editor's amounts against the site's (money.ts).
    const offenders = sourceFiles('admin')
      .filter(({ path }) => !/\.test\.tsx?$/.test(path))
      .flatMap(({ path, text }) =>
        importsOf(text)
          .filter((specifier) => /\/data\//.test(specifier))
          .map((specifier) => `${path} imports ${specifier}`),
      );
    expect(offenders).toEqual([]);
  });

  it('the build (pipeline/, its checks and tests included) reads nothing of src/data, src/admin or src/machines', () => {
    // What it needs before the site is built stands on the content floor (src/content); what it reads of
    // the built site is its face (src/server/siteFace.ts); the launch checklist's list is src/content's too.
    const offenders = projectFiles('pipeline').flatMap(({ path, text }) =>
      importsOf(text)
        .filter((specifier) => pipelineForbidden.test(specifier))
        .map((specifier) => `${path} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the server entry renders pages only: the build reads the rest of the site through its face', () => {
    // pipeline/site/distDir.mjs types what each import gives: reading anything else from the entry is a type error.
    const entry = sourceFiles('.').find(({ path }) => path === 'src/entry-server.tsx');
    expect(
      [...(entry?.text ?? '').matchAll(/^export\s+(?:async\s+)?(?:function|const|\{)\s*(\w+)?/gm)].map(
        (m) => m[1],
      ),
    ).toEqual(['render']);
  });

  it('product code never imports test support (src/testing), the build (pipeline/) or tools (tools/)', () => {
    const product = ['content', 'data', 'machines', 'ui', 'routes', 'admin', 'server'].flatMap((room) =>
      sourceFiles(room).filter(({ path }) => !/\.test\.tsx?$/.test(path)),
    );
    const offenders = product.flatMap(({ path, text }) =>
      importsOf(text)
        .filter((specifier) => /\/testing\/|\/pipeline\/|\/tools\//.test(specifier))
        .map((specifier) => `${path} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('test support (src/testing) stands on product code and public packages, never on the build or a tool', () => {
    const offenders = sourceFiles('testing').flatMap(({ path, text }) =>
      importsOf(text)
        .filter((specifier) => /\/(pipeline|tools|scripts)\/|^xstate\/(?!graph$)/.test(specifier))
        .map((specifier) => `${path} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the build (pipeline/, its checks included) never imports test support (src/testing), e2e/ or tools/', () => {
    const build = projectFiles('pipeline').filter(({ path }) => !/(?<!\.check)\.test\.ts$/.test(path));
    const offenders = build.flatMap(({ path, text }) =>
      importsOf(text)
        .filter((specifier) => /\/(testing|e2e|tools)\//.test(specifier))
        .map((specifier) => `${path} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('tools (tools/) never import test support (src/testing)', () => {
    const offenders = projectFiles('tools')
      .filter(({ path }) => !/\.test\.ts$/.test(path))
      .flatMap(({ path, text }) =>
        importsOf(text)
          .filter((specifier) => /\/testing\//.test(specifier))
          .map((specifier) => `${path} imports ${specifier}`),
      );
    expect(offenders).toEqual([]);
  });

  it('no test, test support or tool reads an underscored field of XState (`_transitions`…): its public API only', () => {
    const underscored = /[\w)\]]\?*\.(_[A-Za-z]\w*)/g;
    const tests = [
      // This file names the rule, and shows it below.
      ...sourceFiles('.').filter(
        ({ path }) => /\.test\.tsx?$|^src\/testing\//.test(path) && path !== 'src/architecture.test.ts',
      ),
      ...projectFiles('pipeline').filter(({ path }) => /\.test\.ts$/.test(path)),
      ...projectFiles('tools'),
    ];
    const offenders = tests.flatMap(({ path, text }) =>
      [...text.matchAll(underscored)].map(([, field]) => `${path} reads ${field}`),
    );
    expect(offenders).toEqual([]);
    const found = (text: string) => [...text.matchAll(underscored)].map(([, field]) => field);
    expect(found('for (const t of event._transitions) taken.add(t);')).toEqual(['_transitions']);
    expect(found('inspection?._transitions.map(key)')).toEqual(['_transitions']);
  });

  it('the bench (tools/bench) and the browser tests (e2e) share only through tools/browser/', () => {
    const benchToTests = projectFiles('tools/bench').flatMap(({ path, text }) =>
      importsOf(text)
        .filter((specifier) => /\/e2e\//.test(specifier))
        .map((specifier) => `${path} imports ${specifier}`),
    );
    const testsToBench = projectFiles('e2e').flatMap(({ path, text }) =>
      importsOf(text)
        .filter((specifier) => /\/tools\/bench\//.test(specifier))
        .map((specifier) => `${path} imports ${specifier}`),
    );
    expect([...benchToTests, ...testsToBench]).toEqual([]);
  });

  it('the checker itself catches a forbidden import', () => {
    const [contentRule] = rules.filter((rule) => rule.room === 'content');
    expect(
      importsOf("import { paths } from '../../data/navigation';").some((s) => contentRule!.forbidden.test(s)),
    ).toBe(true);
    const [uiRule] = rules.filter((rule) => rule.room === 'ui');
    expect(
      importsOf("import { x } from '../../machines/mobileMenuMachine';").some((s) =>
        uiRule!.forbidden.test(s),
      ),
    ).toBe(true);
    expect(importsOf("import { setup } from 'xstate';").some((s) => uiRule!.forbidden.test(s))).toBe(true);
    expect(routerStateHooks.test('const p = useRouterState()')).toBe(true);
    expect(
      importsOf("import { sitePages } from '../../src/data/pages';").some((s) => pipelineForbidden.test(s)),
    ).toBe(true);
    expect(
      importsOf("import { x } from '../../src/content/siteLayout.ts';").some((s) =>
        pipelineForbidden.test(s),
      ),
    ).toBe(false);
  });
});
