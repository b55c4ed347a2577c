import {
  launchReport,
  liveBuild,
  sheetPlaceholders,
  sheetReminders,
  shippedPlaceholders,
} from './demoValues';
import source from './demoValues.ts?raw';
import { serviceTitlesIn } from './schemas/rules';

/** Her three services as her sheet names them (today's sheets themselves: src/server/sheets.test.ts). */
const services = {
  'cesarienne-confiance': { title: 'Ma Césarienne en Confiance' },
  'atelier-portage': { title: 'Atelier de portage' },
  'bain-enveloppe': { title: 'Rituel de Bain Enveloppé' },
};
const titles = serviceTitlesIn(services);

describe('demo values left in her sheets', () => {
  it('names each one by its sheet and field, as her editor shows them', () => {
    const found = sheetPlaceholders(
      {
        cabinet: { email: 'bonjour@example.com', phone: '06 39 98 12 34', name: 'Camille Durand' },
        legal: {
          siret: '000 000 000 00000',
          hostName: 'Hébergeur Exemple SAS',
          vatLine: 'TVA non applicable',
        },
        links: { bookingUrl: 'https://booking.example.com/rdv', feed: { widgetId: 'VOTRE-ID-DE-WIDGET' } },
        products: {
          items: [{ purchaseLink: 'https://shop.fr/a' }, { purchaseLink: 'https://boutique.example.com/b' }],
        },
      },
      titles,
    );
    expect(found.map(({ where, value }) => `${where} : ${value}`.replace(/\s/g, ' '))).toEqual([
      '« Coordonnées et disponibilités » › « E-mail » : bonjour@example.com',
      '« Coordonnées et disponibilités » › « Téléphone » : 06 39 98 12 34',
      '« Coordonnées et disponibilités » › « Votre nom » : Camille Durand',
      '« Adresses du site et services en ligne » › « Page de prise de rendez-vous » : https://booking.example.com/rdv',
      '« Adresses du site et services en ligne » › Fil Instagram de la page Services › « Numéro de votre fil » : VOTRE-ID-DE-WIDGET',
      '« Boutique : vos produits » › Produits n° 2 › « Lien du bouton Commander » : https://boutique.example.com/b',
      '« Mentions légales » › « SIRET » : 000 000 000 00000',
      '« Mentions légales » › « Hébergeur » : Hébergeur Exemple SAS',
    ]);
    expect(found[5]?.path).toEqual(['items', 1, 'purchaseLink']);
  });

  it('marks the fields a deployment variable sets, and leaves them out of what the build reports', () => {
    const found = sheetPlaceholders({ links: { bookingUrl: 'https://booking.example.com/rdv' } }, titles, [
      'links.bookingUrl',
    ]);
    expect(found).toMatchObject([{ overridden: true }]);
    expect(launchReport(found)).toEqual([]);
  });

  it('names the demo profiles, which neither network gives anyone (a hyphen on Instagram, an underscore on LinkedIn)', () => {
    const found = sheetPlaceholders(
      {
        links: {
          instagram: 'https://www.instagram.com/votre-compte',
          linkedin: 'https://www.linkedin.com/in/votre_profil',
        },
      },
      titles,
    );
    expect(found.map((entry) => entry.value)).toEqual([
      'https://www.instagram.com/votre-compte',
      'https://www.linkedin.com/in/votre_profil',
    ]);
    expect(
      sheetPlaceholders({ links: { instagram: 'https://www.instagram.com/votre.compte.bebe/' } }, titles),
    ).toEqual([]);
  });

  it('leaves a testimonial, a story and a name she wrote herself, even near the demo’s', () => {
    expect(
      sheetPlaceholders(
        {
          cabinet: { name: 'Camille Durand-Etchart' },
          home: { story: { paragraphs: ['Mon premier enfant est né par césarienne, un matin de mai.'] } },
          testimonials: {
            items: [
              { name: 'Sarah', month: '2026-10', text: 'J’avais peur, et tout s’est bien passé.', rating: 5 },
            ],
          },
        },
        titles,
      ),
    ).toEqual([]);
    // The demo's words typed again, apostrophes and spaces aside, are still the demo's.
    expect(
      sheetPlaceholders(
        {
          testimonials: {
            items: [{ text: "J'avais une peur panique de ma césarienne programmée. Et puis…" }],
          },
        },
        titles,
      ),
    ).toHaveLength(1);
  });

  it('finds none in an owner’s real values', () => {
    expect(
      sheetPlaceholders(
        {
          cabinet: { email: 'contact@cesarienne-sereine.fr', phone: '05 59 24 12 34' },
          legal: {
            siret: '812 345 678 00019',
            address: '12 rue Gambetta, 64200 Biarritz',
            note: 'Par exemple',
          },
          links: {
            formKey: '3f2a9c1e-8b4d-4e6f-a1b2-c3d4e5f6a7b8',
            instagram: 'https://www.instagram.com/camille/',
          },
        },
        titles,
      ),
    ).toEqual([]);
  });
});

