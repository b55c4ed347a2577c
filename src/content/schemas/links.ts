import * as v from 'valibot';
import { choice, group, line, meta, webAddress } from './rules.ts';

/** A Web3Forms access key: 36 characters, hex digits in five groups (the shape Web3Forms gives). */
const FORM_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A profile's address, or the handle she knows it by: « @camille.naissance » is written
 * https://www.instagram.com/camille.naissance/ for the site.
 */
const profileAddress = (label: string, host: string, path: string, example: string) =>
  v.pipe(
    v.string(`une adresse web (${label})`),
    v.trim(),
    v.transform((typed) =>
      /^@?[\w.-]+$/.test(typed) ? `https://www.${host}/${path}${typed.replace(/^@/, '')}/` : typed,
    ),
    v.regex(
      new RegExp(`^https://(www\\.)?${host.replace('.', '\\.')}/${path}[\\w.-]+/?$`),
      `«\u00a0${label}\u00a0»\u00a0: l’adresse de votre profil, ${example}`,
    ),
    v.metadata(meta(label, `Son adresse, ${example}, ou seulement votre nom de compte`)),
  );

/**
 * Her site's own address and the services it sends visitors to (src/content/links.yml): what
 * she gives once before going live. A developer may override the first four per deployment
 * (pipeline/content/envSchema.ts, README "Go live").
 */
export const linksSchema = v.strictObject({
  siteUrl: v.pipe(
    v.string('une adresse web (Adresse du site)'),
    v.trim(),
    v.regex(
      /^https:\/\/[^\s/]+\.[^\s/]+\/?$/,
      '«\u00a0Adresse du site\u00a0»\u00a0: l’adresse seule, sans page, par exemple https://www.cesarienne-sereine.fr',
    ),
    v.metadata(
      meta(
        'Adresse du site',
        'Celle où le site est en ligne, par exemple https://www.cesarienne-sereine.fr\u00a0: les moteurs de recherche et les partages la reprennent',
      ),
    ),
  ),
  bookingUrl: webAddress(
    'Page de prise de rendez-vous',
    'Votre agenda en ligne (Calendly, Cal.com, Doctolib…)\u00a0: le premier échange gratuit s’y réserve, et chaque prestation qui n’a pas sa propre page («\u00a0Prestations\u00a0: durées et tarifs\u00a0»)',
  ),
  guideUrl: webAddress(
    'Inscription au guide gratuit',
    'La page de votre outil d’inscription où une maman laisse son adresse pour recevoir le guide',
  ),
  formKey: v.pipe(
    v.string('une clé (Clé du formulaire de contact)'),
    v.trim(),
    v.regex(
      FORM_KEY_PATTERN,
      '«\u00a0Clé du formulaire de contact\u00a0»\u00a0: la clé reçue de Web3Forms, 36 caractères, par exemple 3f2a9c1e-8b4d-4e6f-a1b2-c3d4e5f6a7b8',
    ),
    v.metadata(
      meta(
        'Clé du formulaire de contact',
        'Sur web3forms.com, écrivez l’adresse e-mail où recevoir les messages dans «\u00a0Create your Access Key\u00a0»\u00a0: la clé arrive par e-mail. Copiez-la ici. Elle n’est pas secrète, elle dit seulement à qui envoyer vos messages.',
      ),
    ),
  ),
  instagram: profileAddress(
    'Votre compte Instagram',
    'instagram.com',
    '',
    'https://www.instagram.com/votre.compte',
  ),
  linkedin: profileAddress(
    'Votre profil LinkedIn',
    'linkedin.com',
    'in/',
    'https://www.linkedin.com/in/votre-nom',
  ),
  feed: group(
    'Fil Instagram de la page Services',
    {
      scriptUrl: webAddress(
        'Adresse donnée par le service du fil',
        'Le service qui affiche votre fil Instagram vous donne une adresse qui commence par https://\u00a0: copiez-la ici telle quelle',
      ),
      widgetId: line('Numéro de votre fil', 'Donné par ce même service, avec l’adresse ci-dessus', 80),
      // docs/product.md D10: the spec's behaviour, or nothing third-party before the visitor's click.
      mode: choice(
        'Fil Instagram',
        ['auto', 'click'],
        'Votre page «\u00a0Confidentialité\u00a0» suit ce choix',
        {
          auto: 'S’affiche de lui-même\u00a0: il se charge peu après l’ouverture de la page, et le service peut alors déposer des cookies sans rien demander',
          click:
            'Après un clic de la visiteuse\u00a0: rien ne se charge avant qu’elle clique sur «\u00a0Afficher le fil Instagram\u00a0», ce que recommande la CNIL',
        },
      ),
    },
    'Le service qui affiche vos dernières publications Instagram (nommez-le aussi dans «\u00a0Mentions légales\u00a0»)',
  ),
});
