import { Link } from '@tanstack/react-router';
import type { Ref } from 'react';
import type { InternalPath } from '../../data/navigation';
import { Logo } from '../Logo/Logo';
import styles from './SiteHeader.module.scss';

type Props = {
  siteName: string;
  links: ReadonlyArray<{ label: string; to: InternalPath }>;
  currentPath: string;
  compact: boolean;
  menuOpen: boolean;
  onMenuToggle: () => void;
  /** A link in the menu was followed (closes the menu even when the route does not change). */
  onNavigate: () => void;
  toggleRef?: Ref<HTMLButtonElement>;
};

const MENU_ID = 'menu-principal';

export function SiteHeader({
  siteName,
  links,
  currentPath,
  compact,
  menuOpen,
  onMenuToggle,
  onNavigate,
  toggleRef,
}: Props) {
  return (
    <header className={styles.header} data-compact={compact} data-menu-open={menuOpen}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand} onClick={onNavigate} aria-label={`${siteName}, accueil`}>
          <Logo name={siteName} />
        </Link>
        <nav aria-label="Navigation principale" className={styles.nav}>
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            onClick={onMenuToggle}
          >
            <span className={styles.toggleIcon} aria-hidden="true" />
            {menuOpen ? 'Fermer' : 'Menu'}
          </button>
          <ul id={MENU_ID} className={styles.links}>
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={styles.link}
                  aria-current={link.to === currentPath ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
