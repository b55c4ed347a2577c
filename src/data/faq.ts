import { pricesInWords, serviceOffers } from './serviceOffers';

/** The services page's FAQ (docs/product.md D2.3): the questions visitors really ask. */

export type FaqEntry = { question: string; answer: string };

export const faq = {
  title: 'Questions fréquentes',
  intro: 'Les questions que l’on me pose le plus souvent. La vôtre n’y est pas\u202f?',
  contactLabel: 'Écrivez-moi',
  entries: [
    {
      question: 'Combien coûte un accompagnement\u202f?',
      answer: `${serviceOffers.map((service) => `${service.title}\u00a0: ${pricesInWords(service)}`).join('\u202f; ')}. Le premier échange est toujours gratuit et sans engagement\u00a0: il nous permet de voir ensemble ce dont vous avez besoin.`,
    },
    {
      question: 'À quel moment faut-il commencer, avant ou après la naissance\u202f?',
      answer:
        'Idéalement au troisième trimestre, quand la date approche et que les questions se précisent. Mais il n’est jamais trop tard\u00a0: certaines mamans me contactent dès qu’une césarienne est évoquée, d’autres plusieurs semaines ou plusieurs mois après la naissance.',
    },
    {
      question: 'Ma césarienne s’est faite en urgence. Cet accompagnement est-il aussi pour moi\u202f?',
      answer:
        'Oui, tout à fait. Une césarienne non prévue laisse souvent beaucoup de questions, et parfois le sentiment d’une naissance «\u00a0volée\u00a0». Nous prenons le temps de revenir sur votre vécu, à votre rythme, et de préparer la suite\u00a0: le lien avec bébé, le retour à la maison, une future grossesse.',
    },
    {
      question: 'Les séances peuvent-elles se faire à distance\u202f?',
      answer:
        'Oui. Ma Césarienne en Confiance se déroule par appel téléphonique, où que vous soyez, et l’atelier de portage existe en ligne. Le rituel de bain et l’atelier en présentiel ont lieu chez vous, à Biarritz et au Pays basque.',
    },
    {
      question: 'Quelle différence avec le suivi d’une sage-femme\u202f?',
      answer:
        'Votre sage-femme et votre médecin assurent le suivi médical de votre grossesse et de votre césarienne. Mon rôle est complémentaire\u00a0: je vous écoute, je vous informe et je vous aide à vous préparer, concrètement et émotionnellement. Je ne pose aucun diagnostic et je ne remplace jamais leur avis.',
    },
    {
      question: 'Le co-parent peut-il participer\u202f?',
      answer:
        'Oui, et c’est même conseillé. Le jour de la césarienne, c’est souvent lui ou elle qui portera votre projet de naissance auprès de l’équipe\u00a0: le préparer aussi vous rassurera tous les deux.',
    },
    {
      question: 'Comment annuler ou déplacer une séance\u202f?',
      answer:
        'Prévenez-moi au moins 48\u00a0heures à l’avance, par téléphone, par e-mail ou depuis le lien de réservation\u00a0: la séance est déplacée sans frais. Et si bébé décide d’arriver plus tôt que prévu, nous trouvons simplement une autre date.',
    },
  ] satisfies readonly FaqEntry[],
} as const;
