import faqContentFile from '../content/faq.yml';
import { PRICES_PLACEHOLDER } from '../content/placeholders';
import type { Sheet } from '../content/schema';
import { firstExchangeLadder, withFirstExchange } from './firstExchange';
import { pricesInWords, serviceOffers } from './serviceOffers';

/** The services page's FAQ (docs/product.md D2.3): the questions visitors really ask. */

export type FaqEntry = { question: string; answer: string };

/** Every service's name and prices in words, one after the other. */
const everyPriceInWords = serviceOffers
  .map((service) => `${service.title}\u00a0: ${pricesInWords(service)}`)
  .join('\u202f; ');

/** The FAQ's question on where to begin, answered from her services' rules. */
export const firstExchangeQuestion = 'Par quoi commencer\u00a0: le premier échange ou la réservation\u202f?';

const herEntries = (faqContentFile as Sheet<'faq'>).entries.map(
  (entry): FaqEntry => ({
    ...entry,
    answer: withFirstExchange(entry.answer.replace(PRICES_PLACEHOLDER, everyPriceInWords)),
  }),
);

export const faq = {
  title: 'Questions fréquentes',
  intro: 'Les questions que l’on me pose le plus souvent. La vôtre n’y est pas\u202f?',
  contactLabel: 'Écrivez-moi',
  /**
   * From the practitioner's file (src/content/faq.yml, editable at /admin), where `{tarifs}` in an
   * answer stands for every service's prices, in words, and `{premier échange}` for the first exchange's
   * length and channel.
   */
  entries: herEntries.flatMap((entry, index) =>
    // Second, after the prices: where to begin, from each service's rule (services.yml), in the words
    // of its block and dialog.
    index === 0
      ? [entry, { question: firstExchangeQuestion, answer: firstExchangeLadder(serviceOffers) }]
      : [entry],
  ),
} as const;
