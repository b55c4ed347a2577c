import type { Glyph } from './Icon';

/** Outlines drawn with the current text colour. */
const line = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.7,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** The contact page's glyphs: its form, coordinates and booking card (see glyphs.tsx). */
export const contactGlyphs = {
  /** A failed send: white exclamation mark in a disc. */
  alert: {
    grid: 24,
    draw: (
      <>
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="M12 6.5v7" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        <circle cx="12" cy="17.2" r="1.4" fill="#fff" />
      </>
    ),
  },
  /** A field's error: the alert's mark on the smaller grid. */
  error: {
    grid: 20,
    draw: (
      <>
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        <path d="M10 5.5v5.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        <circle cx="10" cy="14.3" r="1.2" fill="#fff" />
      </>
    ),
  },
  location: {
    grid: 24,
    draw: (
      <>
        <path {...line} d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
        <circle {...line} cx="12" cy="10" r="2.4" />
      </>
    ),
  },
  phone: {
    grid: 24,
    draw: (
      <path
        {...line}
        d="M6.6 3.8h2.6l1.4 3.9-1.9 1.3a11 11 0 0 0 6.3 6.3l1.3-1.9 3.9 1.4v2.6a2 2 0 0 1-2.2 2A16.2 16.2 0 0 1 4.6 6a2 2 0 0 1 2-2.2Z"
      />
    ),
  },
  email: {
    grid: 24,
    draw: (
      <>
        <rect {...line} x="3.5" y="5.5" width="17" height="13" rx="2.5" />
        <path {...line} d="m4.5 7 7.5 6 7.5-6" />
      </>
    ),
  },
  /** The booking card's picture: a calendar page with a heart, on a white disc. */
  calendar: {
    grid: 64,
    draw: (
      <>
        <circle cx="32" cy="32" r="32" fill="var(--color-surface)" />
        <rect
          x="15"
          y="18"
          width="34"
          height="30"
          rx="6"
          fill="var(--color-rose-soft)"
          stroke="var(--color-primary)"
          strokeWidth="2.2"
        />
        <path
          d="M15 27h34M24 14v8M40 14v8"
          stroke="var(--color-primary)"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
        <path
          d="M32 43.5c-4.6-2.9-7-5.3-7-8a3.6 3.6 0 0 1 7-1.4 3.6 3.6 0 0 1 7 1.4c0 2.7-2.4 5.1-7 8Z"
          fill="var(--color-primary)"
        />
      </>
    ),
  },
  /** A message sent: a white tick in a green disc with a soft halo. */
  sent: {
    grid: 56,
    draw: (
      <>
        <circle cx="28" cy="28" r="28" fill="var(--color-success-soft)" />
        <circle cx="28" cy="28" r="19" fill="var(--color-success)" />
        <path
          d="m19.5 28.5 6 6 11-12"
          fill="none"
          stroke="#fff"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </>
    ),
  },
} satisfies Record<string, Glyph>;
