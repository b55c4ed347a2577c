// The editor's own words: what « Publier » does, said as it is, and where her guide is (README "Edit the
// content"; the guide's pages are served under /admin/aide/). Sveltia CMS speaks French by itself in a
// French browser: nothing of its own phrases is patched here.

/** Her guides, in French, served beside the editor. */
export const guides = {
  edit: '/admin/aide/modifier-mon-site',
  publish: '/admin/aide/mettre-mon-site-en-ligne',
} as const;

/** What saving and publishing do, on her computer or on the live site. */
export const publishing = {
  local: `Vous modifiez le site sur cet ordinateur. «\u00a0Publier\u00a0» enregistre vos changements dans les fichiers du site, ici, et l’aperçu les montre quand vous rechargez la page. Rien n’est mis en ligne\u00a0: voyez le guide «\u00a0Modifier mon site\u00a0» (${guides.edit}).`,
  live: `«\u00a0Enregistrer\u00a0» garde la modification sur GitHub sans changer le site en ligne\u00a0: enregistrez autant que vous voulez. Quand tout est prêt, «\u00a0Publier les modifications\u00a0» (en haut de l’écran) met en ligne tout ce que vous avez enregistré depuis la dernière fois\u00a0; le site est à jour quelques minutes plus tard. Si une valeur l’empêche, le site en ligne reste tel qu’il était, GitHub vous l’écrit par e-mail, et le bouton vous propose de nouveau de publier. Le guide\u00a0: «\u00a0Mettre mon site en ligne\u00a0» (${guides.publish}).`,
} as const;
