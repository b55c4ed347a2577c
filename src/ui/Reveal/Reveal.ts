import type { Ref } from 'react';
import styles from './Reveal.module.scss';

/** What a page gives a section that fades in once (its machine lives in the route). */
export type RevealBinding = {
  ref?: Ref<HTMLElement>;
  /** The section waits for its reveal: it may be faded out, but only once the page is hydrated. */
  waiting: boolean;
};

/** Props for a `Section` that fades in with its reveal: its inner block is what fades and moves. */
export function revealProps(reveal: RevealBinding | undefined, className?: string) {
  return {
    sectionRef: reveal?.ref,
    'data-reveal': reveal?.waiting ? 'waiting' : 'shown',
    className: [styles.reveal, className].filter(Boolean).join(' '),
    innerClassName: styles.content,
  };
}
