import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { type LegalDocument, legalLabels } from '../../data/legal';
import { LegalPage } from './LegalPage';

const page: LegalDocument = {
  title: 'Titre de la page',
  lead: 'Une introduction.',
  updated: { iso: '2026-11-22', label: '22 novembre 2026' },
  sections: [
    {
      id: 'courte',
      heading: 'Données courtes',
      blocks: [
        { kind: 'facts', items: [{ term: 'Nom', details: ['Camille'] }] },
        {
          kind: 'paragraph',
          content: [
            'Voir la ',
            { text: 'page Contact', to: '/contact' },
            ', la ',
            { text: 'section longue', href: '#longue' },
            ', le ',
            { text: 'site externe', href: 'https://example.com', external: true },
            ' ou ',
            { text: 'un e-mail', href: 'mailto:a@example.com' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'longue',
      heading: 'Données longues',
      blocks: [
        {
          kind: 'facts',
          items: [
            {
              term: 'Détail',
              details: ['Un texte bien plus long que soixante caractères, à lire d’un bloc.'],
            },
          ],
        },
        { kind: 'list', items: [['premier point'], ['second point']] },
      ],
    },
  ],
  related: [{ label: 'Retour à l’accueil', to: '/' }],
};

async function renderPage() {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <LegalPage page={page} labels={legalLabels} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  return render(<RouterProvider router={router} />);
}

describe('LegalPage', () => {
  it('renders the h1, the update date and one h2 per section with its id', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Titre de la page' })).toBeInTheDocument();
    expect(screen.getByText('22 novembre 2026').closest('time')).toHaveAttribute('dateTime', '2026-11-22');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Données courtes' }).closest('section'),
    ).toHaveAttribute('id', 'courte');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Données longues' }).closest('section'),
    ).toHaveAttribute('id', 'longue');
  });

  it('numbers the table of contents as an ordered list of anchors', async () => {
    await renderPage();
    const toc = screen.getByRole('navigation', { name: legalLabels.toc });
    expect(toc.querySelector('ol')).not.toBeNull();
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#courte', '#longue']);
  });

  it('lays short facts out as a table and long ones stacked', async () => {
    await renderPage();
    const [short, long] = screen.getAllByRole('term').map((term) => term.closest('dl'));
    expect(short).toHaveClass('factsTable');
    expect(long).not.toHaveClass('factsTable');
  });

  it('renders each kind of link: page, anchor, new tab, mail', async () => {
    await renderPage();
    expect(screen.getByRole('link', { name: 'page Contact' })).toHaveAttribute('href', '/contact');
    const anchor = screen.getByRole('link', { name: 'section longue' });
    expect(anchor).toHaveAttribute('href', '#longue');
    expect(anchor).not.toHaveAttribute('target');
    const external = screen.getByRole('link', { name: /^site externe/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'un e-mail' })).toHaveAttribute('href', 'mailto:a@example.com');
    expect(screen.getByText(/^Voir la/).textContent).toBe(
      'Voir la page Contact, la section longue, le site externe (nouvel onglet) ou un e-mail.',
    );
  });

  it('ends with the related links', async () => {
    await renderPage();
    const related = screen.getByRole('navigation', { name: legalLabels.related });
    expect(within(related).getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining(['premier point', 'second point']),
    );
  });
});
