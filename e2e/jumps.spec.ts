import { readArticles } from '../pipeline/articles/articleReader';
import { paths } from '../src/data/navigation';
import { sitePages } from '../src/data/pages';
import { expect, test, topsAfterJump, waitForHydration } from './fixtures';

/**
 * A jump (the End key, a dragged scrollbar) lands still: what she is about to tap stays where she saw it.
 * The blocks laid out only near the screen took their real height a frame after a jump landed among them
 * (the end of /services moved by 300 px on a computer); once the page is hers, where a mouse or a trackpad
 * leads, they are laid out while it is idle, one a frame (src/machines/browser/idleLayout.ts). A touch
 * screen is left out: a finger scrolls, it does not jump. Reduced motion: the blocks that fade in as they
 * come into view (src/ui/Reveal) rise a few pixels on purpose.
 */
const { articles } = await readArticles();
const pages = [...sitePages.map((page) => page.path), `${paths.articles}/${articles[0]?.slug}`];

test.use({ reducedMotion: 'reduce' });
// A computer's window, wide and narrowed to a phone's width; the phone project is a touch screen.
test.beforeEach(() => test.skip(test.info().project.name !== 'desktop', 'a mouse leads'));

/** Runs in the page: whether no block is left to its estimated height. */
const laidOutWhole = () =>
  [...document.querySelectorAll('body *')].every(
    (element) => getComputedStyle(element).contentVisibility !== 'auto',
  );

for (const width of [1280, 375])
  for (const path of pages) {
    test(`${path} at ${width} px: a jump to its last control, or to one 60 % down, lands still`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await waitForHydration(page);
      await expect.poll(() => page.evaluate(laidOutWhole)).toBe(true);
      // The last control of the page, and one 60 % down.
      const controls = page.getByRole('main').locator('a[href], button').filter({ visible: true });
      const count = await controls.count();
      for (const index of [count - 1, Math.floor(count * 0.6)]) {
        const control = controls.nth(index);
        const tops = await topsAfterJump(control);
        expect(new Set(tops), `« ${await control.textContent()} »: ${tops.join(', ')}`).toEqual(
          new Set([tops[0]]),
        );
      }
    });
  }
