import * as v from 'valibot';
import { calendarDate, line, meta, phoneNumber, webAddress } from './rules.ts';

/**
 * What the law asks the legal pages to name (src/content/legal.yml): her business, the host,
 * the consumer mediator, the services that receive visitors' data. The pages' text is
 * legalTexts.yml, which names these fields ({siret}).
 */
export const legalSchema = v.strictObject({
  lastUpdated: calendarDate('Date de dernière mise à jour'),
  address: line(
    'Adresse de l’entreprise',
    'Domicile ou domiciliation, telle qu’inscrite au Registre national des entreprises',
    200,
  ),
  // Typed as she reads it, with or without spaces (12345678900012, 123 456 789 00012): the site writes
  // it 123 456 789 00012.
  siret: v.pipe(
    v.string('un numéro SIRET'),
    v.transform((typed) => typed.replace(/[\s\u00a0\u202f.]/g, '')),
    v.regex(/^\d{14}$/, '«\u00a0SIRET\u00a0»\u00a0: 14 chiffres, par exemple 123 456 789 00012'),
    v.transform(
      (digits) => `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}`,
    ),
    v.metadata(meta('SIRET', '14 chiffres, sur l’avis de situation Insee, avec ou sans espaces')),
  ),
  vatLine: line(
    'Mention de TVA',
    'À garder tant que l’activité relève de la franchise en base\u202f; sinon, votre numéro de TVA intracommunautaire',
    200,
  ),
  hostName: line('Hébergeur', 'Nom ou raison sociale de celui qui sert les pages du site'),
  hostAddress: line(
    'Adresse de l’hébergeur',
    'Son siège, tel qu’il l’indique dans ses propres mentions légales',
    200,
  ),
  hostPhone: phoneNumber('Téléphone de l’hébergeur'),
  mediatorName: line(
    'Médiateur de la consommation',
    'Celui auquel vous avez adhéré (liste officielle\u00a0: economie.gouv.fr/mediation-conso)',
  ),
  mediatorWebsite: webAddress('Site du médiateur', 'Où une cliente peut le saisir en ligne'),
  transferSafeguards: line(
    'Garantie des envois hors Union européenne',
    'Ce qui encadre l’envoi des messages à Web3Forms (clauses contractuelles types, ou Data Privacy Framework)\u00a0: à vérifier dans ses conditions',
    300,
  ),
  feedProvider: line('Fournisseur du fil Instagram', 'Le service qui affiche votre fil sur la page Services'),
  feedProviderPrivacyUrl: webAddress('Politique de confidentialité du fil Instagram'),
  bookingPlatform: line('Plateforme de rendez-vous', 'Celle où mène «\u00a0Prendre rendez-vous\u00a0»'),
  bookingPlatformPrivacyUrl: webAddress('Politique de confidentialité de la plateforme'),
  newsletterTool: line(
    'Outil d’inscription au guide',
    'Celui qui recueille les inscriptions au guide gratuit',
  ),
  newsletterToolPrivacyUrl: webAddress('Politique de confidentialité de l’outil d’inscription au guide'),
});
