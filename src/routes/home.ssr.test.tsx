// @vitest-environment node
import { GUIDE_ANCHOR, hero } from '../data/home';
import { render } from '../entry-server';

/**
 * The prerendered home page, as a visitor without JavaScript (or before hydration) gets it:
 * every section is in the HTML and none is marked as waiting for its reveal.
 */
describe('home page, server render', () => {
  it('ships the h1, the guide and all six revealable sections, none waiting', async () => {
    const response = await render('/', { routes: {} });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(
      new RegExp(`<h1[^>]*>${hero.title.lead}(<!-- -->)? <span[^>]*>${hero.title.accent}</span></h1>`),
    );
    expect(html).toContain(`id="${GUIDE_ANCHOR}"`);
    expect(html.match(/data-reveal="shown"/g)).toHaveLength(6);
    expect(html).not.toContain('data-reveal="waiting"');
    expect(html).not.toContain('data-hydrated');
  });
});
