import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { type ButtonVariant, buttonClass } from '../Button/Button';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & {
  /** The id of the element on this page it leads to. */
  targetId: string;
  variant?: ButtonVariant;
  /**
   * Takes a plain click over once the scripts run (a smooth scroll that also moves focus there);
   * before that, and for a click that opens a new tab or window, the browser follows the link.
   */
  onFollow?: () => void;
};

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link to a section of this page, looking like a button: it works from the first paint, without
 * any script (docs/first-tap.md), and its `onFollow` only improves on it.
 */
export function InPageLink({ targetId, variant = 'primary', className, onFollow, ...rest }: Props) {
  return (
    <a
      {...rest}
      href={`#${targetId}`}
      className={buttonClass(variant, className)}
      onClick={(event) => {
        if (!onFollow || !isPlainClick(event)) return;
        event.preventDefault();
        onFollow();
      }}
    />
  );
}
