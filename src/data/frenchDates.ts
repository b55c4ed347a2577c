/**
 * Dates in French words, read from the ISO date itself ("2026-12-21"): the same on the server and in
 * the browser, whatever the time zone, and without an `Intl.DateTimeFormat` (its locale data is slow
 * to load on a phone).
 */

import { weekDayOf } from '../content/weekDays';

const monthNames = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/** "2027-05-01" → { day: '1er', month: 'mai', year: 2027, weekDay: 'samedi' } */
export function calendarDay(isoDate: string) {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return {
    day: day === 1 ? '1er' : String(day),
    month: monthNames[month - 1] ?? '',
    year,
    weekDay: weekDayOf(new Date(Date.UTC(year, month - 1, day)).getUTCDay()),
  };
}

/** "2026-11" → "novembre 2026" */
export function frenchMonth(isoMonth: string): string {
  const [year, month] = isoMonth.split('-').map(Number) as [number, number];
  return `${monthNames[month - 1] ?? ''} ${year}`;
}

/** "22 novembre 2026", "1er janvier 2027" */
export function frenchDate(isoDate: string): string {
  const { day, month, year } = calendarDay(isoDate);
  return `${day} ${month} ${year}`;
}
