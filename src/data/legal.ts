import legalFile from './content/legal.yml';
import type { Sheet } from './content/schema';
import type { FeedConsent } from './feed';
import { frenchDate } from './frenchDates';
import { type InternalPath, paths } from './navigation';
import { practitioner, site } from './site';

const legal = legalFile as Sheet<'legal'>;

/**
 * Legal notice (LCEN art. 1-1, formerly art. 6 III, renumbered by the SREN law of 21 May 2024) and
 * privacy policy (GDPR art. 13) of a French sole trader, as typed data: sections of paragraphs,
 * lists and term/detail pairs that `ui/LegalPage` renders with a table of contents.
 */

// ---------------------------------------------------------------------------------------------
// Types read by ui/LegalPage.

/** A link inside legal copy: to another page of the site, or an address (anchor, mailto, tel, web). */
export type LegalLink =
  | { readonly text: string; readonly to: InternalPath }
  | { readonly text: string; readonly href: string; readonly external?: true };

export type LegalInline = string | LegalLink;
export type LegalRichText = readonly LegalInline[];

export type LegalFact = { readonly term: string; readonly details: LegalRichText };

export type LegalBlock =
  | { readonly kind: 'paragraph'; readonly content: LegalRichText }
  | { readonly kind: 'list'; readonly items: readonly LegalRichText[] }
  | { readonly kind: 'facts'; readonly items: readonly LegalFact[] };

export type LegalSection = {
  /** Anchor of the section, linked from the table of contents. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
};

export type LegalDocument = {
  readonly title: string;
  readonly lead: string;
  readonly updated: { readonly iso: string; readonly label: string };
  readonly sections: readonly LegalSection[];
  /** Where to go next, shown after the last section. */
  readonly related: ReadonlyArray<{ readonly label: string; readonly to: InternalPath }>;
};

export const legalLabels = {
  eyebrow: 'Informations légales',
  toc: 'Sur cette page',
  updated: 'Dernière mise à jour\u00a0:',
  related: 'Pour aller plus loin',
} as const;

// ---------------------------------------------------------------------------------------------
// Small builders that keep the copy below readable.

const paragraph = (...content: LegalInline[]): LegalBlock => ({ kind: 'paragraph', content });
const list = (...items: LegalRichText[]): LegalBlock => ({ kind: 'list', items });
const facts = (...items: Array<[term: string, ...details: LegalInline[]]>): LegalBlock => ({
  kind: 'facts',
  items: items.map(([term, ...details]) => ({ term, details })),
});
const page = (text: string, to: InternalPath): LegalLink => ({ text, to });
const anchor = (text: string, id: string): LegalLink => ({ text, href: `#${id}` });
const web = (text: string, href: string): LegalLink => ({ text, href, external: true });
const mail = (address: string): LegalLink => ({ text: address, href: `mailto:${address}` });

/** `tel:` address of a French number written 0X XX XX XX XX. */
export function telHref(display: string): string {
  return `tel:+33${display.replace(/\D/g, '').replace(/^0/, '')}`;
}

// What the law asks the pages to name (`legal`) is hers: src/data/content/legal.yml, editable at /admin.
const updated = { iso: legal.lastUpdated, label: frenchDate(legal.lastUpdated) };
const publisher = `${practitioner.name} EI`;
const email = mail(practitioner.email);
const phone: LegalLink = { text: practitioner.phone.display, href: `tel:${practitioner.phone.e164}` };

// ---------------------------------------------------------------------------------------------
// Mentions légales.

