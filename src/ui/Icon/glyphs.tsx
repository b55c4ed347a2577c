import type { Glyph } from './Icon';
import styles from './Icon.module.scss';

/**
 * The glyphs in every page's first script: the brand mark (on every page) and the home page's arrows.
 * The other pages' own are in serviceGlyphs.tsx and contactGlyphs.tsx, so that each page's script
 * carries only what it draws (the home page's is held to a byte budget).
 */
export const glyphs = {
  /** The brand mark: two nested arcs (a belly, an embrace) and a sage dot, beside the name in `Logo`. */
  brand: {
    grid: 40,
    draw: (
      <>
        <circle cx="20" cy="20" r="19" fill="var(--color-primary-soft)" />
        <path
          d="M11 25c2-8 7-13 13-13 4 0 6 3 6 6 0 6-7 10-13 10"
          fill="none"
          stroke="var(--color-primary)"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
        <circle cx="22" cy="20" r="3.2" fill="var(--color-sage)" />
      </>
    ),
  },
  /** The tick in a soft disc that marks a reassurance (its colours in Icon.module.scss). */
  check: {
    grid: 20,
    className: styles.mark,
    draw: (
      <>
        <circle cx="10" cy="10" r="9" />
        <path d="M6 10.4l2.6 2.5L14 7.6" />
      </>
    ),
  },
  /** A long arrow down, stroked by its component's CSS. */
  arrowDownLong: { grid: 24, draw: <path d="M12 4v15m0 0l-6-6m6 6l6-6" /> },
  /** An arrow right, stroked by its component's CSS. */
  arrowRight: { grid: 20, draw: <path d="M4 10h12m0 0l-5-5m5 5l-5 5" /> },
  /** A star, filled by its component's CSS. */
  star: {
    grid: 20,
    draw: <path d="M10 1.6l2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.5l-5.1 2.8 1.1-5.7-4.3-4 5.8-.7z" />,
  },
} satisfies Record<string, Glyph>;
