/** The days of the week as the content files write them, in week order (no schema: pages load it). */
export const weekDays = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
export type WeekDay = (typeof weekDays)[number];

/** The same days as schema.org names them, in the same order (for the structured data). */
const schemaOrgNames = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** "lundi" → "Monday". */
export const schemaOrgDay = (day: WeekDay): string => schemaOrgNames[weekDays.indexOf(day)] ?? '';

/** The day of the week a `Date.getUTCDay()` gives (0 is Sunday). */
export const weekDayOf = (utcDay: number): WeekDay => weekDays[(utcDay + 6) % 7] ?? 'lundi';
