import type { Glyph } from './Icon';

/** The shop's promise outlines, in the current colour. */
const promise = (d: string) => (
  <path
    d={d}
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    strokeLinecap="round"
    strokeLinejoin="round"
  />
);

/** The Instagram glyph; its lines are thinner where it is drawn large. */
const instagram = (weight: number, dot: number) => (
  <>
    <rect
      x="3.5"
      y="3.5"
      width="17"
      height="17"
      rx="5"
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
    />
    <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth={weight} />
    <circle cx="17" cy="7" r={dot} fill="currentColor" />
  </>
);

/** The services page's glyphs: its offers, dialogs, shop and community (see glyphs.tsx). */
export const serviceGlyphs = {
  arrowDown: {
    grid: 20,
    draw: (
      <path
        d="M10 4v12m0 0-5-5m5 5 5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ),
  },
  close: {
    grid: 20,
    draw: (
      <path
        d="M5 5l10 10M15 5 5 15"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    ),
  },
  sparkle: {
    grid: 20,
    draw: <path d="M10 2.5l1.9 4.6 4.6 1.9-4.6 1.9L10 15.5l-1.9-4.6L3.5 9l4.6-1.9z" fill="currentColor" />,
  },
  heart: {
    grid: 24,
    draw: (
      <path
        d="M12 20.5s-7.5-4.4-7.5-10A4.5 4.5 0 0 1 12 7.2a4.5 4.5 0 0 1 7.5 3.3c0 5.6-7.5 10-7.5 10Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    ),
  },
  instagram: { grid: 24, draw: instagram(1.8, 1.1) },
  instagramFine: { grid: 24, draw: instagram(1.5, 1) },
  // The shop's promises (src/data/products.ts names them): made in France, a quality seal, natural.
  hexagon: { grid: 24, draw: promise('M12 2.8l7.2 3.6 1.3 6.8-4.4 6.8-7.8.4-5-5.3.9-7.9Z') },
  seal: {
    grid: 24,
    draw: promise(
      'M12 3l2.2 1.6 2.7-.1.8 2.6 2.2 1.6-.9 2.6.9 2.6-2.2 1.6-.8 2.6-2.7-.1L12 21l-2.2-1.6-2.7.1-.8-2.6-2.2-1.6.9-2.6-.9-2.6 2.2-1.6.8-2.6 2.7.1ZM8.5 12l2.3 2.3 4.7-4.8',
    ),
  },
  leaf: { grid: 24, draw: promise('M5 19c0-9 5-14 15-14 0 10-5 15-14 15M5 19l8-8') },
} satisfies Record<string, Glyph>;