export const legalNotice: LegalDocument = {
  title: 'Mentions légales',
  lead: `Qui édite ce site, qui l’héberge et à qui vous adresser en cas de désaccord\u00a0: les informations prévues par la loi, en clair.`,
  updated,
  sections: [
    {
      id: 'editrice',
      heading: 'Éditrice du site',
      blocks: [
        paragraph(
          `Le site ${site.name} est édité par une entreprise individuelle, conformément à l’article 1-1 de la loi n°\u00a02004-575 du 21\u00a0juin 2004 pour la confiance dans l’économie numérique (LCEN).`,
        ),
        facts(
          ['Éditrice', publisher],
          ['Statut', 'Entrepreneuse individuelle (EI)'],
          ['Activité', `${practitioner.role}, accompagnement non médical`],
          ['Adresse', legal.address],
          ['Téléphone', phone],
          ['E-mail', email],
          ['SIRET', legal.siret],
          ['TVA', legal.vatLine],
        ),
        paragraph(
          'Pour toute question sur le site ou sur un accompagnement, le plus simple est d’écrire depuis la ',
          page('page Contact', paths.contact),
          '.',
        ),
      ],
    },
    {
      id: 'publication',
      heading: 'Directrice de la publication',
      blocks: [
        paragraph(
          `La directrice de la publication est ${practitioner.name}, en sa qualité d’éditrice du site. Elle est joignable aux coordonnées indiquées ci-dessus.`,
        ),
      ],
    },
    {
      id: 'hebergement',
      heading: 'Hébergement',
      blocks: [
        paragraph('Le site est hébergé par\u00a0:'),
        facts(
          ['Hébergeur', legal.hostName],
          ['Adresse', legal.hostAddress],
          ['Téléphone', { text: legal.hostPhone, href: telHref(legal.hostPhone) }],
        ),
      ],
    },
    {
      id: 'mediation',
      heading: 'Médiation de la consommation',
      blocks: [
        paragraph(
          `Conformément aux articles L611-1 et suivants du Code de la consommation, et notamment à l’article L612-1, vous avez le droit de recourir gratuitement à un médiateur de la consommation pour résoudre à l’amiable un litige qui vous opposerait à ${publisher} au sujet d’une prestation ou d’un achat.`,
        ),
        facts(
          ['Médiateur', legal.mediatorName],
          ['Site internet', web(legal.mediatorWebsite, legal.mediatorWebsite)],
        ),
        paragraph(
          `Avant de saisir le médiateur, adressez d’abord une réclamation écrite à ${publisher}, par e-mail ou par courrier, aux coordonnées ci-dessus. Le médiateur peut ensuite être saisi si le litige n’est pas réglé, dans un délai d’un an à compter de cette réclamation.`,
        ),
      ],
    },
    {
      id: 'propriete-intellectuelle',
      heading: 'Propriété intellectuelle',
      blocks: [
        paragraph(
          `Les textes, les illustrations, le logo et la mise en page de ce site appartiennent à ${practitioner.name}, sauf mention contraire dans les crédits ci-dessous. Ils sont protégés par le Code de la propriété intellectuelle.`,
        ),
        paragraph(
          'Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable est interdite (article L122-4 du Code de la propriété intellectuelle). Partager un lien vers une page du site est, bien sûr, le bienvenu.',
        ),
        paragraph(
          'Les noms Instagram et LinkedIn, ainsi que les autres marques citées, appartiennent à leurs titulaires respectifs.',
        ),
      ],
    },
    {
      id: 'credits',
      heading: 'Crédits',
      blocks: [
        list(
          ['Illustrations\u00a0: créations originales réalisées pour ce site.'],
          [
            'Polices de caractères\u00a0: Fraunces (The Fraunces Project Authors, Undercase Type) et Inter (The Inter Project Authors, Rasmus Andersson), diffusées sous ',
            web('licence SIL Open Font License 1.1', 'https://openfontlicense.org'),
            ' et servies par le site lui-même, sans appel à un service tiers.',
          ],
        ),
      ],
    },
    {
      id: 'responsabilite',
      heading: 'Responsabilité et liens',
      blocks: [
        paragraph(
          'Les informations publiées sur ce site sont d’ordre général. Elles ne remplacent ni l’avis ni le suivi d’une sage-femme ou d’un médecin\u00a0: l’accompagnement proposé est non médical et complète ce suivi, sans s’y substituer.',
        ),
        paragraph(
          'Le site renvoie vers d’autres sites (prise de rendez-vous, inscription au guide, boutique, réseaux sociaux), qui s’ouvrent dans un nouvel onglet. Leur contenu et leurs pratiques relèvent de leurs éditeurs respectifs.',
        ),
      ],
    },
    {
      id: 'donnees-personnelles',
      heading: 'Données personnelles et cookies',
      blocks: [
        paragraph(
          'Ce site ne dépose aucun cookie qui lui soit propre et ne mesure pas son audience. Ce que deviennent les informations envoyées par le formulaire de contact, vos droits et la façon de les exercer sont détaillés dans la ',
          page('politique de confidentialité', paths.privacy),
          '.',
        ),
      ],
    },
    {
      id: 'droit-applicable',
      heading: 'Droit applicable',
      blocks: [
        paragraph(
          'Ces mentions légales sont régies par le droit français. En cas de litige, une solution amiable est toujours recherchée en premier lieu, notamment par la médiation décrite ci-dessus.',
        ),
      ],
    },
  ],
  related: [
    { label: 'Politique de confidentialité', to: paths.privacy },
    { label: 'Me contacter', to: paths.contact },
    { label: 'Retour à l’accueil', to: paths.home },
  ],
};

