import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

type Props = {
  href: string;
  children: ReactNode;
  className?: string;
  /** The visible text already says that a new tab opens: screen readers are not told twice. */
  saysNewTab?: boolean;
};

/** A link that opens a new tab, safely, and says so to screen readers (docs/product.md D13). */
export function ExternalLink({ href, children, className, saysNewTab = false }: Props) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {!saysNewTab && (
        <>
          {' '}
          <VisuallyHidden>(nouvel onglet)</VisuallyHidden>
        </>
      )}
    </a>
  );
}
