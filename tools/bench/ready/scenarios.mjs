// What the readiness bench (tools/bench/ready.mjs) acts on: the phone it emulates, the not-found page's
// path, and the answers it watches frame by frame rather than reads from one tap's events.

/** The not-found page, on an unknown path (status 404). */
export const UNKNOWN_PATH = '/page-inconnue';

/** The phone: its screen, touch and language (its CPU and network are slowed by phonePage.mjs). */
export const phone = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  locale: 'fr-FR',
};

/**
 * Answers watched frame by frame rather than read from one tap's events (Watched): the highlight a
 * hash draws from the first paint (no tap: from the first paint to the ring), and the contact form
 * filled at the first paint and sent (from the tap on « Envoyer » to « Message envoyé ! », the title
 * of contactSuccessCopy in src/data/contact.ts, once the one post is answered).
 * @typedef {{ route: string, name: string, answered: () => boolean,
 *   act?: (page: import('@playwright/test').Page) => Promise<void> }} Watched
 * @type {Watched[]}
 */
export const watched = [
  {
    route: '/services#atelier-portage',
    name: 'Highlight (/services#atelier-portage)',
    answered: () => {
      const block = document.getElementById('atelier-portage');
      return block !== null && getComputedStyle(block).outlineWidth === '3px';
    },
  },
  {
    route: '/contact',
    name: 'Filled form sent (/contact)',
    // Shown, not only there: the page also holds the confirmation a post without scripts returns to.
    answered: () =>
      [...document.querySelectorAll('h3')].some(
        (h) => h.textContent?.startsWith('Message envoyé') && h.checkVisibility(),
      ),
    act: async (page) => {
      for (const [name, value] of [
        ['Nom', 'Camille Martin'],
        ['E-mail', 'camille@example.fr'],
        ['Message', 'Bonjour, je voudrais préparer ma césarienne programmée en mars.'],
      ])
        await page.getByRole('textbox', { name, exact: true }).fill(/** @type {string} */ (value));
      await page.getByRole('button', { name: 'Envoyer le message' }).tap();
    },
  },
];