// ---------------------------------------------------------------------------------------------
// Politique de confidentialité.

/** The feed paragraph depends on how the widget loads: the policy must say what really happens. */
const feedParagraphs: Record<FeedConsent, LegalBlock> = {
  auto: paragraph(
    `La page Services affiche un fil de photos Instagram fourni par ${legal.feedProvider}. Ce fil se charge de lui-même quelques instants après l’ouverture de la page\u00a0: votre navigateur se connecte alors aux serveurs de ce prestataire et d’Instagram (Meta), qui reçoivent votre adresse IP et peuvent lire ou déposer des cookies et autres traceurs, selon leurs propres politiques. Pour l’éviter, vous pouvez bloquer les contenus tiers dans les réglages de votre navigateur, ou suivre le compte directement sur Instagram.`,
  ),
  click: paragraph(
    `La page Services peut afficher un fil de photos Instagram fourni par ${legal.feedProvider}. Rien n’est chargé depuis ses serveurs tant que vous n’avez pas cliqué sur «\u00a0Afficher le fil Instagram\u00a0». Après ce clic, votre navigateur se connecte aux serveurs de ce prestataire et d’Instagram (Meta), qui reçoivent votre adresse IP et peuvent lire ou déposer des cookies et autres traceurs, selon leurs propres politiques. Sans ce clic, aucun contenu tiers n’est chargé.`,
  ),
};

