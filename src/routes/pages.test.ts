import { paths } from '../data/navigation';
import { legalNav, mainNav, pageMeta, sitePages } from '../data/pages';
import { createRouter } from '../router';

describe('the list of pages', () => {
  it('names exactly the router’s routes, each once (an article’s and a later list page’s come from the articles)', () => {
    const routes = Object.keys(createRouter().routesByPath).filter((path) => !path.includes('$'));
    expect(sitePages.map((page) => page.path).sort()).toEqual([...routes].sort());
    expect(new Set(sitePages.map((page) => page.file)).size).toBe(sitePages.length);
  });

  it('gives every page a title and a description, and every path of `paths` a page', () => {
    for (const page of sitePages) expect(pageMeta[page.path].title).not.toBe('');
    expect(sitePages.map((page) => page.path).sort()).toEqual(Object.values(paths).sort());
  });

  it('builds the menu from the pages it lists, in order', () => {
    expect(mainNav).toEqual([
      { label: 'Accueil', to: '/' },
      { label: 'Services', to: '/services' },
      { label: 'Articles', to: '/articles' },
      { label: 'Contact', to: '/contact' },
    ]);
    expect(legalNav.map((link) => link.label)).toEqual([
      'Mentions légales',
      'Politique de confidentialité',
      'Conditions de vente',
    ]);
  });
});