describe('demo values left in the built files', () => {
  it('finds each demo value once, with the files that carry it', () => {
    const found = shippedPlaceholders([
      {
        name: 'index.html',
        text: '<a href="https://booking.example.com/cesarienne-sereine">x</a> <a href="tel:+33639981234">06 39 98 12 34</a>',
      },
      {
        name: 'assets/contact.js',
        text: 'access_key:"00000000-0000-4000-8000-000000000000",src:"https://booking.example.com/cesarienne-sereine"',
      },
      { name: 'mentions-legales.html', text: 'SIRET : 000 000 000 00000 — Hébergeur Exemple SAS' },
      { name: 'admin/editor.js', text: 'backend:{name:"github",repo:"proprietaire/cesarienne-sereine"}' },
    ]);
    const byValue = Object.fromEntries(found.map((entry) => [entry.value, entry.files]));
    expect(byValue['booking.example.com']).toEqual(['assets/contact.js', 'index.html']);
    expect(byValue['00000000-0000-4000-8000-000000000000']).toEqual(['assets/contact.js']);
    expect(byValue['000 000 000 00000']).toEqual(['mentions-legales.html']);
    expect(byValue['06 39 98 12 34']).toEqual(['index.html']);
    expect(byValue['+33639981234']).toEqual(['index.html']);
    expect(byValue['Hébergeur Exemple SAS']).toEqual(['mentions-legales.html']);
    expect(found.filter((entry) => entry.editorOnly).map((entry) => entry.value)).toEqual([
      'proprietaire/cesarienne-sereine',
    ]);
  });

  it('finds nothing in real values, nor in minified code, nor in its own patterns', () => {
    expect(
      shippedPlaceholders([
        {
          name: 'index.html',
          text: '<a href="https://calendly.com/camille">x</a> 05 59 24 12 34 contact@cesarienne-sereine.fr SIRET 812 345 678 00019',
        },
        // Minified code reads properties called `invalid`: not a host.
        { name: 'assets/router.js', text: 'if(n.invalid)return;e.invalid=!0' },
        // The editor's script carries the patterns.
        {
          name: 'admin/editor.js',
          text: source.slice(
            source.indexOf('const placeholderPatterns'),
            source.indexOf('/** The demo values in a text'),
          ),
        },
      ]),
    ).toEqual([]);
  });

  it('reports what no sheet explains after the sheets, with its files', () => {
    const sheetsFound = sheetPlaceholders(
      {
        cabinet: { email: 'bonjour@example.com', phone: '06 39 98 12 34' },
      },
      titles,
    );
    const shipped = shippedPlaceholders([
      { name: 'index.html', text: 'bonjour@example.com https://widgets.example.com/embed.js' },
      // The sheet's number, written for a phone's dialler: the same value.
      { name: 'contact.html', text: '<a href="tel:+33639981234">' },
    ]);
    expect(launchReport(sheetsFound, shipped).map((line) => line.replace(/\s/g, ' '))).toEqual([
      '  - « Coordonnées et disponibilités » › « E-mail » : bonjour@example.com',
      '  - « Coordonnées et disponibilités » › « Téléphone » : 06 39 98 12 34',
      '  - adresse de démonstration : widgets.example.com (index.html)',
    ]);
  });
});

describe('the build visitors will get', () => {
  it('is a production deploy on Netlify, Vercel or Cloudflare Pages, or LIVE=1', () => {
    expect(liveBuild({ LIVE: '1' })).toBe('LIVE=1');
    expect(liveBuild({ CONTEXT: 'production' })).toMatch(/Netlify/);
    expect(liveBuild({ VERCEL_ENV: 'production' })).toMatch(/Vercel/);
    expect(liveBuild({ CF_PAGES: '1', CF_PAGES_BRANCH: 'main' })).toMatch(/Cloudflare Pages \(main\)/);
    expect(liveBuild({ CF_PAGES: '1', CF_PAGES_BRANCH: 'prod', PRODUCTION_BRANCH: 'prod' })).toMatch(/prod/);
  });

  it('is not a preview deploy nor a local build', () => {
    expect(liveBuild({})).toBeNull();
    expect(liveBuild({ LIVE: '0' })).toBeNull();
    expect(liveBuild({ CONTEXT: 'deploy-preview' })).toBeNull();
    expect(liveBuild({ CONTEXT: 'branch-deploy' })).toBeNull();
    expect(liveBuild({ VERCEL_ENV: 'preview' })).toBeNull();
    expect(liveBuild({ CF_PAGES: '1', CF_PAGES_BRANCH: 'fix-typo' })).toBeNull();
  });
});

describe('what she checks before going live, without it stopping the live build', () => {
  const photo = (image: string) => ({ image, alt: image ? 'Une photo' : '' });

  it('lists each picture still the demo’s illustration (portrait, services, products), not her photos', () => {
    const found = sheetReminders(
      {
        services,
        // Her portrait last in the sheet, first in the list (issue 62: her face first).
        photos: { guide: photo('photos/guide.jpg'), 'atelier-portage': photo(''), founder: photo('') },
        products: { items: [{ photo: photo('photos/creme.jpg') }, { photo: photo('') }] },
      },
      titles,
    );
    expect(found.map(({ where }) => where)).toEqual([
      '«\u00a0Vos photos\u00a0» › «\u00a0Votre portrait\u00a0»',
      '«\u00a0Vos photos\u00a0» › «\u00a0Atelier de portage\u00a0»',
      '«\u00a0Boutique\u00a0: vos produits\u00a0» › Produits n°\u00a02 › «\u00a0Photo du produit\u00a0»',
    ]);
    expect(found[0]?.value).toMatch(
      /^pas encore de photo\u00a0: le site montre votre nom et votre rôle seuls/,
    );
    expect(found[1]?.value).toMatch(/illustration de démonstration/);
    // Not a demo value: the live build does not stop on it.
    expect(sheetPlaceholders({ photos: { founder: photo('') } }, titles)).toEqual([]);
  });

  it('shows the feed’s mode as her choice to confirm, in her words', () => {
    const [auto] = sheetReminders({ links: { feed: { mode: 'auto' } } }, titles);
    expect(auto?.value).toMatch(/^s’affiche de lui-même\u00a0: votre choix, à confirmer/);
    const [click] = sheetReminders({ links: { feed: { mode: 'click' } } }, titles);
    expect(click?.value).toMatch(/^après un clic de la visiteuse/);
  });
});
