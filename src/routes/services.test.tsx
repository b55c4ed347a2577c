import { act, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FEED_INIT_DELAY_MS,
  FEED_LOAD_DELAY_LARGE_MS,
  HASH_HIGHLIGHT_DURATION_MS,
  HASH_SCROLL_DELAY_MS,
} from '../data/constants';
import { feedWidget } from '../data/feed';
import { products } from '../data/products';
import { services } from '../data/services';
import { externalLinks } from '../data/site';
import { renderRoute } from '../testing/renderRoute';

// The spec's automatic feed, hers to choose in links.yml; her default, click-to-load, is tested in
// services.feedConsent.test.tsx.
vi.mock('../data/feed', async (importOriginal) => {
  const original = await importOriginal<typeof import('../data/feed')>();
  return { ...original, feedWidget: { ...original.feedWidget, consent: 'auto' } };
});

const main = () => within(screen.getByRole('main'));
const block = (id: string) => document.getElementById(id)!;
const injectedScripts = () => [...document.querySelectorAll(`script[src="${feedWidget.scriptUrl}"]`)];
/** The provider's sandboxed frame (src/machines/browser/feedFrame.ts), where its script runs. */
const feedFrames = () => [
  ...document.querySelectorAll<HTMLIFrameElement>(`#${feedWidget.container.id} > iframe`),
];
/** What the frame says to the page: its script loaded or failed. */
const frameSays = (state: 'loaded' | 'failed') =>
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { feedFrame: state },
      source: feedFrames()[0]?.contentWindow ?? null,
    }),
  );

// No-break spaces (« −20 € », « 3 mois », « sans supplément : ») are part of what is checked.
const asTyped = getDefaultNormalizer({ collapseWhitespace: false });

