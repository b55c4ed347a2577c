// Her two guides (docs/*.md), served beside the editor under /admin/aide/ (pipeline/editor/adminGuide.ts). Written
// here once, so the editor (src/admin) can link to them without reaching into the build.

/** Where the guides are served: under /admin, so they get the editor's headers on every host. */
export const ADMIN_GUIDE_FOLDER = '/admin/aide';

/** Each guide: its address (its Markdown file's name), its title as its h1 says it, its source. */
export const adminGuides = {
  goLive: {
    path: `${ADMIN_GUIDE_FOLDER}/mettre-mon-site-en-ligne`,
    title: 'Mettre mon site en ligne',
    source: 'docs/mettre-mon-site-en-ligne.md',
  },
  editing: {
    path: `${ADMIN_GUIDE_FOLDER}/modifier-mon-site`,
    title: 'Modifier mon site',
    source: 'docs/modifier-mon-site.md',
  },
} as const;

export type AdminGuide = (typeof adminGuides)[keyof typeof adminGuides];
