import cabinetFile from '../content/cabinet.yml';
import { FIRST_EXCHANGE_PLACEHOLDER } from '../content/placeholders';
import type { Sheet } from '../content/schema';

const cabinet = cabinetFile as Sheet<'cabinet'>;

/**
 * The free first exchange, told from her coordinates (src/content/cabinet.yml, editable at /admin):
 * how long it lasts and how it is held are hers to change; that it is free and without commitment is
 * the site's promise (docs/product.md §9).
 */
const { durationMinutes, channel } = cabinet.firstExchange;

/** « 20 minutes par téléphone » */
export const firstExchangeFacts = `${durationMinutes}\u00a0minutes ${channel}`;

/** « Premier échange gratuit de 20 minutes, par téléphone, sans engagement » */
export const firstExchangeLine = `Premier échange gratuit de ${durationMinutes}\u00a0minutes, ${channel}, sans engagement`;

/** « Le premier échange, 20 minutes par téléphone, est gratuit et sans engagement. » */
export const firstExchangeSentence = `Le premier échange, ${firstExchangeFacts}, est gratuit et sans engagement.`;

/** Her text with {premier échange} written out: « 20 minutes par téléphone ». */
export const withFirstExchange = (text: string): string =>
  text.replace(FIRST_EXCHANGE_PLACEHOLDER, firstExchangeFacts);

/** What whoever has decided does, per rule (services.yml `firstExchange`), after the service's title. */
const decidedWords = {
  included: 'se réserve directement, le premier échange compris',
  separate: 'se réserve directement, sans le premier échange',
  required: 'se réserve après le premier échange, toujours',
} as const;

/**
 * Where to begin, for every service in one answer (the FAQ and the terms of sale say it so, the blocks
 * and dialogs service by service, src/data/services.ts): « Si vous hésitez encore, commencez par le
 * premier échange gratuit… Si votre choix est fait : « Atelier de portage » se réserve directement… ».
 */
export function firstExchangeLadder(
  services: readonly { title: string; firstExchange: keyof typeof decidedWords }[],
): string {
  const decided = services
    .map(({ title, firstExchange }) => `«\u00a0${title}\u00a0» ${decidedWords[firstExchange]}`)
    .join('\u202f; ');
  return `Si vous hésitez encore, commencez par le premier échange gratuit, ${firstExchangeFacts}, sans engagement\u00a0: nous voyons ensemble ce qui vous convient. Si votre choix est fait\u00a0: ${decided}.`;
}
