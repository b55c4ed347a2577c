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
const firstExchangeFacts = `${durationMinutes}\u00a0minutes ${channel}`;

/** « Premier échange gratuit de 20 minutes, par téléphone, sans engagement » */
export const firstExchangeLine = `Premier échange gratuit de ${durationMinutes}\u00a0minutes, ${channel}, sans engagement`;

/** « Le premier échange, 20 minutes par téléphone, est gratuit et sans engagement. » */
export const firstExchangeSentence = `Le premier échange, ${firstExchangeFacts}, est gratuit et sans engagement.`;

/** Her text with {premier échange} written out: « 20 minutes par téléphone ». */
export const withFirstExchange = (text: string): string =>
  text.replace(FIRST_EXCHANGE_PLACEHOLDER, firstExchangeFacts);
