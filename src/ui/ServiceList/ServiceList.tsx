import type { ReactNode } from 'react';
import styles from './ServiceList.module.scss';

/** The column of service blocks (and their dialogs and notice), with the page's rhythm. */
export function ServiceList({ children }: { children: ReactNode }) {
  return <div className={styles.list}>{children}</div>;
}
