// The page the dev server answers while a content file holds a wrong value (pipeline/content/contentDevServer.ts):
// for the practitioner, not for a developer. Her words only, what to do next, no script; its own
// inline style in the site's colours (src/ui/styles/_tokens.scss), since the site's own cannot load.
import { type ContentProblem, frenchCount, moreProblems, PROBLEMS_LISTED } from './contentProblem.ts';

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const style = `
  :root { color-scheme: light; }
  body { margin: 0; background: #fbf7f2; color: #2f2832; font: 1.0625rem/1.65 system-ui, sans-serif; }
  main { max-width: 42rem; margin: 0 auto; padding: 3rem 1.5rem 4rem; }
  h1 { font: 600 clamp(1.75rem, 1.45rem + 1.4vw, 2.5rem)/1.15 Georgia, serif; margin: 0 0 1rem; }
  ul { list-style: none; padding: 0; margin: 1.5rem 0; }
  li.problem { background: #fff; border: 1px solid #e6dbcf; border-left: 4px solid #8f4a3e;
    border-radius: 0.75rem; padding: 1rem 1.25rem; margin-bottom: 0.75rem; }
  li.problem small { display: block; color: #5b5260; font-size: 0.8125rem; margin-top: 0.25rem; }
  ol { padding-left: 1.25rem; }
  ol li { margin-bottom: 0.5rem; }
  a { color: #8f4a3e; font-weight: 600; }
  a:focus-visible { outline: 3px solid #1f5fa8; outline-offset: 2px; }
  .note { color: #5b5260; font-size: 0.9375rem; }
`;

/** The whole page, in French, for the problems read in the content files. */
export function contentErrorPage(problems: ContentProblem[]): string {
  const title =
    problems.length === 1
      ? 'Une valeur est à corriger'
      : `${frenchCount(problems.length)} valeurs sont à corriger`;
  const more = moreProblems(problems);
  const items = problems
    .slice(0, PROBLEMS_LISTED)
    .map(
      ({ text, file }) =>
        `      <li class="problem">${escaped(text)}<small>Fichier\u00a0: ${escaped(file)}</small></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title}</title>
    <style>${style}</style>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      <p>Le site s’affichera de nouveau dès que ${problems.length === 1 ? 'cette valeur sera corrigée' : 'ces valeurs seront corrigées'}. Rien n’est cassé, et rien de faux n’est mis en ligne.</p>
      <ul>
${items}
      </ul>
${more ? `      <p>${escaped(more)}</p>\n` : ''}      <ol>
        <li>Ouvrez l’éditeur du site\u00a0: <a href="/admin">/admin</a>.</li>
        <li>Ouvrez la fiche nommée et corrigez le champ indiqué.</li>
        <li>Cliquez sur «\u00a0Publier\u00a0» › «\u00a0Publier maintenant\u00a0».</li>
        <li>Rechargez cette page\u00a0: elle s’affichera de nouveau.</li>
      </ol>
      <p class="note">Le nom de fichier sous chaque point sert à qui s’occupe du code du site.</p>
    </main>
  </body>
</html>
`;
}