/** The privacy policy, for the feed widget's loading mode (`feedWidget.consent`, src/data/feed.ts). */
export function privacyPolicy(feedConsent: FeedConsent): LegalDocument {
  return {
    title: 'Politique de confidentialité',
    lead: 'Ce site recueille le moins d’informations possible\u00a0: seulement ce que vous choisissez d’écrire, pour vous répondre. Voici ce qu’elles deviennent, qui les reçoit et comment exercer vos droits.',
    updated,
    sections: [
      {
        id: 'responsable',
        heading: 'Responsable du traitement',
        blocks: [
          paragraph(
            `Le responsable du traitement de vos données est ${publisher}, entrepreneuse individuelle, ${legal.address}. Toutes ses coordonnées figurent dans les `,
            page('mentions légales', paths.legalNotice),
            '.',
          ),
          facts(['E-mail', email], ['Téléphone', phone]),
          paragraph(
            `Aucun délégué à la protection des données n’a été désigné, ce qui n’est pas obligatoire pour une activité de cette taille\u00a0: vous vous adressez directement à ${practitioner.name}.`,
          ),
        ],
      },
      {
        id: 'finalites',
        heading: 'À quoi servent vos données',
        blocks: [
          paragraph(
            'Les informations que vous envoyez par le formulaire de contact, par e-mail ou par téléphone servent uniquement à\u00a0:',
          ),
          list(
            ['lire votre message et y répondre\u202f;'],
            ['organiser, si vous le souhaitez, une séance, un atelier ou l’achat d’un produit\u202f;'],
            ['garder le fil de vos échanges, pour vous répondre avec cohérence si vous reprenez contact.'],
          ),
          paragraph(
            'Elles ne sont ni vendues, ni louées, ni utilisées à des fins publicitaires, et ne sont jamais ajoutées à une liste de diffusion sans votre accord.',
          ),
        ],
      },
      {
        id: 'base-legale',
        heading: 'Base légale',
        blocks: [
          paragraph(
            `Répondre à votre message repose sur l’intérêt légitime de ${practitioner.name} à répondre aux personnes qui la contactent (article 6, paragraphe 1, f du RGPD). Lorsque votre message porte sur une prestation que vous envisagez de réserver, le traitement repose sur les mesures précontractuelles prises à votre demande (article 6, paragraphe 1, b du RGPD).`,
          ),
          paragraph(
            'L’inscription au guide gratuit repose sur votre consentement (article 6, paragraphe 1, a du RGPD), que vous pouvez retirer à tout moment.',
          ),
        ],
      },
      {
        id: 'donnees-recueillies',
        heading: 'Données recueillies par le formulaire',
        blocks: [
          facts(
            ['Nom', 'Obligatoire\u00a0: pour savoir à qui répondre.'],
            ['Adresse e-mail', 'Obligatoire\u00a0: pour vous répondre.'],
            ['Téléphone', 'Facultatif\u00a0: si vous préférez un appel.'],
            [
              'Message',
              'Obligatoire\u00a0: votre question ou votre demande, avec les détails que vous choisissez de donner.',
            ],
          ),
          paragraph(
            'Le formulaire contient aussi une case invisible qui sert à écarter les robots\u00a0; elle ne recueille rien sur vous. Le site lui-même ne recueille aucune autre donnée\u00a0: ni mesure d’audience, ni suivi publicitaire. Comme pour toute page web, l’hébergeur et Web3Forms reçoivent techniquement l’adresse IP de votre connexion (voir ',
            anchor('Destinataires et sous-traitants', 'destinataires'),
            ').',
          ),
          paragraph(
            'Merci de ne pas détailler d’informations médicales dans vos messages\u00a0: elles ne sont pas nécessaires pour vous répondre. Si vous choisissez d’en mentionner, elles ne servent qu’à vous répondre, ne sont communiquées à personne et sont supprimées dans les délais indiqués plus bas.',
          ),
        ],
      },
      {
        id: 'destinataires',
        heading: 'Destinataires et sous-traitants',
        blocks: [
          paragraph(
            `Vos messages sont destinés à ${practitioner.name} seule. Pour fonctionner, le site fait appel aux prestataires suivants, chacun pour une tâche précise\u00a0:`,
          ),
          facts(
            [
              'Web3Forms, envoi du formulaire',
              `Reçoit le contenu du formulaire et le transmet par e-mail à ${practitioner.name}, en tant que sous-traitant. Ses serveurs sont situés en dehors de l’Union européenne (voir `,
              anchor('Transferts hors de l’Union européenne', 'transferts'),
              '). ',
              web('Politique de confidentialité (Web3Forms)', 'https://web3forms.com/privacy'),
            ],
            [
              `${legal.hostName}, hébergement du site`,
              'Sert les pages du site. Comme tout hébergeur, il enregistre des journaux techniques (adresse IP, date, page demandée) pour la sécurité et le bon fonctionnement du service. Il ne reçoit pas le contenu du formulaire.',
            ],
            [
              `${legal.feedProvider}, fil Instagram`,
              'Affiche le fil de photos Instagram de la page Services (voir ',
              anchor('Cookies et contenus tiers', 'cookies'),
              '). ',
              web(`Politique de confidentialité (${legal.feedProvider})`, legal.feedProviderPrivacyUrl),
            ],
            [
              `${legal.bookingPlatform}, prise de rendez-vous`,
              `Les boutons «\u00a0Prendre rendez-vous\u00a0» et «\u00a0Réserver ma séance\u00a0» ouvrent une page de réservation hébergée par ${legal.bookingPlatform}. Ce que vous y saisissez (nom, coordonnées, créneau choisi) est traité par cette plateforme pour organiser votre rendez-vous. `,
              web(`Politique de confidentialité (${legal.bookingPlatform})`, legal.bookingPlatformPrivacyUrl),
            ],
            [
              `${legal.newsletterTool}, guide gratuit`,
              `Les liens d’inscription au guide gratuit ouvrent un formulaire hébergé par ${legal.newsletterTool}. Les informations demandées (en général votre prénom et votre adresse e-mail) y sont recueillies avec votre consentement, pour vous envoyer le guide par e-mail puis, si vous l’acceptez, des nouvelles. Chaque envoi contient un lien de désinscription. `,
              web(`Politique de confidentialité (${legal.newsletterTool})`, legal.newsletterToolPrivacyUrl),
            ],
          ),
          paragraph(
            'Les achats de produits se font sur une plateforme de vente externe, et les liens Instagram et LinkedIn mènent vers ces réseaux\u00a0: chacun applique alors sa propre politique de confidentialité.',
          ),
        ],
      },
      {
        id: 'transferts',
        heading: 'Transferts hors de l’Union européenne',
        blocks: [
          paragraph(
            `Les messages envoyés par le formulaire passent par Web3Forms, dont les serveurs sont situés en dehors de l’Union européenne. Ce transfert est encadré par ${legal.transferSafeguards}. Vous pouvez obtenir une copie de ces garanties en écrivant à `,
            email,
            '.',
          ),
          paragraph(
            'Les prestataires du fil Instagram, de la prise de rendez-vous et du guide peuvent eux aussi traiter des données hors de l’Union européenne\u00a0; leurs politiques de confidentialité, liées ci-dessus, précisent où et avec quelles garanties.',
          ),
        ],
      },
      {
        id: 'conservation',
        heading: 'Durée de conservation',
        blocks: [
          facts(
            [
              'Messages',
              'Jusqu’à 3\u00a0ans après votre dernier contact, qu’il ait eu lieu par le formulaire, par e-mail ou par téléphone, puis ils sont supprimés.',
            ],
            [
              'Factures',
              'Si un accompagnement ou un achat a lieu, les factures sont conservées pendant la durée imposée par les obligations comptables et fiscales (10\u00a0ans au plus).',
            ],
            [
              'Brouillon du formulaire',
              'Conservé seulement dans votre navigateur, effacé à la fermeture de l’onglet ou dès l’envoi du message.',
            ],
            [
              'Journaux techniques',
              'Conservés par l’hébergeur pour une durée limitée, aux seules fins de sécurité.',
            ],
          ),
        ],
      },
      {
        id: 'droits',
        heading: 'Vos droits',
        blocks: [
          paragraph(
            'Le RGPD (articles 15 à 21) et la loi Informatique et Libertés du 6\u00a0janvier 1978 vous donnent les droits suivants sur vos données\u00a0:',
          ),
          facts(
            ['Accès', 'Savoir quelles données vous concernant sont conservées, et en obtenir une copie.'],
            ['Rectification', 'Faire corriger des données inexactes ou compléter des données incomplètes.'],
            ['Effacement', 'Faire supprimer vos données.'],
            [
              'Limitation',
              'Faire suspendre l’utilisation de vos données, par exemple le temps de vérifier une contestation.',
            ],
            [
              'Opposition',
              'Vous opposer à tout moment, pour des raisons tenant à votre situation particulière, à un traitement fondé sur l’intérêt légitime.',
            ],
            [
              'Portabilité',
              'Recevoir les données que vous avez fournies dans un format structuré et couramment utilisé, ou les faire transmettre à un autre organisme.',
            ],
            [
              'Directives post-mortem',
              'Définir des directives sur le sort de vos données après votre décès (article 85 de la loi Informatique et Libertés).',
            ],
            [
              'Retrait du consentement',
              'Retirer à tout moment votre consentement lorsque le traitement repose sur lui, comme l’inscription au guide, sans remettre en cause ce qui a été fait auparavant.',
            ],
          ),
        ],
      },
      {
        id: 'exercer-vos-droits',
        heading: 'Exercer vos droits',
        blocks: [
          paragraph(
            'Écrivez à ',
            email,
            `, ou par courrier à ${publisher}, ${legal.address}, en précisant le droit que vous souhaitez exercer. Vous pouvez aussi passer par la `,
            page('page Contact', paths.contact),
            '.',
          ),
          paragraph(
            'Une réponse vous est apportée dans un délai d’un mois à compter de la réception de votre demande. Si la demande est complexe, ce délai peut être prolongé de deux mois\u00a0; la prolongation vous est alors annoncée dans le premier mois. Une pièce d’identité ne vous est demandée qu’en cas de doute raisonnable sur votre identité.',
          ),
        ],
      },
      {
        id: 'cnil',
        heading: 'Réclamation auprès de la CNIL',
        blocks: [
          paragraph(
            'Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL), en ligne sur ',
            web('www.cnil.fr', 'https://www.cnil.fr'),
            ' ou par courrier\u00a0: CNIL, 3\u00a0place de Fontenoy, TSA\u00a080715, 75334 Paris Cedex\u00a007.',
          ),
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies et contenus tiers',
        blocks: [
          paragraph(
            'Le site ne dépose aucun cookie qui lui soit propre\u00a0: pas de mesure d’audience, pas de publicité, pas de bouton de partage qui vous suive de site en site.',
          ),
          paragraph(
            'Pour que vous ne perdiez rien de ce que vous écrivez, le brouillon du formulaire de contact est gardé dans la mémoire de session de votre navigateur (sessionStorage). Il ne quitte pas votre appareil, n’est transmis à personne et s’efface dès la fermeture de l’onglet ou après l’envoi du message. Ce stockage, strictement nécessaire au service que vous utilisez, ne demande pas de consentement (article 82 de la loi Informatique et Libertés).',
          ),
          feedParagraphs[feedConsent],
          paragraph(
            'Les liens vers Instagram, LinkedIn, la prise de rendez-vous, le guide et la boutique mènent vers d’autres sites, qui appliquent leurs propres règles en matière de cookies.',
          ),
        ],
      },
      {
        id: 'decision-automatisee',
        heading: 'Aucune décision automatisée',
        blocks: [
          paragraph(
            `Vos données ne font l’objet d’aucune décision entièrement automatisée ni d’aucun profilage au sens de l’article 22 du RGPD\u00a0: chaque message est lu par ${practitioner.name}, qui y répond elle-même.`,
          ),
        ],
      },
      {
        id: 'securite',
        heading: 'Sécurité',
        blocks: [
          paragraph(
            'Les échanges entre votre navigateur, le site et Web3Forms sont chiffrés (HTTPS). Le site ne charge que les scripts dont il a besoin, et l’accès à la messagerie qui reçoit vos messages est protégé. Cette politique est mise à jour dès qu’un prestataire ou un usage change\u00a0; la date de la dernière mise à jour figure en haut de la page.',
          ),
        ],
      },
    ],
    related: [
      { label: 'Mentions légales', to: paths.legalNotice },
      { label: 'Me contacter', to: paths.contact },
      { label: 'Retour à l’accueil', to: paths.home },
    ],
  };
}
