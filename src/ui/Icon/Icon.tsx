import type { ReactNode } from 'react';

/** A drawing on its grid: what `Icon` draws. The site's glyphs are in glyphs.tsx and its siblings. */
export type Glyph = {
  /** The side of its square drawing grid (`viewBox="0 0 grid grid"`). */
  grid: number;
  draw: ReactNode;
  /** A class the glyph always carries (its colours set in CSS). */
  className?: string;
};

type Props = {
  glyph: Glyph;
  /** Width and height in px; the glyph's own grid by default. */
  size?: number;
  className?: string;
};

/**
 * The one way the site draws a glyph, the brand mark included. Glyphs are decorative (hidden from
 * assistive technology): the words beside them say what they mean.
 */
export function Icon({ glyph, size = glyph.grid, className }: Props) {
  const { grid } = glyph;
  return (
    <svg
      className={[glyph.className, className].filter(Boolean).join(' ') || undefined}
      viewBox={`0 0 ${grid} ${grid}`}
      width={size}
      height={size}
      aria-hidden="true"
    >
      {glyph.draw}
    </svg>
  );
}
