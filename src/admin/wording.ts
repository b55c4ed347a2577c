// The editor's own words: what « Publier » does, said as it is, and where her guide is (README "Edit the
// content"; the guide's pages are served under /admin/aide/). Sveltia CMS speaks French by itself in a
// French browser: nothing of its own phrases is patched here.

/** Her guides, in French, served beside the editor. */
export const guides = {
  edit: '/admin/aide/modifier-mon-site',
  publish: '/admin/aide/mettre-mon-site-en-ligne',
} as const;

/** What « Publier » does, on her computer or on the live site. */
export const publishing = {
  local: `Vous modifiez le site sur cet ordinateur. «\u00a0Publier\u00a0» enregistre vos changements dans les fichiers du site, ici, et l’aperçu les montre quand vous rechargez la page. Rien n’est mis en ligne\u00a0: voyez le guide «\u00a0Modifier mon site\u00a0» (${guides.edit}).`,
  live: `«\u00a0Publier\u00a0» enregistre la modification sur GitHub\u00a0; l’hébergeur reconstruit alors le site, qui est en ligne quelques minutes plus tard. Si une valeur empêche la reconstruction, le site en ligne reste tel qu’il était. Le guide\u00a0: «\u00a0Mettre mon site en ligne\u00a0» (${guides.publish}).`,
} as const;
