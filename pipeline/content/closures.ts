// Her closures (« Fermé du … au … », src/content/cabinet.yml): one that has ended leaves the site at
// the next build, so she need not remove it.
import type { Content } from '../../src/content/schema.ts';

/** The day it is in France, written 2026-12-24. */
export const franceToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

/** The cabinet with only the closures that have not ended by `today`. */
export const withOpenClosures = (cabinet: Content<'cabinet'>, today: string): Content<'cabinet'> => ({
  ...cabinet,
  closures: cabinet.closures.filter(({ to }) => to >= today),
});
