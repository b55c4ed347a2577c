import { findPlaceholders, placeholderWarning } from './placeholders.mjs';

describe('placeholders left in a build', () => {
  it('finds each demo value once, with the files that carry it', () => {
    const found = findPlaceholders([
      {
        name: 'index.html',
        text: '<a href="https://booking.example.com/cesarienne-sereine">x</a> <a href="tel:+33639981234">06 39 98 12 34</a>',
      },
      {
        name: 'assets/contact.js',
        text: 'access_key:"00000000-0000-4000-8000-000000000000",src:"https://booking.example.com/cesarienne-sereine"',
      },
      { name: 'mentions-legales.html', text: 'SIRET : 000 000 000 00000 — Hébergeur Exemple SAS' },
      {
        name: 'services.html',
        text: 'data-widget-id="VOTRE-ID-DE-WIDGET" src="https://widgets.example.com/embed.js"',
      },
    ]);
    const byValue = Object.fromEntries(found.map((entry) => [entry.value, entry.files]));
    expect(byValue['booking.example.com']).toEqual(['assets/contact.js', 'index.html']);
    expect(byValue['00000000-0000-4000-8000-000000000000']).toEqual(['assets/contact.js']);
    expect(byValue['VOTRE-ID-DE-WIDGET']).toEqual(['services.html']);
    expect(byValue['widgets.example.com']).toEqual(['services.html']);
    expect(found.find((entry) => entry.value === 'booking.example.com')?.what).toBe(
      'page de réservation (VITE_BOOKING_URL)',
    );
    expect(byValue['000 000 000 00000']).toEqual(['mentions-legales.html']);
    expect(byValue['06 39 98 12 34']).toEqual(['index.html']);
    expect(byValue['+33639981234']).toEqual(['index.html']);
    expect(byValue['Hébergeur Exemple SAS']).toEqual(['mentions-legales.html']);
  });

  it('finds nothing in an owner’s real values, and then prints nothing', () => {
    const found = findPlaceholders([
      {
        name: 'index.html',
        text: '<a href="https://calendly.com/camille">x</a> 05 59 24 12 34 contact@cesarienne-sereine.fr SIRET 812 345 678 00019',
      },
      // Minified code reads properties called `invalid`: not a host.
      { name: 'assets/router.js', text: 'if(n.invalid)return;e.invalid=!0' },
    ]);
    expect(found).toEqual([]);
    expect(placeholderWarning(found)).toBeNull();
  });

  it('frames the warning so a build log cannot hide it', () => {
    const warning = placeholderWarning(findPlaceholders([{ name: 'a.html', text: 'VOTRE-ID-DE-WIDGET' }]));
    expect(warning).toContain('ATTENTION : ce site contient encore des valeurs de démonstration (1).');
    expect(warning).toContain(
      'identifiant du widget du fil Instagram (src/data/feed.ts) : VOTRE-ID-DE-WIDGET',
    );
  });
});
