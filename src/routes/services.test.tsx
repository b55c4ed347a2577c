import { act, screen, waitFor, within } from '@testing-library/react';
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

const main = () => within(screen.getByRole('main'));
const block = (id: string) => document.getElementById(id)!;
const injectedScripts = () => [...document.querySelectorAll(`script[src="${feedWidget.scriptUrl}"]`)];

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
      ['En ligne, en petit groupe ou chez vous'],
      ['En ligne25\u00a0€', 'En petit groupe30\u00a0€', 'Chez vous80\u00a0€'],
      'Poupon lesté et moyens de portage prêtés pendant l’atelier',
    ],
    [
      'bain-enveloppe',
      ['1\u00a0h\u00a030'],
      ['Chez vous'],
      ['60\u00a0€ le rituel'],
      'Décoration au lait maternel et aux fleurs sur demande, sans supplément',
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
        [...view.getByText(term, { selector: 'dt' }).parentElement!.querySelectorAll('dd')].map(
          (dd) => dd.textContent,
        );
      expect(facts('Durée')).toEqual(duration);
      expect(facts('Format')).toEqual(format);
      expect(facts('Tarif')).toEqual(prices);
      expect(view.getByText(option)).toBeInTheDocument();
      expect(view.getAllByRole('listitem')).toHaveLength(service.details.length);
      const booking = view.getByRole('link', { name: /^Réserver ma séance/ });
      expect(booking).toHaveAttribute('href', externalLinks.booking);
      expect(booking).toHaveAttribute('target', '_blank');
      expect(booking).toHaveAttribute('rel', 'noopener noreferrer');
      // jsdom's name computation drops the spaces before hidden parts; browsers keep them.
      expect(booking).toHaveAccessibleName(
        new RegExp(`^Réserver ma séance\\s*: ${service.title}\\s*\\(nouvel onglet\\)$`),
      );
      expect(view.getByRole('button', { name: /^En savoir plus/ })).toHaveAttribute(
        'aria-haspopup',
        'dialog',
      );
    },
  );

  it('alternates the blocks’ sides and shows the non-medical disclaimer near them', async () => {
    await renderRoute('/services');
    expect(services.map((s) => block(s.id).hasAttribute('data-reversed'))).toEqual([false, true, false]);
    expect(main().getByRole('complementary', { name: 'Bon à savoir' })).toHaveTextContent(
      /ne remplace pas le suivi par une sage-femme ou un médecin/,
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
        expect(view.getByText('-20€')).toBeInTheDocument();
      } else {
        expect(struck).toBeNull();
        expect(view.queryByText('-20€')).toBeNull();
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
        expect(view.getByText(product.volume)).toBeInTheDocument();
        expect(view.getByText(product.reference)).toBeInTheDocument();
        const buy = view.getByRole('link', {
          name: new RegExp(`^Commander\\s*: ${product.name}\\s*\\(nouvel onglet\\)$`),
        });
        expect(buy).toHaveAttribute('href', product.purchaseLink);
        expect(buy).toHaveAttribute('target', '_blank');
        expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });

    it('lists the quality commitments and links questions to /contact', async () => {
      await renderRoute('/services');
      const promises = within(shop()).getByRole('heading', { level: 3, name: 'Nos engagements qualité' })
        .parentElement!;
      expect(
        within(promises)
          .getAllByRole('listitem')
          .map((item) => item.querySelector('strong')?.textContent),
      ).toEqual(['Made in France', 'Efficacité prouvée', 'Éco-responsable']);
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

    it('opens the selected service as a modal with its full details, and locks the page', async () => {
      const { dialog, opener } = await openAtelier();
      expect(opener).toHaveAttribute('aria-controls', dialog.id);
      expect(dialog.open).toBe(true);
      expect(dialogOf('bain-enveloppe').open).toBe(false);
      const view = within(dialog);
      expect(view.getByRole('heading', { level: 2, name: 'Atelier de portage' })).toBeInTheDocument();
      expect(dialog).toHaveAccessibleName('Atelier de portage');
      expect(
        view.getByRole('heading', { name: 'Comment se passe l’accompagnement\u202f?' }),
      ).toBeInTheDocument();
      expect(view.getByRole('link', { name: /^Réserver ma séance/ })).toHaveAttribute('target', '_blank');
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
    afterEach(() => {
      delete (window as unknown as Record<string, unknown>).ExampleFeed;
    });

    it('shows the loader in a reserved frame, loads the script once, shows and initialises the widget', async () => {
      const init = vi.fn();
      (window as unknown as Record<string, unknown>).ExampleFeed = { init };
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await renderRoute('/services');
      const community = main().getByRole('region', { name: 'Rejoignez ma communauté' });
      expect(within(community).getByRole('status')).toHaveTextContent('Chargement du feed Instagram...');
      const follow = within(community).getByRole('link', { name: /^Me suivre sur Instagram/ });
      expect(follow).toHaveAttribute('href', externalLinks.instagram);
      expect(follow).toHaveAttribute('target', '_blank');
      const container = document.getElementById(feedWidget.container.id)!;
      expect(container).toHaveAttribute('data-widget-id', feedWidget.widgetId);
      expect(container).toHaveAttribute('aria-hidden', 'true');
      expect(injectedScripts()).toHaveLength(0);

      act(() => vi.advanceTimersByTime(FEED_LOAD_DELAY_LARGE_MS));
      expect(injectedScripts()).toHaveLength(1);
      act(() => {
        injectedScripts()[0]?.dispatchEvent(new Event('load'));
      });
      expect(within(community).queryByRole('status')).toBeNull();
      expect(container).not.toHaveAttribute('aria-hidden');
      act(() => vi.advanceTimersByTime(FEED_INIT_DELAY_MS));
      expect(init).toHaveBeenCalledWith(container);
      expect(injectedScripts()).toHaveLength(1);
    });

    it('keeps the loader when the script fails, and removes the script when the page is left', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { router } = await renderRoute('/services');
      act(() => vi.advanceTimersByTime(FEED_LOAD_DELAY_LARGE_MS));
      act(() => {
        injectedScripts()[0]?.dispatchEvent(new Event('error'));
      });
      expect(screen.getByRole('status')).toHaveTextContent('Chargement du feed Instagram...');
      expect(error).toHaveBeenCalledTimes(1);
      document.getElementById(feedWidget.container.id)!.innerHTML = '<p>restes du widget</p>';

      await act(() => router.navigate({ to: '/contact' }));
      await waitFor(() => expect(document.getElementById(feedWidget.container.id)).toBeNull());
      expect(injectedScripts()).toHaveLength(0);
      error.mockRestore();
    });
  });
});
