import { availabilityRows, closureText } from './contact';

// Her hours and closures (cabinet.yml) as the contact page words them.
describe('facts derived from the content: the hours and the closures', () => {
  it('the hours in words follow the week, whatever order the days are picked in, « et » before the last', () => {
    expect(
      availabilityRows([{ days: ['vendredi', 'lundi', 'mardi', 'jeudi'], opens: '09:00', closes: '16:00' }]),
    ).toEqual([
      { days: 'Lundi, mardi, jeudi et vendredi', hours: '9\u00a0h\u00a0–\u00a016\u00a0h' },
      { days: 'Mercredi, samedi et dimanche', hours: 'Repos' },
    ]);
    const everyDay = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
    expect(availabilityRows([{ days: everyDay, opens: '10:30', closes: '19:00' }])).toEqual([
      {
        days: 'Lundi, mardi, mercredi, jeudi, vendredi, samedi et dimanche',
        hours: '10\u00a0h\u00a030\u00a0–\u00a019\u00a0h',
      },
    ]);
    expect(availabilityRows([{ days: ['samedi', 'dimanche'], opens: '08:15', closes: '12:45' }])).toEqual([
      { days: 'Samedi et dimanche', hours: '8\u00a0h\u00a015\u00a0–\u00a012\u00a0h\u00a045' },
      { days: 'Lundi, mardi, mercredi, jeudi et vendredi', hours: 'Repos' },
    ]);
    expect(availabilityRows([{ days: ['mercredi'], opens: '14:00', closes: '18:30' }])[0]).toEqual({
      days: 'Mercredi',
      hours: '14\u00a0h\u00a0–\u00a018\u00a0h\u00a030',
    });
  });

  it('her hours may differ by day: a row per group of days, in the order of the week', () => {
    expect(
      availabilityRows([
        { days: ['samedi'], opens: '09:00', closes: '12:00' },
        { days: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi'], opens: '09:00', closes: '18:00' },
      ]),
    ).toEqual([
      { days: 'Lundi, mardi, mercredi, jeudi et vendredi', hours: '9\u00a0h\u00a0–\u00a018\u00a0h' },
      { days: 'Samedi', hours: '9\u00a0h\u00a0–\u00a012\u00a0h' },
      { days: 'Dimanche', hours: 'Repos' },
    ]);
  });

  it('a closure in words says no more than it needs', () => {
    expect(closureText({ from: '2027-05-01', to: '2027-05-01' })).toBe('Fermé le samedi 1er mai 2027');
    expect(closureText({ from: '2026-12-21', to: '2026-12-23' })).toBe(
      'Fermé du lundi 21 au mercredi 23 décembre 2026',
    );
    expect(closureText({ from: '2026-11-30', to: '2026-12-02' })).toBe(
      'Fermé du lundi 30 novembre au mercredi 2 décembre 2026',
    );
    expect(closureText({ from: '2026-12-21', to: '2027-01-03' })).toBe(
      'Fermé du lundi 21 décembre 2026 au dimanche 3 janvier 2027',
    );
  });
});
