import { readArticles } from '../pipeline/articles/articleReader';
import { paths } from '../src/data/navigation';
import { sitePages } from '../src/data/pages';
import { expect, test, waitForHydration } from './fixtures';

/**
 * A jump (the End key, a dragged scrollbar) lands still: what she is about to tap stays where she saw it.
 * The blocks laid out only near the screen took their real height a frame after a jump landed among them
 * (the end of /services moved by 300 px on a computer); once the page is hers, they are laid out while
 * it is idle, one a frame (src/machines/browser/idleLayout.ts). Reduced motion: the blocks that fade in
 * as they come into view (src/ui/Reveal) rise a few pixels on purpose.
 */
const { articles } = await readArticles();
const pages = [...sitePages.map((page) => page.path), `${paths.articles}/${articles[0]?.slug}`];

test.use({ reducedMotion: 'reduce' });

/** Runs in the page: whether no block is left to its estimated height. */
const laidOutWhole = () =>
  [...document.querySelectorAll('body *')].every(
    (element) => getComputedStyle(element).contentVisibility !== 'auto',
  );

for (const path of pages) {
  test(`${path}: a jump to its end, or two thirds down, lands still`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(laidOutWhole)).toBe(true);
    // Each control's place on screen, frame after frame, after a jump to it.
    const moves = await page.evaluate(async () => {
      const controls = [...document.querySelectorAll('main a[href], main button')].filter(
        (control) => control.getClientRects().length > 0,
      );
      const targets = [controls.at(-1), controls[Math.floor(controls.length * 0.6)]];
      const moved: string[] = [];
      for (const control of targets) {
        if (!control) continue;
        control.scrollIntoView({ block: 'center' });
        const tops: number[] = [];
        for (let frame = 0; frame < 10; frame += 1) {
          await new Promise(requestAnimationFrame);
          tops.push(Math.round(control.getBoundingClientRect().top));
        }
        if (new Set(tops).size > 1) moved.push(`« ${control.textContent?.trim()} »: ${tops.join(', ')}`);
      }
      return moved;
    });
    expect(moves).toEqual([]);
  });
}
