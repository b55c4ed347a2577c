import { screen, within } from '@testing-library/react';
import { guideOffer } from '../data/guide';
import { renderRoute } from '../testing/renderRoute';

describe('/articles', () => {
  it('lists her articles newest first: title linking to it, date in words, reading time, summary', async () => {
    await renderRoute('/articles');
    expect(screen.getByRole('heading', { level: 1, name: 'Le journal' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Tous les articles' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Récupérer après une césarienne\u00a0: les premières semaines en douceur',
      'Porter bébé après une césarienne\u00a0: quand et comment en douceur',
      'Préparer sa césarienne programmée\u00a0: ce\u00a0qui aide vraiment',
    ]);
    const [newest] = items;
    expect(within(newest!).getByRole('link')).toHaveAttribute(
      'href',
      '/articles/premieres-semaines-apres-une-cesarienne',
    );
    expect(newest).toHaveTextContent(/3 novembre 2026 · \d\smin\sde\slecture/);
    expect(newest).toHaveTextContent('Repos, aide, rythme de bébé');
    // No cover of her own: no picture, rather than her service's drawing once more.
    expect(within(newest!).queryByRole('img')).not.toBeInTheDocument();
    // Three articles: one page, no page links.
    expect(screen.queryByRole('navigation', { name: 'Pages des articles' })).not.toBeInTheDocument();
  });

  it('is in the menu', async () => {
    await renderRoute('/articles');
    const menu = screen.getAllByRole('link', { name: 'Articles' });
    expect(menu.length).toBeGreaterThan(0);
    expect(menu[0]).toHaveAttribute('href', '/articles');
  });
});

describe('/articles/<slug>', () => {
  it('shows the breadcrumb, the title, its date and reading time, the table of contents and the text', async () => {
    await renderRoute('/articles/preparer-sa-cesarienne-programmee');
    const crumbs = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Accueil', 'Articles', 'Préparer sa césarienne programmée\u00a0: ce\u00a0qui aide vraiment']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Préparer sa césarienne programmée');
    expect(screen.getByText(/Publié le/)).toHaveTextContent(
      /Publié le 22 septembre 2026 · \d\smin\sde\slecture/,
    );
    const toc = screen.getByRole('navigation', { name: 'Dans cet article' });
    const first = within(toc).getAllByRole('link')[0]!;
    const target = document.getElementById(first.getAttribute('href')!.slice(1));
    expect(target?.tagName).toBe('H2');
    expect(target).toHaveTextContent(first.textContent!);
    expect(
      screen.getAllByText(/votre sage-\u2060femme ou à votre médecin/, { selector: 'p' }).length,
    ).toBeGreaterThan(0);
  });

  it('ends with its service: price, « En savoir plus » to its block, booking; then the guide', async () => {
    await renderRoute('/articles/porter-bebe-apres-une-cesarienne');
    const service = screen.getByRole('complementary', { name: 'Atelier de portage' });
    expect(service).toHaveTextContent('dès 25 €');
    expect(within(service).getByRole('link', { name: 'En savoir plus' })).toHaveAttribute(
      'href',
      '/services#atelier-portage',
    );
    expect(within(service).getByRole('link', { name: /Réserver mon atelier/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('heading', { name: guideOffer.title })).toBeInTheDocument();
  });

  it('answers « Page introuvable » for an address no article has', async () => {
    await renderRoute('/articles/cet-article-n-existe-pas');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/introuvable/i);
  });
});

describe('/services', () => {
  it('leads from each service to its articles', async () => {
    await renderRoute('/services');
    expect(
      screen.getByRole('link', {
        name: 'Porter bébé après une césarienne\u00a0: quand et comment en douceur',
      }),
    ).toHaveAttribute('href', '/articles/porter-bebe-apres-une-cesarienne');
  });
});
