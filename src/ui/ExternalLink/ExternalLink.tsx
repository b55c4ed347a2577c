import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

type Props = {
  href: string;
  children: ReactNode;
  className?: string;
};

/** A link that opens a new tab, safely, and says so to screen readers (DECISIONS.md 13). */
export function ExternalLink({ href, children, className }: Props) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <VisuallyHidden> (nouvel onglet)</VisuallyHidden>
    </a>
  );
}
