import { existsSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { PHOTO_BUDGET_BYTES, PHOTO_URL_BASE, PHOTO_WIDTHS, processPhoto } from './photos';

/**
 * A phone photo as the practitioner would send one: 4000×3000, fine detail everywhere (noise over a
 * gradient and shapes), about 5 MB as a high-quality JPEG, taken sideways (EXIF orientation 6).
 */
async function phonePhoto() {
  const width = 4000;
  const height = 3000;
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8c4b8"/><stop offset="1" stop-color="#5b3a2e"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="2000" cy="1200" r="700" fill="#f5e6d8"/><ellipse cx="2000" cy="2700" rx="1400" ry="800" fill="#8f4a3e"/></svg>`,
  );
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  return sharp(scene)
    .composite([{ input: grain, blend: 'overlay' }])
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 92 })
    .toBuffer();
}

describe('the photo pipeline', () => {
  it('turns a 5 MB phone photo into light AVIF, WebP and JPEG files, upright, with a placeholder', async () => {
    const input = await phonePhoto();
    expect(input.length).toBeGreaterThan(3 * 1024 * 1024);
    const { photo, files } = await processPhoto(input, 'founder');

    // Upright: the sideways 4000×3000 photo is 3000 wide once turned.
    expect(photo.width / photo.height).toBeCloseTo(3 / 4, 2);
    expect(photo.width).toBe(PHOTO_WIDTHS[1]);
    expect(photo.src).toMatch(new RegExp(`^${PHOTO_URL_BASE}/founder-[0-9a-f]{10}-800\\.jpg$`));
    expect(photo.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of photo.sources)
      expect(source.srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
        '400w',
        '800w',
        '1200w',
      ]);
    expect(photo.jpegSrcset).toContain('1200w');
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(photo.placeholder.length).toBeLessThan(1024);

    expect(files).toHaveLength(9);
    for (const file of files) {
      expect(existsSync(file.path)).toBe(true);
      const width = Number(/-(\d+)\.\w+$/.exec(file.fileName)?.[1]);
      const bytes = statSync(file.path).size;
      console.info(`${file.fileName}: ${(bytes / 1024).toFixed(0)} KiB`);
      expect(bytes, file.fileName).toBeLessThanOrEqual(PHOTO_BUDGET_BYTES(width));
    }
  }, 120_000);

  it('never enlarges a small photo', async () => {
    const small = await sharp({ create: { width: 500, height: 700, channels: 3, background: '#c9a' } })
      .jpeg()
      .toBuffer();
    const { photo, files } = await processPhoto(small, 'guide');
    expect(files.map((file) => file.fileName.replace(/^guide-\w+-/, ''))).toEqual([
      '400.avif',
      '500.avif',
      '400.webp',
      '500.webp',
      '400.jpg',
      '500.jpg',
    ]);
    expect([photo.width, photo.height]).toEqual([500, 700]);
  });
});
