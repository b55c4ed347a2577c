// Decap's French, reworded where it speaks like a developer or says what does not happen (« Oops,
// il manque un champ requis » for any refused value, « Entrée enregistrée » whatever « Publier » did,
// « Media »). Keys: admin/node_modules/decap-cms-locales/src/fr/index.js.

type Phrases = { [key: string]: string | Phrases };

/** Her words for Decap's phrases; `local`: the editor saves into the files on her computer. */
export function editorWording(local: boolean): Phrases {
  return {
    app: {
      header: { content: 'Contenu', media: 'Photos' },
      app: { errorHeader: 'L’éditeur n’a pas pu démarrer' },
    },
    collection: {
      // Only « Articles » can have new entries: « Nouvel article », not « ＋ article ».
      collectionTop: {
        newButton: 'Nouvel %{collectionLabel}',
        newButtonAriaLabel: 'Nouvel %{collectionLabel}',
      },
    },
    editor: {
      editorControl: { field: { optional: 'facultatif' } },
      editorControlPane: {
        widget: {
          required: '«\u00a0%{fieldLabel}\u00a0»\u00a0: à remplir.',
          regexPattern: '«\u00a0%{fieldLabel}\u00a0»\u00a0: %{pattern}',
        },
      },
      editor: {
        confirmLoadBackup:
          'Des modifications de cette fiche n’ont pas été publiées la dernière fois. Les reprendre\u202f? (Annuler repart de la version publiée.)',
        onLeavePage: 'Des modifications ne sont pas publiées. Quitter quand même\u202f?',
      },
      editorToolbar: {
        deployButtonLabel: local ? 'Voir le site (sur cet ordinateur)' : 'Voir le site en ligne',
      },
    },
    mediaLibrary: {
      mediaLibrary: { onDelete: 'Supprimer cette photo de la bibliothèque\u202f?' },
      mediaLibraryModal: {
        images: 'Photos',
        mediaAssets: 'Photos',
        noImagesFound: 'Aucune photo pour l’instant.',
        noAssetsFound: 'Aucune photo pour l’instant.',
        upload: 'Envoyer une photo',
        uploading: 'Envoi…',
        deleteSelected: 'Supprimer la photo choisie',
        chooseSelected: 'Choisir cette photo',
        search: 'Rechercher…',
      },
    },
    ui: {
      toast: {
        missingRequiredField:
          'Rien n’a été enregistré\u00a0: une valeur est à corriger (voyez le message en rouge sous le champ).',
        onFailToPersist: 'Rien n’a été enregistré\u00a0: %{details}',
        entrySaved: local
          ? 'Enregistré sur cet ordinateur. Rechargez le site pour voir la modification.'
          : 'Publié. Le site en ligne sera à jour dans quelques minutes.',
      },
    },
  };
}

/** `base` with `over`'s phrases put in. */
export function withPhrases(base: Phrases, over: Phrases): Phrases {
  const merged: Phrases = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && current && typeof current === 'object'
        ? withPhrases(current, value)
        : value;
  }
  return merged;
}
