import type { ReactNode } from 'react';
import type { RevealBinding } from '../ui/Reveal/Reveal';
import { useHomeReveal } from './-useHomeReveal';

/**
 * A section that fades in once, with a reveal machine of its own. When the machine changes, only
 * this section renders again: the six reveals of the home page start, and later show their section,
 * without rendering the whole page each time.
 */
export function Revealed({ children }: { children: (reveal: RevealBinding) => ReactNode }) {
  return children(useHomeReveal());
}
