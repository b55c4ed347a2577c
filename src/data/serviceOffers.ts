import type { Sheet } from '../content/schema';
import { type ServiceId, type ServiceTone, serviceIds, serviceKeys } from '../content/serviceKeys';
import servicesContentFile from '../content/services.yml';
import { formatEuros } from './money';

const servicesContent = servicesContentFile as Sheet<'services'>;

/** included, separate or required (src/content/schemas/services.ts). */
export type FirstExchangeRule = Sheet<'services'>[ServiceId]['firstExchange'];

/**
 * What each service is, in facts: its name, tone, duration, formats and prices, and what comes with
 * it. Written once (the practitioner's content file, editable at /admin): the services page, its dialogs, the home cards, the FAQ and the structured data
 * all read them (src/data/services.ts adds the longer copy). Small on purpose: the home page loads it.
 * Its keys and page order are serviceKeys.ts's; her names and prices are her file's.
 */

export { type ServiceId, type ServiceTone, serviceIds } from '../content/serviceKeys';

/** One way a service is given ("Par téléphone", "En ligne"…), with its own price in euros. */
type ServiceFormat = { label: string; price: number };

export type ServiceOffer = {
  id: ServiceId;
  title: string;
  /** The palette family it is drawn in. */
  tone: ServiceTone;
  durationMinutes: number;
  /** Every way the service is given and its price: one price per format. */
  formats: readonly ServiceFormat[];
  /** What one price buys ("la séance", "l’atelier"…), read after the price. */
  priceUnit: string;
  /** Extra included or optional item, shown with the facts; says whether it costs more. */
  option: string;
  /** Her own booking page for it; empty: the general one (services.ts resolves it). */
  bookingUrl: string;
  /** What a mother who has decided may do: book directly (the free first exchange included or not), or not. */
  firstExchange: FirstExchangeRule;
  /** Her line on how soon a slot comes, shown by the booking buttons; empty: nothing. */
  availability: string;
  /** Her page to offer it as a gift; empty: no « Offrir » link. */
  giftUrl: string;
};

/** In page order; the facts come from the practitioner's file (src/content/services.yml). */
export const serviceOffers: readonly ServiceOffer[] = serviceIds.map((id) => ({
  id,
  tone: serviceKeys[id].tone,
  ...servicesContent[id],
}));

/**
 * Each service's name as she last wrote it (services.yml), by its key: what her editor offers where she
 * picks a service (an article's « Prestation liée »), so a renamed service is offered by its new name.
 */
export const serviceNames: Readonly<Record<ServiceId, string>> = Object.fromEntries(
  serviceOffers.map(({ id, title }) => [id, title]),
) as Record<ServiceId, string>;

/** The offer with this id (every id of `serviceIds` has one). */
export function serviceOfferById(id: ServiceId): ServiceOffer {
  const offer = serviceOffers.find((candidate) => candidate.id === id);
  if (!offer) throw new Error(`Unknown service: ${id}`);
  return offer;
}

/** A duration as French readers expect it: "1\u00a0h", "1\u00a0h\u00a030", "45\u00a0min". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}\u00a0min`;
  return rest === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${String(rest).padStart(2, '0')}`;
}

/** "a", "a ou b", "a, b ou c". */
function listWithOr(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ou ${items.at(-1)}`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The formats in words: "Par téléphone"; "En ligne, en petit groupe ou chez vous". */
export function formatsInWords(formats: readonly ServiceFormat[]): string {
  return listWithOr(formats.map((format, index) => (index === 0 ? format.label : lowerFirst(format.label))));
}

/**
 * The prices in words: "50\u00a0€ la séance, par téléphone"; "25\u00a0€ en ligne, 30\u00a0€ en
 * petit groupe ou 80\u00a0€ chez vous".
 */
export function pricesInWords(service: ServiceOffer): string {
  const [single] = service.formats;
  if (service.formats.length === 1 && single)
    return `${formatEuros(single.price)} ${service.priceUnit}, ${lowerFirst(single.label)}`;
  return listWithOr(
    service.formats.map((format) => `${formatEuros(format.price)} ${lowerFirst(format.label)}`),
  );
}

/** The lowest price: "dès 25\u00a0€" when the formats differ, "50\u00a0€" otherwise. */
export function startingPrice(service: ServiceOffer): string {
  const prices = service.formats.map((format) => format.price);
  const lowest = formatEuros(Math.min(...prices));
  return new Set(prices).size > 1 ? `dès ${lowest}` : lowest;
}
