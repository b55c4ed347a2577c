import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUIDE_ANCHOR, guide } from '../data/home';
import { pageMeta } from '../data/pages';
import { renderRoute } from '../testing/renderRoute';

const mainNav = () => screen.getByRole('navigation', { name: 'Navigation principale' });
const menuButton = () => within(mainNav()).getByRole('button');

describe('site shell', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn();
  });

  it.each([
    ['/', 'Accueil'],
    ['/services', 'Services'],
  ])(
    'on %s, a link to the page shown reloads it (as before the scripts), never a dead tap',
    async (path, label) => {
      const { router } = await renderRoute(path);
      const navigate = vi.spyOn(router, 'navigate').mockResolvedValue(undefined);
      const links = [
        within(mainNav()).getByRole('link', { name: label }),
        within(screen.getByRole('navigation', { name: 'Liens rapides' })).getByRole('link', { name: label }),
      ];
      if (path === '/') links.push(screen.getByRole('link', { name: /, accueil$/ }));
      for (const link of links) {
        navigate.mockClear();
        link.click();
        expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ reloadDocument: true }));
      }
      // Another page's link stays a client-side navigation.
      navigate.mockClear();
      within(mainNav()).getByRole('link', { name: 'Contact' }).click();
      expect(navigate).toHaveBeenCalledWith(expect.not.objectContaining({ reloadDocument: true }));
    },
  );

  it('puts the skip link first, then header, main and footer', async () => {
    await renderRoute('/');
    const skip = screen.getByRole('link', { name: 'Aller au contenu' });
    expect(document.body.querySelector('a, button')).toBe(skip);
    expect(skip).toHaveAttribute('href', '#contenu');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenu');
    // The site header is the page's banner: a direct child of body, holding the main navigation.
    const siteHeader = document.querySelector('body > header');
    expect(siteHeader).toContainElement(mainNav());
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
  });

  it.each([
    ['/', 'Accueil', pageMeta['/'].title],
    ['/services', 'Services', 'Nos Services | Accompagnement Césarienne'],
    ['/contact', 'Contact', 'Contact | Accompagnement Césarienne'],
  ])('%s: marks %s as the current page and sets the tab title', async (path, label, title) => {
    await renderRoute(path);
    const links = within(mainNav()).getAllByRole('link', { name: /^(Accueil|Services|Contact)$/ });
    expect(links.map((link) => link.textContent)).toEqual(['Accueil', 'Services', 'Contact']);
    expect(
      links.filter((link) => link.getAttribute('aria-current') === 'page').map((l) => l.textContent),
    ).toEqual([label]);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it.each(['/', '/services', '/contact', '/mentions-legales', '/confidentialite'])(
    '%s: the bar offers the free first exchange; the menu that and the guide; the footer the guide',
    async (path) => {
      await renderRoute(path);
      const bar = document.querySelector('body > header')!;
      const booking = within(bar as HTMLElement).getByRole('link', {
        name: 'Réserver mon premier échange gratuit (nouvel onglet)',
      });
      expect(booking).toHaveAttribute('href', 'https://booking.example.com/cesarienne-sereine');
      expect(booking).toHaveAttribute('target', '_blank');

      const menu = document.getElementById('menu-principal')!;
      expect(
        within(menu).getByRole('link', { name: 'Réserver mon premier échange gratuit (nouvel onglet)' }),
      ).toHaveAttribute('href', 'https://booking.example.com/cesarienne-sereine');
      const guide = within(menu).getByRole('link', {
        name: 'Le guide gratuit Inscription par e-\u2060mail, dans un nouvel onglet.',
      });
      expect(guide).toHaveAttribute('href', 'https://newsletter.example.com/guide-5-cles');
      // On a desktop, the bar has a discreet link of its own (the panel's is for phones).
      expect(within(menu).getByRole('link', { name: 'Le guide gratuit (nouvel onglet)' })).toHaveAttribute(
        'href',
        'https://newsletter.example.com/guide-5-cles',
      );

      const footerGuide = within(screen.getByRole('contentinfo')).getByRole('link', { name: /^Le guide/ });
      expect(footerGuide).toHaveAccessibleName('Le guide gratuit (inscription, nouvel onglet)');
      expect(footerGuide).toHaveTextContent('Le guide gratuit (inscription, nouvel onglet)');
    },
  );

  it.each(['/services', '/contact', '/mentions-legales', '/confidentialite', '/une-page-perdue'])(
    '%s: the page ends on the free guide, its title, a line and the sign-up link',
    async (path) => {
      await renderRoute(path);
      const band = within(screen.getByRole('main')).getByRole('region', { name: guide.title });
      // Its one line (typeset: the build puts no-break spaces before « : »).
      expect(band.textContent?.replace(/\s+/g, ' ')).toContain(guide.note.replace(/\s+/g, ' '));
      expect(within(band).getByRole('link', { name: `${guide.cta} (nouvel onglet)` })).toHaveAttribute(
        'href',
        'https://newsletter.example.com/guide-5-cles',
      );
      expect(within(band).getByRole('link', { name: `${guide.cta} (nouvel onglet)` })).toHaveAttribute(
        'target',
        '_blank',
      );
    },
  );

  it('/: the home page has its own guide section, and no band repeating it', async () => {
    await renderRoute('/');
    expect(document.getElementById(GUIDE_ANCHOR)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByRole('heading', { name: guide.title })).toHaveLength(1);
  });

  it('opens the menu with its toggle, closes it with Escape and on navigation', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/');
    const toggle = menuButton();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'menu-principal');
    expect(document.getElementById('menu-principal')).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Fermer');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(within(mainNav()).getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on any route change, even one not made from the menu', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/');
    await user.click(menuButton());
    await act(() => router.navigate({ to: '/services' }));
    await waitFor(() => expect(menuButton()).toHaveAttribute('aria-expanded', 'false'));
  });

  it('scrolls back to the top after a client navigation', async () => {
    const user = userEvent.setup();
    await renderRoute('/');
    await user.click(within(mainNav()).getByRole('link', { name: 'Services' }));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 })));
  });

  it('has a footer with every link of the spec', async () => {
    await renderRoute('/');
    const footer = screen.getByRole('contentinfo');
    const quick = within(within(footer).getByRole('navigation', { name: 'Liens rapides' }));
    expect(quick.getByRole('link', { name: 'Boutique' })).toHaveAttribute('href', '/services#boutique');
    expect(quick.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(within(footer).getByRole('link', { name: 'Me contacter' })).toHaveAttribute('href', '/contact');
    expect(within(footer).getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
    expect(within(footer).getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(within(footer).getByRole('link', { name: 'E-mail' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(within(footer).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute(
      'href',
      '/mentions-legales',
    );
    expect(within(footer).getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
      'href',
      '/confidentialite',
    );
    expect(footer).toHaveTextContent('Biarritz / Pays basque / Visio');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
    expect(footer).toHaveTextContent(/ne remplace pas le suivi par une sage-\u2060femme ou un médecin/);
  });

  it('shows a French not-found page inside the shell for unknown paths', async () => {
    await renderRoute('/nulle-part');
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Revenir à l’accueil' }),
    ).toHaveAttribute('href', '/');
    expect(document.querySelector('body > header')).toContainElement(mainNav());
    await waitFor(() => expect(document.title).toBe(pageMeta.notFound.title));
  });
});
