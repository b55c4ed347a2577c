// The page in its web fonts, as a returning visitor sees it: shared by the screenshots (tools/screenshot.mjs)
// and the font cut's browser test (e2e/font-cut.spec.ts). A first visit paints in the fallbacks and
// keeps them on that page (pipeline/site/loadAfterFirstPaint.mjs): these take the web fonts now.

/** @typedef {import('@playwright/test').Page} Page */

/**
 * Adds the web fonts the page lists (`script[data-web-fonts]`), as its stylesheet declares them but
 * drawing once they have come, and waits until both draw it. A font that cannot come throws.
 * @param {Page} page
 * @returns {Promise<void>}
 */
export async function drawInWebFonts(page) {
  await page.evaluate(async () => {
    const list = document.querySelector('script[data-web-fonts]');
    /** @type {{ family: string, source: string, descriptors: FontFaceDescriptors }[]} */
    const fonts = JSON.parse(list?.textContent ?? '[]');
    if (fonts.length === 0) throw new Error('the page lists no web font');
    const drawn = new Set(
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
    );
    for (const { family, source, descriptors } of fonts) {
      if (drawn.has(family)) continue;
      const face = new FontFace(family, source, { ...descriptors, display: 'block' });
      document.fonts.add(face);
      await face.load();
    }
    await document.fonts.ready;
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
  });
}
