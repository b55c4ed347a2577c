import fc from 'fast-check';
import { calendarDay, frenchDate, frenchMonth } from './frenchDates';

describe('dates in French words', () => {
  it('agree with the French date formatter on every day, the first of the month written 1er', () => {
    const reference = new Intl.DateTimeFormat('fr-FR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const { weekDay } = calendarDay(iso);
          expect(`${weekDay} ${frenchDate(iso)}`).toBe(
            reference.format(new Date(`${iso}T00:00:00Z`)).replace(/ 1 /, ' 1er '),
          );
        },
      ),
    );
  });

  it('are the same whatever the time zone', () => {
    expect(frenchDate('2026-11-22')).toBe('22 novembre 2026');
    expect(frenchDate('2027-01-01')).toBe('1er janvier 2027');
    expect(frenchDate('2028-08-09')).toBe('9 août 2028');
  });
});

describe('frenchMonth', () => {
  it('says a testimonial’s month and year in words', () => {
    expect(frenchMonth('2026-11')).toBe('novembre 2026');
    expect(frenchMonth('2027-01')).toBe('janvier 2027');
    expect(frenchMonth('2026-08')).toBe('août 2026');
  });
});
