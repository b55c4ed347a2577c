import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RATING_MAX } from '../data/constants';
import {
  booking,
  founderStory,
  GUIDE_ANCHOR,
  guide,
  hero,
  homeServices,
  testimonials,
  transformation,
} from '../data/home';
import { pageMeta } from '../data/pages';
import { externalLinks, practitioner } from '../data/site';
import { renderRoute } from '../testing/renderRoute';

const main = () => screen.getByRole('main');
const region = (name: string) => within(main()).getByRole('region', { name });
/** Text as a visitor reads it: whitespace (no-break spaces included) collapsed. */
const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
const squash = (value: string) => value.replace(/\s+/g, ' ').trim();

function expectNewTab(link: HTMLElement, href: string) {
  expect(link).toHaveAttribute('href', href);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(link).toHaveTextContent('(nouvel onglet)');
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches: reduce }) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  window.scrollTo = vi.fn();
  mockReducedMotion(false);
});
afterEach(() => vi.unstubAllGlobals());

describe('home page: content', () => {
  it('opens on the hero h1, then the six sections in the order of the spec', async () => {
    await renderRoute('/');
    expect(document.title).toBe(pageMeta['/'].title);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(text(h1)).toBe(`${hero.title.lead} ${hero.title.accent}`);
    expect(text(h1)).toMatch(
      /^Se préparer sereinement à la césarienne… et en faire une naissance à part entière$/,
    );
    expect(
      within(main())
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      transformation.title,
      homeServices.title,
      founderStory.title,
      guide.title,
      testimonials.title,
      booking.title,
    ]);
  });

  it('hero: supporting line and the booking call to action in a new tab', async () => {
    await renderRoute('/');
    const heroRegion = region(text(screen.getByRole('heading', { level: 1 })));
    expect(within(heroRegion).getByText(hero.lead)).toBeInTheDocument();
    expectNewTab(within(heroRegion).getByRole('link', { name: new RegExp(hero.cta) }), externalLinks.booking);
    // Her first exchange's length and channel (src/content/cabinet.yml).
    expect(heroRegion?.textContent).toContain(
      'Premier échange gratuit de 20\u00a0minutes, par téléphone, sans engagement',
    );
    // Her three lines (src/content/home.yml).
    expect(within(heroRegion).getAllByRole('listitem').map(text)).toEqual([
      'Avant et après la naissance',
      'À Biarritz, par téléphone ou en visio',
      'Par une maman passée par là',
    ]);
    const picture = within(heroRegion).getByRole('img', { name: hero.illustration.alt });
    expect(picture).toHaveAttribute('width', String(hero.illustration.width));
    expect(picture).toHaveAttribute('height', String(hero.illustration.height));
    expect(picture).not.toHaveAttribute('loading', 'lazy');
  });

  it('statement: its text, the three shifts and the guide button', async () => {
    await renderRoute('/');
    const statement = region(transformation.title);
    expect(within(statement).getByText(transformation.text)).toBeInTheDocument();
    const shifts = within(statement).getAllByRole('listitem');
    expect(shifts.map(text)).toEqual(
      transformation.shifts.map(({ from, to }) =>
        squash(`${transformation.shiftLabels.from} ${from} ${transformation.shiftLabels.to} ${to}`),
      ),
    );
    expect(within(statement).getByRole('link', { name: transformation.cta })).toBeInTheDocument();
  });

  it('services: three plain links to their blocks on /services, each with colour, picture, duration and price, and a link to all', async () => {
    await renderRoute('/');
    const services = region(homeServices.title);
    const titles = ['Ma Césarienne en Confiance', 'Atelier de portage', 'Rituel de Bain Enveloppé'];
    // Each link is named by the words it shows, its title (WCAG 2.5.3), and stretches over its card.
    const cards = titles.map((title) => within(services).getByRole('link', { name: title }));
    for (const [index, link] of cards.entries()) expect(link).toHaveTextContent(titles[index]!);
    expect(cards.map((link) => link.getAttribute('href'))).toEqual([
      '/services#cesarienne-confiance',
      '/services#atelier-portage',
      '/services#bain-enveloppe',
    ]);
    homeServices.cards.forEach((card, index) => {
      const link = cards[index]!;
      expect(link).toHaveAccessibleDescription(
        `${card.description} ${['1\u00a0h · 50\u00a0€', '1\u00a0h\u00a030 · dès 25\u00a0€', '1\u00a0h\u00a030 · 60\u00a0€'][index]}`,
      );
      expect(link).not.toHaveAttribute('target');
      const article = link.closest('article')!;
      expect(article.className).toContain(['rose', 'sage', 'lavender'][index]);
      expect(within(article).getByRole('heading', { level: 3 })).toContainElement(link);
      const picture = within(article).getByRole('img', { name: card.image.alt });
      expect(picture).toHaveAttribute('src', card.image.src);
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture).toHaveAttribute('width', String(card.image.width));
    });
    expect(within(services).getByRole('link', { name: homeServices.allLink })).toHaveAttribute(
      'href',
      '/services',
    );
    // Where and how, as the hero's « À Biarritz, par téléphone ou en visio » says; one name for the bath.
    expect(cards[1]).toHaveAccessibleDescription(/En visio, en petit groupe à Biarritz ou chez vous/);
    expect(cards[2]).toHaveAccessibleDescription(/^Un bain tout en lenteur, chez vous,/);
    expect(within(cards[2]!.closest('article')!).getByRole('img')).toHaveAccessibleName(
      'Illustration\u00a0: un bébé enveloppé dans un lange flotte dans une bassine d’eau tiède, parmi des pétales.',
    );
  });

  it('story: "Mon histoire", the paragraphs, the quote, and her name and role alone until her photo', async () => {
    await renderRoute('/');
    const story = region('Mon histoire');
    for (const paragraph of founderStory.paragraphs)
      expect(within(story).getByText(paragraph)).toBeInTheDocument();
    expect(within(story).getByText(founderStory.quote).closest('blockquote')).not.toBeNull();
    // Issue 62: her face, or none: no empty frame, silhouette or « ⊕ » while she has no photo.
    expect(founderStory.portrait).toBeUndefined();
    expect(within(story).queryByRole('img')).toBeNull();
    expect(within(story).queryByRole('figure')).toBeNull();
    expect(story).toHaveTextContent(`${practitioner.name}${practitioner.role}`);
    expect(document.body).not.toHaveTextContent(/Emplacement|photo à venir/);
  });

  it('story: her trainings from her content; no count of mothers until she gives a true one', async () => {
    await renderRoute('/');
    const story = region('Mon histoire');
    const { trainings, mothersAccompanied } = founderStory.credentials;
    expect(trainings.length).toBeGreaterThan(0);
    // The demo content invents no number (0 hides it); HomeStory.test.tsx shows one she gives.
    expect(mothersAccompanied).toBe(0);
    expect(text(story)).not.toMatch(/accompagnées?/);
    const list = within(story).getByRole('heading', { level: 3, name: 'Mes formations' }).nextElementSibling!;
    const items = within(list as HTMLElement).getAllByRole('listitem');
    expect(items.map(text)).toEqual(
      trainings.map((training) => `${training.title}${training.organisation}, ${training.year}`),
    );
  });

  it('guide: anchored at #guide-gratuit, the five keys as a list and the sign-up link in a new tab', async () => {
    await renderRoute('/');
    const guideRegion = region('Les 5 clés pour une césarienne sereine');
    expect(guideRegion).toHaveAttribute('id', GUIDE_ANCHOR);
    expect(guideRegion.id).toBe('guide-gratuit');
    const list = within(guideRegion).getByRole('list');
    expect(list.tagName).toBe('OL');
    const keys = within(list).getAllByRole('listitem');
    expect(keys).toHaveLength(5);
    expect(keys.map((key) => within(key).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Comprendre sa césarienne',
      'Prendre soin de son microbiote',
      'Maîtriser sa respiration',
      'Prendre soin de son corps',
      'Se projeter positivement',
    ]);
    expectNewTab(within(guideRegion).getByRole('link', { name: new RegExp(guide.cta) }), externalLinks.guide);
    // It says, before the tap, that a sign-up page opens in a new tab.
    expect(within(guideRegion).getByText((_, el) => el?.textContent === guide.note)).toBeVisible();
    expect(guide.note).toContain('nouvel onglet');
  });

  it('testimonials: three figures with quote, name, month and year and « 5 sur 5 », then the join button and the note', async () => {
    await renderRoute('/');
    const section = region(testimonials.title);
    const figures = within(section).getAllByRole('figure');
    expect(figures).toHaveLength(3);
    figures.forEach((figure, index) => {
      const item = testimonials.items[index]!;
      expect(text(figure.querySelector('blockquote')!)).toBe(squash(item.text));
      const caption = figure.querySelector('figcaption')!;
      expect(caption).toHaveTextContent(item.name);
      // The month and year she received it (« septembre 2026 »), never a relative time that ages.
      const when = caption.querySelector('time')!;
      expect(when).toHaveAttribute('datetime', item.month);
      expect(when.textContent).toMatch(
        /^(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
      );
      expect(caption.textContent).not.toMatch(/il y a/);
      expect(within(figure).getByRole('img', { name: `5 sur ${RATING_MAX}` })).toBeInTheDocument();
      expect(figure.querySelectorAll('svg')).toHaveLength(RATING_MAX);
    });
    const join = within(section).getByRole('link', { name: 'Rejoignez-nous' });
    expect(join).toHaveAttribute('href', `#${GUIDE_ANCHOR}`);
    expect(join).toHaveAccessibleDescription(
      'Envie de vivre votre césarienne en confiance, vous aussi\u202f? Commencez par le guide gratuit «\u00a0Les 5 clés pour une césarienne sereine\u00a0».',
    );
    expect(section).not.toHaveTextContent('plus haut sur cette page');
    const note = within(section).getByText(
      (_, element) => element?.tagName === 'P' && text(element) === squash(testimonials.note),
    );
    expect(note).toHaveTextContent(/publiés avec leur accord/);
  });

  it('booking: "Prendre rendez-vous" in a new tab, the free first exchange, and a way to write instead', async () => {
    await renderRoute('/');
    const section = region(booking.title);
    expectNewTab(within(section).getByRole('link', { name: /^Prendre rendez-vous/ }), externalLinks.booking);
    expect(section?.textContent).toContain(
      'Le premier échange, 20\u00a0minutes par téléphone, est gratuit et sans engagement.',
    );
    expect(section).toHaveTextContent('Ensemble, nous verrons quel accompagnement vous ressemble');
    expect(within(section).getByRole('link', { name: booking.contactLink })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

describe('home page: links to the guide', () => {
  it.each([transformation.cta, 'Rejoignez-nous'])(
    '« %s » is a link to the guide section, which works before any script',
    async (name) => {
      await renderRoute('/');
      const link = within(main()).getByRole('link', { name });
      expect(link).toHaveAttribute('href', `#${GUIDE_ANCHOR}`);
      expect(document.getElementById(GUIDE_ANCHOR)).toBeInTheDocument();
    },
  );

  it('a click that opens a new tab stays the browser’s', async () => {
    await renderRoute('/');
    const guideSection = document.getElementById(GUIDE_ANCHOR)!;
    guideSection.scrollIntoView = vi.fn();
    const link = within(main()).getByRole('link', { name: transformation.cta });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(guideSection.scrollIntoView).not.toHaveBeenCalled();
  });

  it.each([
    [transformation.cta, 'smooth', false],
    ['Rejoignez-nous', 'smooth', false],
    ['Rejoignez-nous', 'auto', true],
  ] as const)('« %s » scrolls (%s) to the guide and gives it focus', async (name, behavior, reduce) => {
    const user = userEvent.setup();
    await renderRoute('/');
    mockReducedMotion(reduce);
    const guideSection = document.getElementById(GUIDE_ANCHOR)!;
    guideSection.scrollIntoView = vi.fn();
    const link = within(main()).getByRole('link', { name });
    let followed: boolean | undefined;
    // On window, after React's handler on the root.
    const see = (event: Event) => {
      followed = !event.defaultPrevented;
    };
    window.addEventListener('click', see, { once: true });
    await user.click(link);
    // The smooth scroll replaces the browser's jump.
    expect(followed).toBe(false);
    expect(guideSection.scrollIntoView).toHaveBeenCalledOnce();
    expect(guideSection.scrollIntoView).toHaveBeenCalledWith({ behavior, block: 'start' });
    expect(guideSection).toHaveFocus();
  });
});

describe('home page: reveal', () => {
  const revealed = () =>
    [...main().querySelectorAll('section[data-reveal]')].map((section) =>
      section.getAttribute('data-reveal'),
    );

  /** Sections sit below the fold; `see(index)` plays the observer reporting one of them. */
  function belowTheFoldWithObserver() {
    const callbacks = new Map<Element, IntersectionObserverCallback>();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private callback: IntersectionObserverCallback) {}
        observe(element: Element) {
          callbacks.set(element, this.callback);
        }
        disconnect() {}
      },
    );
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 2000,
      bottom: 2600,
      height: 600,
    } as DOMRect);
    return (element: Element) =>
      act(() =>
        callbacks.get(element)?.(
          [
            {
              isIntersecting: true,
              intersectionRatio: 0.2,
              boundingClientRect: {},
            } as IntersectionObserverEntry,
          ],
          {} as IntersectionObserver,
        ),
      );
  }

  afterEach(() => vi.restoreAllMocks());

  it('every section below the hero fades: waits once the client runs, shows when the observer sees it', async () => {
    const see = belowTheFoldWithObserver();
    await renderRoute('/');
    expect(revealed()).toEqual(Array(6).fill('waiting'));
    const sections = [...main().querySelectorAll('section[data-reveal]')];
    see(sections[3]!);
    expect(revealed()).toEqual(['waiting', 'waiting', 'waiting', 'shown', 'waiting', 'waiting']);
    for (const section of sections) see(section);
    expect(revealed()).toEqual(Array(6).fill('shown'));
  });

  it('reduced motion: nothing ever waits', async () => {
    belowTheFoldWithObserver();
    mockReducedMotion(true);
    await renderRoute('/');
    expect(revealed()).toEqual(Array(6).fill('shown'));
  });

  it('sections already on screen, or a browser without IntersectionObserver: shown at once', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    await renderRoute('/');
    expect(revealed()).toEqual(Array(6).fill('shown'));
  });
});
