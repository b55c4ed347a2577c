import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import legalFile from '../content/legal.yml';
import type { Sheet } from '../content/schema';
import { feedWidget } from '../data/feed';
import { frenchDate } from '../data/frenchDates';
import { guide } from '../data/home';
import { legalNotice, privacyPolicy } from '../data/legal';
import { paths } from '../data/navigation';
import { pageMeta } from '../data/pages';
import { practitioner } from '../data/site';
import { renderRoute } from '../testing/renderRoute';

const legal = legalFile as Sheet<'legal'>;

const pages = [
  { path: paths.legalNotice, page: legalNotice },
  { path: paths.privacy, page: privacyPolicy(feedWidget.consent) },
] as const;

const main = () => screen.getByRole('main');
const toc = () => within(main()).getByRole('navigation', { name: 'Sur cette page' });
const related = () => within(main()).getByRole('navigation', { name: 'Pour aller plus loin' });

/** Visible text of the page's main content, whitespace collapsed (no-break spaces included). */
const mainText = () => (main().textContent ?? '').replace(/\s+/g, ' ');

describe.each(pages)('$path', ({ path, page }) => {
  it('has its h1, tab title, update date and one h2 per section, in order', async () => {
    await renderRoute(path);
    expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    expect(document.title).toBe(pageMeta[path].title);
    expect(
      within(main())
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([...page.sections.map((section) => section.heading), guide.title]);
    const time = main().querySelector('time');
    expect(time).toHaveAttribute('dateTime', page.updated.iso);
    expect(time).toHaveTextContent(page.updated.label);
  });

  it('lists every section in its table of contents, each link leading to its section', async () => {
    await renderRoute(path);
    const links = within(toc()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(page.sections.map((s) => s.heading));
    for (const [index, link] of links.entries()) {
      const section = page.sections[index]!;
      expect(link).toHaveAttribute('href', `#${section.id}`);
      const target = document.getElementById(section.id);
      expect(target, section.id).not.toBeNull();
      expect(within(target!).getByRole('heading', { level: 2 })).toHaveTextContent(section.heading);
    }
  });

  it('fills every field from data: no empty detail, no empty link, no leaked value', async () => {
    await renderRoute(path);
    expect(mainText()).not.toMatch(/undefined|null|NaN|\[object Object\]|\{\{|\}\}/);
    for (const detail of main().querySelectorAll('dd, dt, li, p, h2')) {
      expect(detail.textContent?.trim(), detail.outerHTML).not.toBe('');
    }
    for (const link of within(main()).getAllByRole('link')) {
      expect(link.textContent?.trim(), link.outerHTML).not.toBe('');
      expect(link.getAttribute('href'), link.outerHTML).toMatch(/^(\/|#|mailto:|tel:\+33\d{9}$|https:\/\/)/);
    }
  });

  it('gives the e-mail and phone as working mailto and tel links', async () => {
    await renderRoute(path);
    expect(within(main()).getAllByRole('link', { name: practitioner.email })[0]).toHaveAttribute(
      'href',
      `mailto:${practitioner.email}`,
    );
    expect(within(main()).getByRole('link', { name: practitioner.phone.display })).toHaveAttribute(
      'href',
      `tel:${practitioner.phone.e164}`,
    );
  });

  it('opens every external address in a new tab, safely, and says so', async () => {
    await renderRoute(path);
    const external = within(main())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('http'));
    expect(external.length).toBeGreaterThan(0);
    for (const link of external) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveTextContent('(nouvel onglet)');
    }
  });

  it('links back to the home page and the contact page', async () => {
    await renderRoute(path);
    expect(within(related()).getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute(
      'href',
      paths.home,
    );
    expect(within(related()).getByRole('link', { name: 'Me contacter' })).toHaveAttribute(
      'href',
      paths.contact,
    );
    expect(within(main()).getAllByRole('link', { name: 'page Contact' })[0]).toHaveAttribute(
      'href',
      paths.contact,
    );
  });
});

describe('the legal notice', () => {
  it('names the publisher as a sole trader (EI) with address, phone, e-mail, SIRET and VAT line', async () => {
    await renderRoute(paths.legalNotice);
    const publisher = within(document.getElementById('editrice')!);
    const detailOf = (term: string) => publisher.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(detailOf('Éditrice')).toHaveTextContent(`${practitioner.name} EI`);
    expect(detailOf('Statut')).toHaveTextContent('Entrepreneuse individuelle (EI)');
    expect(detailOf('Adresse')).toHaveTextContent(legal.address);
    expect(detailOf('Téléphone')).toHaveTextContent(practitioner.phone.display);
    expect(detailOf('E-\u2060mail')).toHaveTextContent(practitioner.email);
    expect(detailOf('SIRET')).toHaveTextContent(legal.siret);
    expect(detailOf('TVA')).toHaveTextContent('TVA non applicable, art. 293 B du CGI');
  });

  it('names the publication director, the host and the consumer mediator from data', async () => {
    await renderRoute(paths.legalNotice);
    expect(document.getElementById('publication')).toHaveTextContent(
      `La directrice de la publication est ${practitioner.name}`,
    );
    const host = within(document.getElementById('hebergement')!);
    expect(host.getByText(legal.hostName)).toBeInTheDocument();
    expect(host.getByText(legal.hostAddress)).toBeInTheDocument();
    expect(host.getByRole('link', { name: legal.hostPhone })).toHaveAttribute('href', 'tel:+33199001234');
    const mediation = within(document.getElementById('mediation')!);
    expect(mediation.getByText(legal.mediatorName)).toBeInTheDocument();
    expect(
      mediation.getByRole('link', {
        name: new RegExp(`^${legal.mediatorWebsite.replace(/[./]/g, '\\$&')}`),
      }),
    ).toHaveAttribute('href', legal.mediatorWebsite);
    // Kept whole on one line: a word joiner after its hyphen (issue 62).
    expect(mediation.getByText(/L612-\u20601/)).toBeInTheDocument();
  });

  it('credits the fonts under the SIL Open Font License and the original illustrations', async () => {
    await renderRoute(paths.legalNotice);
    const credits = document.getElementById('credits')!;
    expect(credits).toHaveTextContent(/Fraunces.*Inter.*SIL Open Font License/);
    expect(credits).toHaveTextContent('créations originales');
  });

  it('links to the privacy policy, and the link navigates there', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute(paths.legalNotice);
    const link = within(document.getElementById('donnees-personnelles')!).getByRole('link', {
      name: 'politique de confidentialité',
    });
    expect(link).toHaveAttribute('href', paths.privacy);
    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.privacy);
  });
});

describe('the privacy policy', () => {
  it('names the controller and links to the legal notice, which the link reaches', async () => {
    const user = userEvent.setup();
    await renderRoute(paths.privacy);
    const controller = document.getElementById('responsable')!;
    expect(controller).toHaveTextContent(`${practitioner.name} EI, entrepreneuse individuelle`);
    expect(controller).toHaveTextContent(legal.address);
    await user.click(within(controller).getByRole('link', { name: 'mentions légales' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentions légales' })).toBeInTheDocument();
  });

  it('lists the data the form collects, the optional phone included', async () => {
    await renderRoute(paths.privacy);
    const collected = within(document.getElementById('donnees-recueillies')!);
    expect(collected.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Nom',
      'Adresse e-\u2060mail',
      'Téléphone',
      'Message',
    ]);
    expect(collected.getByText('Téléphone').nextElementSibling).toHaveTextContent(/^Facultatif/);
    expect(collected.getByText(/informations médicales/)).toBeInTheDocument();
  });

  it('names every recipient: Web3Forms outside the EU with its safeguards, the host, feed, booking and newsletter tools', async () => {
    await renderRoute(paths.privacy);
    const recipients = document.getElementById('destinataires')!;
    for (const name of [
      'Web3Forms',
      legal.hostName,
      legal.feedProvider,
      legal.bookingPlatform,
      legal.newsletterTool,
    ]) {
      expect(recipients).toHaveTextContent(name);
    }
    for (const url of [
      legal.feedProviderPrivacyUrl,
      legal.bookingPlatformPrivacyUrl,
      legal.newsletterToolPrivacyUrl,
    ]) {
      expect(recipients.querySelector(`a[href="${url}"]`), url).not.toBeNull();
    }
    // The guide is sent by e-mail after signing up: there is no download button.
    expect(recipients).toHaveTextContent(
      `Les liens d’inscription au guide gratuit ouvrent un formulaire hébergé par ${legal.newsletterTool}`,
    );
    expect(recipients).toHaveTextContent('pour vous envoyer le guide par e-\u2060mail');
    expect(recipients).not.toHaveTextContent(/téléchargement/);
    const transfers = document.getElementById('transferts')!;
    expect(transfers).toHaveTextContent('en dehors de l’Union européenne');
    expect(transfers).toHaveTextContent(legal.transferSafeguards);
  });

  it('states the retention period, every right, how to exercise them and the CNIL', async () => {
    await renderRoute(paths.privacy);
    expect(document.getElementById('conservation')).toHaveTextContent(
      /Jusqu’à 3\s+ans après votre dernier contact/,
    );
    expect(document.getElementById('conservation')).toHaveTextContent(
      'Brouillon du formulaireConservé seulement dans votre navigateur, effacé à la fermeture de l’onglet',
    );
    expect(
      within(document.getElementById('droits')!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(
      expect.arrayContaining([
        'Accès',
        'Rectification',
        'Effacement',
        'Limitation',
        'Opposition',
        'Portabilité',
        'Directives post-\u2060mortem',
      ]),
    );
    const exercise = document.getElementById('exercer-vos-droits')!;
    expect(within(exercise).getByRole('link', { name: practitioner.email })).toHaveAttribute(
      'href',
      `mailto:${practitioner.email}`,
    );
    expect(exercise).toHaveTextContent('dans un délai d’un mois');
    expect(
      within(document.getElementById('cnil')!).getByRole('link', { name: /^www\.cnil\.fr/ }),
    ).toHaveAttribute('href', 'https://www.cnil.fr');
  });

  it('explains cookies: none of its own, the draft kept in sessionStorage only, the feed, no automated decision', async () => {
    await renderRoute(paths.privacy);
    const cookies = document.getElementById('cookies')!;
    expect(cookies).toHaveTextContent('ne dépose aucun cookie qui lui soit propre');
    expect(cookies).toHaveTextContent(/sessionStorage.*fermeture de l’onglet ou après l’envoi/);
    expect(cookies).toHaveTextContent(legal.feedProvider);
    // The text follows the widget's real setting (src/data/feed.ts).
    expect(cookies).toHaveTextContent(
      feedWidget.consent === 'click' ? 'Afficher le fil Instagram' : 'se charge de lui-\u2060même',
    );
    expect(document.getElementById('decision-automatisee')).toHaveTextContent(
      'aucune décision entièrement automatisée',
    );
  });
});

describe('her legal details', () => {
  it('every value of src/content/legal.yml is shown on a legal page', async () => {
    const shown: string[] = [];
    for (const { path } of pages) {
      await renderRoute(path);
      shown.push(mainText());
      for (const link of within(main()).getAllByRole('link')) shown.push(link.getAttribute('href') ?? '');
      cleanup();
    }
    const all = shown.join('\n');
    const { lastUpdated, ...details } = legal;
    expect(all).toContain(frenchDate(lastUpdated));
    const missing = Object.entries(details)
      .filter(([, value]) => !all.includes(value.replace(/\s+/g, ' ')))
      .map(([key]) => key);
    expect(missing).toEqual([]);
  });
});

describe('/conditions-de-vente', () => {
  // Issue 62: the terms say where to begin as each service's block, dialog and FAQ say it.
  it('says, service by service, whether it is booked directly and whether the first exchange is included', async () => {
    await renderRoute(paths.terms);
    const text = mainText();
    expect(text).toContain(
      'Si vous hésitez encore, commencez par le premier échange gratuit, 20 minutes par téléphone, sans engagement',
    );
    expect(text).toContain(
      '« Ma Césarienne en Confiance » se réserve directement, le premier échange compris',
    );
    expect(text).toContain('« Atelier de portage » se réserve directement, sans le premier échange');
    expect(text).toContain('« Rituel de Bain Enveloppé » se réserve directement, sans le premier échange');
    expect(text).not.toMatch(/[{}]/);
    // The video link comes with the confirmation, as the services say (not « la veille »).
    expect(text).toContain('le lien vous est envoyé avec la confirmation');
  });
});