describe('/services', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn();
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    window.location.hash = '';
    vi.useRealTimers();
  });

  it('opens with the h1 and the four offers, each linking to its part of the page', async () => {
    await renderRoute('/services');
    expect(
      main().getByRole('heading', { level: 1, name: 'Mes accompagnements sur mesure' }),
    ).toBeInTheDocument();
    const offers = within(main().getByRole('navigation', { name: 'Ce que je vous propose' })).getAllByRole(
      'link',
    );
    expect(offers.map((link) => link.getAttribute('href'))).toEqual([
      '#cesarienne-confiance',
      '#atelier-portage',
      '#bain-enveloppe',
      '#boutique',
    ]);
  });

  it('shows the sections in the decided order', async () => {
    await renderRoute('/services');
    const headings = main()
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Ma Césarienne en Confiance',
      'Atelier de portage',
      'Rituel de Bain Enveloppé',
      'Questions fréquentes',
      'Ma boutique bien-être',
      'Rejoignez ma communauté',
      // The free guide, one tap away before the footer.
      'Les 5 clés pour une césarienne sereine',
    ]);
  });

  // What a visitor reads in each block's facts: how long, how, how much (per format when they differ).
  // Prices and durations keep their unit on the same line (no-break spaces).
  it.each([
    [
      'cesarienne-confiance',
      ['1\u00a0h'],
      ['Par téléphone'],
      ['50\u00a0€ la séance'],
      'Un mois de suivi WhatsApp inclus',
    ],
    [
      'atelier-portage',
      ['1\u00a0h\u00a030'],
      // Several formats: the price list names them, the format line is left out.
      [],
      ['En visio25\u00a0€', 'En petit groupe30\u00a0€', 'Chez vous80\u00a0€'],
      'Poupon lesté et moyens de portage prêtés pendant l’atelier',
    ],
    [
      'bain-enveloppe',
      ['1\u00a0h\u00a030'],
      ['Chez vous'],
      ['60\u00a0€ le rituel'],
      'Sur demande et sans supplément, une décoration de l’eau avec votre lait et des fleurs',
    ],
  ])(
    'block #%s: duration %s, format %s, price %s, option, booking link and "En savoir plus"',
    async (id, duration, format, prices, option) => {
      await renderRoute('/services');
      const section = block(id);
      expect(section.tagName).toBe('SECTION');
      expect(section).toHaveAttribute('data-hash-highlight');
      const view = within(section);
      const service = services.find((s) => s.id === id)!;
      expect(view.getByRole('heading', { level: 2 })).toHaveTextContent(service.title);
      const facts = (term: string) =>
        [...(view.queryByText(term, { selector: 'dt' })?.parentElement?.querySelectorAll('dd') ?? [])].map(
          (dd) => dd.textContent,
        );
      expect(facts('Durée')).toEqual(duration);
      expect(facts('Format')).toEqual(format);
      expect(facts('Tarif')).toEqual(prices);
      expect(view.getByText(option, { normalizer: asTyped })).toBeInTheDocument();
      // What it includes is its dialog's to say.
      expect(view.queryAllByRole('listitem')).toHaveLength(0);
      // Named for what it books: « Réserver ma séance », « … mon atelier », « … mon rituel ».
      const booking = view.getByRole('link', { name: new RegExp(`^${service.bookingCta}`) });
      // Her booking page for this service (services.yml), the general one when she left it empty.
      expect(booking).toHaveAttribute('href', service.bookingUrl || externalLinks.booking);
      expect(booking).toHaveAttribute('target', '_blank');
      // Under it, what happens after the tap, and the terms of sale.
      const note = booking.closest('div')!.parentElement!.querySelector('[data-booking-note]')!;
      expect(note.textContent).toContain('Annulation ou report sans frais');
      // She knows where she goes: the platform's name, before the tap.
      expect(note.textContent).toContain('La réservation se fait sur Exemple Rendez-\u2060vous');
      expect(within(note as HTMLElement).getByRole('link', { name: 'Conditions de vente' })).toHaveAttribute(
        'href',
        '/conditions-de-vente',
      );
      expect(booking).toHaveAttribute('rel', 'noopener noreferrer');
      // jsdom's name computation drops the spaces before hidden parts; browsers keep them.
      expect(booking).toHaveAccessibleName(
        new RegExp(`^${service.bookingCta}\\s*: ${service.title}\\s*\\(nouvel onglet\\)$`),
      );
      expect(view.getByRole('button', { name: /^En savoir plus/ })).toHaveAttribute(
        'aria-haspopup',
        'dialog',
      );
    },
  );

  it('sends each service’s booking buttons to its own page, not to the first exchange’s', async () => {
    await renderRoute('/services');
    const addresses = services.map((service) =>
      within(block(service.id))
        .getByRole('link', { name: new RegExp(`^${service.bookingCta}`) })
        .getAttribute('href'),
    );
    expect(new Set(addresses).size).toBe(services.length);
    expect(addresses).not.toContain(externalLinks.booking);
    for (const [index, service] of services.entries()) {
      const dialog = document.querySelector<HTMLElement>(`dialog[data-service-dialog="${service.id}"]`)!;
      expect(
        within(dialog).getByRole('link', { name: new RegExp(`^${service.bookingCta}`), hidden: true }),
      ).toHaveAttribute('href', addresses[index]!);
    }
  });

  it('alternates the blocks’ sides and shows the non-medical disclaimer near them', async () => {
    await renderRoute('/services');
    expect(services.map((s) => block(s.id).hasAttribute('data-reversed'))).toEqual([false, true, false]);
    expect(main().getByRole('complementary', { name: 'Bon à savoir' })).toHaveTextContent(
      /ne remplace pas le suivi par une sage-\u2060femme ou un médecin/,
    );
  });

  it('answers 6 to 8 questions in native details/summary', async () => {
    await renderRoute('/services');
    const faq = main().getByRole('region', { name: 'Questions fréquentes' });
    const items = faq.querySelectorAll('details');
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.length).toBeLessThanOrEqual(8);
    for (const item of items)
      expect(item.querySelector(':scope > summary')?.textContent).toMatch(/\u202f\?$/);
    expect(within(faq).getByRole('link', { name: 'Écrivez-moi' })).toHaveAttribute('href', '/contact');
    // {tarifs} and {premier échange} written out: her prices, her first exchange's length and channel.
    expect(faq?.textContent).toContain(
      'Le premier échange, 20\u00a0minutes par téléphone, est toujours gratuit et sans engagement',
    );
    expect(faq).not.toHaveTextContent(/[{}]/);
  });

  it('says how long and how the free first exchange is in every block and every dialog, once each', async () => {
    await renderRoute('/services');
    for (const service of services)
      for (const place of [block(service.id), document.getElementById(`${service.id}-details`)!]) {
        expect(place.textContent).toContain('20\u00a0minutes par téléphone, sans engagement');
        expect(place.textContent).toContain('Réserver mon premier échange gratuit');
      }
    // The notice after the blocks does not say it a fourth time.
    expect(main().getByRole('complementary', { name: 'Bon à savoir' }).textContent).not.toContain(
      'Le premier échange',
    );
  });

  // Issue 62: where to begin, read the same in the block, the dialog and the FAQ (the terms: legal.test.tsx).
  it.each([
    [
      'cesarienne-confiance',
      'Votre choix est fait\u202f? Réservez directement la séance, premier échange compris.',
      '«\u00a0Ma Césarienne en Confiance\u00a0» se réserve directement, le premier échange compris',
    ],
    [
      'atelier-portage',
      'Votre choix est fait\u202f? Réservez directement l’atelier, sans le premier échange.',
      '«\u00a0Atelier de portage\u00a0» se réserve directement, sans le premier échange',
    ],
    [
      'bain-enveloppe',
      'Votre choix est fait\u202f? Réservez directement le rituel, sans le premier échange.',
      '«\u00a0Rituel de Bain Enveloppé\u00a0» se réserve directement, sans le premier échange',
    ],
  ])('#%s: the block, its dialog and the FAQ say where to begin alike', async (id, decided, inFaq) => {
    await renderRoute('/services');
    const unsure =
      'Vous hésitez encore\u202f? Commencez par 20\u00a0minutes par téléphone, sans engagement\u00a0:';
    for (const place of [block(id), document.getElementById(`${id}-details`)!]) {
      const view = within(place);
      expect(view.getByText(decided, { normalizer: asTyped })).toBeInTheDocument();
      expect(view.getByText(unsure, { normalizer: asTyped, exact: false })).toBeInTheDocument();
      // The unsure books the free first exchange, at her general booking page.
      expect(
        view.getByRole('link', { name: /^Réserver mon premier échange gratuit/, hidden: true }),
      ).toHaveAttribute('href', externalLinks.booking);
    }
    const faq = main().getByRole('region', { name: 'Questions fréquentes' });
    const answer = within(faq)
      .getByText('Par quoi commencer\u00a0: le premier échange ou la réservation\u202f?', {
        normalizer: asTyped,
      })
      .closest('details')!;
    expect(answer.textContent).toContain(inFaq);
    expect(answer.textContent).toContain('Si vous hésitez encore, commencez par le premier échange gratuit');
  });

  it('offers a service as a gift only where she has a gift page, and states availability only where she wrote it', async () => {
    await renderRoute('/services');
    for (const service of services) {
      const view = within(block(service.id));
      const gift = view.queryByRole('link', { name: /^Offrir/ });
      if (service.giftUrl) expect(gift).toHaveAttribute('href', service.giftUrl);
      else expect(gift).toBeNull();
      if (service.availability)
        expect(view.getByText(service.availability, { normalizer: asTyped })).toBeInTheDocument();
    }
    expect(
      within(block('bain-enveloppe')).getByRole('link', { name: /^Offrir le rituel/ }),
    ).toBeInTheDocument();
    expect(block('cesarienne-confiance')).toHaveTextContent(/En général un créneau sous une semaine/);
    // Nothing invented where she left it empty.
    expect(block('atelier-portage')).not.toHaveTextContent(/sous une semaine|Offrir/);
  });

  describe('shop', () => {
    const shop = () => main().getByRole('region', { name: 'Ma boutique bien-être' });
    const card = (name: string) => within(shop()).getByRole('article', { name });

    it('is the section #boutique with three products', async () => {
      await renderRoute('/services');
      expect(shop()).toHaveAttribute('id', 'boutique');
      expect(within(shop()).getAllByRole('article')).toHaveLength(3);
    });

    it.each([
      ['Collagène marin', '145,00\u00a0€', '165,00\u00a0€'],
      ['Crème corps', '39,00\u00a0€', null],
      ['Acide hyaluronique', '145,00\u00a0€', '165,00\u00a0€'],
    ])('%s: price %s, struck original %s, badge only when discounted', async (name, price, original) => {
      await renderRoute('/services');
      const view = within(card(name));
      // Raw text: the narrow and no-break spaces of the French format are part of what is checked.
      expect(card(name).textContent).toContain(price);
      const struck = card(name).querySelector('del');
      if (original) {
        expect(struck?.textContent).toContain(original);
        expect(view.getByText('\u221220\u00a0€', { normalizer: asTyped })).toBeInTheDocument();
      } else {
        expect(struck).toBeNull();
        expect(view.queryByText(/\u2212/)).toBeNull();
      }
      expect(view.getByRole('img', { name: '5 sur 5' })).toBeInTheDocument();
    });

    it('shows only the first two features, the volume and the reference, and buys in a new tab', async () => {
      await renderRoute('/services');
      for (const product of products) {
        const view = within(card(product.name));
        const features = within(card(product.name).querySelector('ul')!).getAllByRole('listitem');
        expect(features.map((item) => item.textContent)).toEqual(product.features.slice(0, 2));
        expect(view.queryByText(product.features[2]!)).toBeNull();
        expect(view.getByText(product.volume, { normalizer: asTyped })).toBeInTheDocument();
        expect(
          view.getByText(product.volume, { normalizer: asTyped }).previousElementSibling,
        ).toHaveTextContent(/^(Durée de cure|Contenance)$/);
        expect(view.getByText(product.reference)).toBeInTheDocument();
        const buy = view.getByRole('link', {
          name: new RegExp(`^Commander\\s*: ${product.name}\\s*\\(nouvel onglet\\)$`),
        });
        expect(buy).toHaveAttribute('href', product.purchaseLink);
        expect(buy).toHaveAttribute('target', '_blank');
        expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });

    it('writes « Durée de cure : 3 mois » for a cure and « Contenance : 250 ml » for the cream', async () => {
      await renderRoute('/services');
      const meta = (name: string) => card(name).querySelector('dl')!;
      expect(meta('Collagène marin').firstElementChild?.textContent).toBe('Durée de cure3\u00a0mois');
      expect(meta('Acide hyaluronique').firstElementChild?.textContent).toBe('Durée de cure3\u00a0mois');
      expect(meta('Crème corps').firstElementChild?.textContent).toBe('Contenance250\u00a0ml');
    });

    it('asks to see a midwife or doctor before a cure, above the products', async () => {
      await renderRoute('/services');
      const caution = within(shop()).getByText(
        'Demandez l’avis de votre sage-\u2060femme ou de votre médecin avant toute cure, en particulier si vous allaitez.',
      );
      const [firstCard] = within(shop()).getAllByRole('article');
      expect(caution.compareDocumentPosition(firstCard!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(shop()).not.toHaveTextContent('ont fait leurs preuves');
    });

    it('names who sells and ships the products, and says she earns no commission, under the cards', async () => {
      await renderRoute('/services');
      const note = within(shop()).getByText(/^Produits vendus et expédiés par/);
      expect(note).toHaveTextContent(
        'Produits vendus et expédiés par Boutique Exemple\u202f; je ne touche pas de commission sur ces ventes.',
        { normalizeWhitespace: false },
      );
      const cards = within(shop()).getAllByRole('article');
      expect(cards.at(-1)!.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('lists the quality commitments and links questions to /contact', async () => {
      await renderRoute('/services');
      const promises = within(shop()).getByRole('heading', { level: 3, name: 'Nos engagements qualité' })
        .parentElement!;
      expect(
        within(promises)
          .getAllByRole('listitem')
          .map((item) => item.querySelector('strong')?.textContent),
      ).toEqual(['Fabriqués en France', 'Composition affichée', 'Vos questions d’abord']);
      expect(
        within(shop()).getByRole('link', { name: 'Des questions sur nos produits\u202f?' }),
      ).toHaveAttribute('href', '/contact');
    });
  });

  describe('detail dialog', () => {
    const dialogOf = (id: string) => document.getElementById(`${id}-details`) as HTMLDialogElement;

    async function openAtelier() {
      const user = userEvent.setup();
      await renderRoute('/services');
      const opener = within(block('atelier-portage')).getByRole('button', { name: /^En savoir plus/ });
      await user.click(opener);
      const dialog = dialogOf('atelier-portage');
      return { user, opener, dialog };
    }

    it.each([
      ['cesarienne-confiance', 'Ce que comprend la séance'],
      ['atelier-portage', 'Ce que comprend l’atelier'],
      ['bain-enveloppe', 'Ce que comprend le rituel'],
    ])('#%s: the details are headed « %s »', async (id, heading) => {
      await renderRoute('/services');
      const headings = within(dialogOf(id))
        .getAllByRole('heading', { level: 3, hidden: true })
        .map((element) => element.textContent);
      expect(headings).toContain(heading);
      expect(headings.filter((text) => text?.startsWith('Ce que comprend'))).toEqual([heading]);
    });

    it('says where each service happens, and the bath what its decoration and keepsakes are', async () => {
      await renderRoute('/services');
      expect(dialogOf('atelier-portage')).toHaveTextContent(
        'En petit groupe, dans une salle à Biarritz dont l’adresse vous est envoyée de même.',
      );
      const bath = block('bain-enveloppe');
      expect(bath).toHaveTextContent('Un bain chaud, bébé lové dans son lange');
      expect(bath).toHaveTextContent(
        'Sur demande et sans supplément, une décoration de l’eau avec votre lait et des fleurs',
      );
      // The block names the bath once (its title): the dialog says the rest.
      const read = [...bath.querySelectorAll('h2, p')].map((element) => element.textContent).join(' ');
      expect(read.match(/bain enveloppé/gi)).toHaveLength(1);
      const details = dialogOf('bain-enveloppe');
      expect(details).toHaveTextContent('Chez vous, à Biarritz et dans un rayon de 30 km');
      expect(details).toHaveTextContent('des pétales, un linge doux et une lumière tamisée');
      expect(details).toHaveTextContent('des photos prises pendant le rituel, offertes aux parents');
      // One name for the bath, in the text and in the pictures' descriptions.
      expect(document.body).not.toHaveTextContent(/emmaillot/i);
      const alts = [...document.querySelectorAll('img')].map((image) => image.alt);
      expect(alts.filter((alt) => /bain|bébé/.test(alt)).length).toBeGreaterThan(0);
      expect(alts.filter((alt) => /emmaillot/i.test(alt))).toEqual([]);
    });

    it('opens with its facts, adds what the block does not say, and repeats none of its sentences', async () => {
      await renderRoute('/services');
      for (const service of services) {
        const dialog = within(dialogOf(service.id));
        // Its facts first, under its title: how long, how, how much (issue 62).
        const header = dialogOf(service.id).querySelector('header')!;
        expect(within(header).getByText('Durée')).toBeInTheDocument();
        expect(within(header).getByText('Tarif')).toBeInTheDocument();
        for (const heading of [
          'Pour qui\u202f?',
          service.stepsTitle,
          'Ce qu’il faut prévoir',
          'Où\u202f?',
          'Par où commencer\u202f?',
        ])
          expect(dialog.getByRole('heading', { level: 3, name: heading, hidden: true })).toBeInTheDocument();
        const dialogText = dialogOf(service.id).textContent ?? '';
        for (const sentence of [service.kicker, service.shortDescription])
          expect(dialogText).not.toContain(sentence);
        // The description is the phone's, the block's on a wider screen: one of the two is drawn
        // (e2e/services.spec.ts, « each service’s description »).
        expect(dialogText.split(service.description.slice(0, 24))).toHaveLength(2);
      }
    });

    it('opens the selected service as a modal with its full details, and locks the page', async () => {
      const { dialog, opener } = await openAtelier();
      expect(opener).toHaveAttribute('aria-controls', dialog.id);
      expect(dialog.open).toBe(true);
      expect(dialogOf('bain-enveloppe').open).toBe(false);
      const view = within(dialog);
      expect(view.getByRole('heading', { level: 2, name: 'Atelier de portage' })).toBeInTheDocument();
      expect(dialog).toHaveAccessibleName('Atelier de portage');
      expect(view.getByRole('heading', { name: 'Comment se passe l’atelier\u202f?' })).toBeInTheDocument();
      expect(view.getByText('Tarif')).toBeInTheDocument();
      // On a phone the footer is the button alone: its lines are in the content.
      const footer = dialog.querySelector('footer')!;
      expect(within(footer).getAllByRole('link')).toHaveLength(1);
      expect(footer.querySelector('p')).toBeNull();
      expect(within(footer).getByRole('link', { name: /^Réserver mon atelier/ })).toHaveAttribute(
        'target',
        '_blank',
      );
      expect(document.documentElement.style.overflow).toBe('hidden');
    });

    it('closes with "Fermer", unlocks the page and gives focus back to the opener', async () => {
      const { user, dialog, opener } = await openAtelier();
      const close = within(dialog).getByRole('button', { name: 'Fermer' });
      expect(close).toHaveAttribute('commandfor', dialog.id);
      expect(close).toHaveAttribute('command', 'close');
      await user.click(close);
      expect(dialog.open).toBe(false);
      expect(document.documentElement.style.overflow).toBe('');
      expect(opener).toHaveFocus();
    });

    it('closes on Escape, and the next "En savoir plus" opens it again', async () => {
      const { user, dialog, opener } = await openAtelier();
      await user.keyboard('{Escape}');
      expect(dialog.open).toBe(false);
      expect(document.documentElement.style.overflow).toBe('');
      expect(opener).toHaveFocus();
      await user.click(opener);
      expect(dialog.open).toBe(true);
      expect(document.documentElement.style.overflow).toBe('hidden');
    });

    it('opens by itself, before any script: the button names its dialog and command, the backdrop closes it', async () => {
      await renderRoute('/services');
      for (const service of services) {
        const opener = within(block(service.id)).getByRole('button', { name: /^En savoir plus/ });
        expect(opener).toHaveAttribute('commandfor', `${service.id}-details`);
        expect(opener).toHaveAttribute('command', 'show-modal');
        expect(dialogOf(service.id)).toHaveAttribute('closedby', 'any');
      }
    });

    it('takes over a dialog the visitor opened before the scripts arrived: the page is locked', async () => {
      await renderRoute('/services', () => dialogOf('bain-enveloppe').showModal());
      expect(dialogOf('bain-enveloppe').open).toBe(true);
      expect(document.documentElement.style.overflow).toBe('hidden');
      act(() => dialogOf('bain-enveloppe').close());
      expect(document.documentElement.style.overflow).toBe('');
    });
  });

  describe('hash highlight', () => {
    it('centres the block named by the hash 100 ms after arrival and highlights it for 3 s', async () => {
      window.location.hash = '#bain-enveloppe';
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await renderRoute('/services');
      const bath = block('bain-enveloppe');
      expect(bath).not.toHaveAttribute('data-highlighted');
      act(() => vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
      expect(bath.scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
      expect(bath).toHaveAttribute('data-highlighted', 'true');
      // The badge is decorative, drawn by CSS while the block is highlighted (browser tests check it).
      expect(within(bath).getByText('Votre sélection').closest('[aria-hidden="true"]')).not.toBeNull();
      expect(block('atelier-portage')).not.toHaveAttribute('data-highlighted');
      act(() => vi.advanceTimersByTime(HASH_HIGHLIGHT_DURATION_MS));
      expect(bath).not.toHaveAttribute('data-highlighted');
    });

    it('highlights another block on hashchange', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await renderRoute('/services');
      act(() => {
        window.location.hash = '#atelier-portage';
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      });
      act(() => vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
      expect(block('atelier-portage')).toHaveAttribute('data-highlighted', 'true');
    });
  });

  describe('social feed', () => {
    it('shows the loader in a reserved frame, loads the script once in its sandboxed frame, shows and initialises the widget', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await renderRoute('/services');
      const community = main().getByRole('region', { name: 'Rejoignez ma communauté' });
      expect(within(community).getByRole('status')).toHaveTextContent('Chargement du feed Instagram…');
      const follow = within(community).getByRole('link', { name: /^Me suivre sur Instagram/ });
      expect(follow).toHaveAttribute('href', externalLinks.instagram);
      expect(follow).toHaveAttribute('target', '_blank');
      const container = document.getElementById(feedWidget.container.id)!;
      expect(container).toHaveAttribute('data-widget-id', feedWidget.widgetId);
      expect(container).toHaveAttribute('aria-hidden', 'true');
      expect(feedFrames()).toHaveLength(0);

      act(() => vi.advanceTimersByTime(FEED_LOAD_DELAY_LARGE_MS));
      expect(feedFrames()).toHaveLength(1);
      expect(feedFrames()[0]?.srcdoc).toContain(feedWidget.scriptUrl);
      // Never in the site's own document.
      expect(injectedScripts()).toHaveLength(0);
      const init = vi.spyOn(feedFrames()[0]!.contentWindow!, 'postMessage');
      act(() => frameSays('loaded'));
      expect(within(community).queryByRole('status')).toBeNull();
      expect(container).not.toHaveAttribute('aria-hidden');
      act(() => vi.advanceTimersByTime(FEED_INIT_DELAY_MS));
      expect(init).toHaveBeenCalledWith({ feedFrame: 'init', initFunction: feedWidget.initFunction }, '*');
      expect(feedFrames()).toHaveLength(1);
    });

    it('keeps the loader when the script fails, adds her profile under it, and removes the frame when the page is left', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { router } = await renderRoute('/services');
      act(() => vi.advanceTimersByTime(FEED_LOAD_DELAY_LARGE_MS));
      const status = screen.getByRole('status');
      expect(within(status).queryByRole('link')).toBeNull();
      act(() => frameSays('failed'));
      expect(status).toHaveTextContent('Chargement du feed Instagram…');
      const profile = within(screen.getByRole('status')).getByRole('link', {
        name: 'Voir mes publications sur Instagram (nouvel onglet)',
      });
      expect(profile).toHaveAttribute('href', externalLinks.instagram);
      expect(profile).toHaveAttribute('target', '_blank');
      // The frame no longer holds the widget's room: the widget's container is out of the layout.
      expect(status.parentElement).toHaveAttribute('data-status', 'failed');
      expect(error).toHaveBeenCalledTimes(1);

      await act(() => router.navigate({ to: '/contact' }));
      await waitFor(() => expect(document.getElementById(feedWidget.container.id)).toBeNull());
      expect(feedFrames()).toHaveLength(0);
      error.mockRestore();
    });
  });
});
