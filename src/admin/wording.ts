// The editor's own words: what « Enregistrer » and « Publier les modifications » do, said as it is, and where her guide is (README "Edit the
// content"; the guide's pages are served under /admin/aide/). Sveltia CMS speaks French by itself in a
// French browser: nothing of its own phrases is patched here.

import { adminGuides } from '../content/adminGuides.ts';

/** Her guides, in French, served beside the editor: their addresses are written once, in src/content/adminGuides.ts. */
export const guides = {
  edit: adminGuides.editing.path,
  publish: adminGuides.goLive.path,
} as const;

/** What saving and publishing do, on her computer or on the live site. */
export const publishing = {
  local: `Vous modifiez le site sur cet ordinateur. «\u00a0Enregistrer\u00a0» écrit vos changements dans les fichiers du site, ici, et l’aperçu les montre quand vous rechargez la page. Rien n’est mis en ligne\u00a0: voyez le guide «\u00a0Modifier mon site\u00a0» (${guides.edit}).`,
  live: `«\u00a0Enregistrer\u00a0» garde la modification sur GitHub sans changer le site en ligne\u00a0: enregistrez autant que vous voulez. Quand tout est prêt, «\u00a0Publier les modifications\u00a0» (en haut de l’écran) met en ligne tout ce que vous avez enregistré depuis la dernière fois\u00a0; le site est à jour quelques minutes plus tard. Si une valeur l’empêche, le site en ligne reste tel qu’il était, la bande en haut de l’éditeur dit quels champs l’ont arrêtée, et le bouton vous propose de nouveau de publier. Le guide\u00a0: «\u00a0Mettre mon site en ligne\u00a0» (${guides.publish}).`,
} as const;

/** One editor at a time (src/admin/oneEditor.ts): what the tab that waits, or that was left, says. */
export const oneEditorWords = {
  elsewhere: {
    title: 'Votre éditeur est déjà ouvert dans un autre onglet',
    text: 'Pour que deux onglets ne défassent pas le travail l’un de l’autre, un seul à la fois modifie votre site. Continuez dans l’autre onglet, ou ici\u00a0: l’autre onglet s’arrêtera alors.',
  },
  busy: {
    title: 'L’autre onglet a des modifications non enregistrées',
    text: 'Enregistrez-les dans l’autre onglet (ou annulez-les), puis revenez ici et cliquez de nouveau sur «\u00a0Continuer ici\u00a0»\u00a0: rien de ce que vous avez écrit là-bas ne sera perdu.',
  },
  displaced: {
    title: 'Vous continuez dans un autre onglet',
    text: 'Votre éditeur est maintenant ouvert dans un autre onglet\u00a0: cet onglet-ci s’est arrêté pour ne pas défaire ce que vous y enregistrez. Pour continuer ici, il relira d’abord vos fichiers, avec tout ce que vous avez enregistré ailleurs.',
  },
  continueHere: 'Continuer ici',
} as const;

/** The question before a way out of a sheet with unsaved work (src/admin/sveltiaPage.ts). */
export const leaveWords = {
  title: 'Quitter sans enregistrer\u00a0?',
  text: 'Vous avez modifié cette fiche sans l’enregistrer. Si vous la quittez maintenant, ces modifications seront perdues.',
  stay: 'Rester sur la fiche',
  leave: 'Quitter sans enregistrer',
} as const;

/** « Avant la mise en ligne » in the editor (src/admin/launchChecklist.ts); the list's own words are src/content/launchChecklist.ts. */
export const launchWords = {
  title: 'Avant la mise en ligne',
  reading: 'Avant la mise en ligne\u00a0: lecture de vos fiches…',
  stillReading:
    'L’éditeur lit encore vos fiches\u00a0: la liste sera complète dans un instant. Fermez cette fenêtre, puis rouvrez-la.',
  close: 'Fermer',
} as const;
