import { Link } from '@tanstack/react-router';
import { type InternalPath, MENU_PANEL_ID, shellCalls } from '../../data/navigation';
import { buttonClass } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { Logo } from '../Logo/Logo';
import styles from './SiteHeader.module.scss';

type Props = {
  siteName: string;
  links: ReadonlyArray<{ label: string; to: InternalPath }>;
  /** The booking page (the free first exchange) and the guide's sign-up page. */
  bookingUrl: string;
  guideUrl: string;
  currentPath: string;
  compact: boolean;
  /** The menu machine's state, for `aria-expanded` (the popover itself shows and hides the panel). */
  menuOpen: boolean;
  /** A link in the menu was followed (closes the menu even when the route does not change). */
  onNavigate: () => void;
};

export function SiteHeader({
  siteName,
  links,
  bookingUrl,
  guideUrl,
  currentPath,
  compact,
  menuOpen,
  onNavigate,
}: Props) {
  const { firstExchange, guide } = shellCalls;
  const [firstWord, afterFirstWord] = splitFirstWord(firstExchange.label);
  return (
    <header className={styles.header} data-compact={compact}>
      <div className={styles.bar}>
        {/* A link to the page shown reloads it, as it does before the scripts: the router would do
            nothing, and the tap would be lost. */}
        <Link
          to="/"
          className={styles.brand}
          onClick={onNavigate}
          reloadDocument={currentPath === '/'}
          aria-label={`${siteName}, accueil`}
        >
          <Logo name={siteName} />
        </Link>
        <nav aria-label="Navigation principale" className={styles.nav}>
          {/* A popover and its button: the menu opens and closes before any script has run, and the
              label follows the panel's state in CSS (one of the two is displayed). */}
          <button
            type="button"
            className={styles.toggle}
            popoverTarget={MENU_PANEL_ID}
            aria-expanded={menuOpen}
            aria-controls={MENU_PANEL_ID}
          >
            <span className={styles.toggleIcon} aria-hidden="true" />
            <span className={styles.whenClosed}>Menu</span>
            <span className={styles.whenOpen}>Fermer</span>
          </button>
          <ul id={MENU_PANEL_ID} className={styles.links} popover="auto">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={styles.link}
                  aria-current={link.to === currentPath ? 'page' : undefined}
                  reloadDocument={link.to === currentPath}
                  onClick={onNavigate}
                >
                  {link.label}
                </Link>
              </li>
            ))}
            {/* From 768 px, a discreet link to the free guide beside the pages (the panel has its own). */}
            <li className={styles.barCall}>
              <ExternalLink href={guideUrl} className={`${styles.link} ${styles.guideLink}`}>
                {guide.label}
              </ExternalLink>
            </li>
            {/* Small screens only: the menu also leads to the first exchange and the guide. */}
            <li className={styles.panelCall}>
              <ExternalLink href={bookingUrl} className={buttonClass('primary', styles.panelButton)}>
                {firstExchange.label}
              </ExternalLink>
            </li>
            <li className={styles.panelCall}>
              <ExternalLink href={guideUrl} className={styles.panelGuide} saysNewTab>
                <span className={styles.panelLabel}>{guide.label}</span>{' '}
                <span className={styles.panelNote}>{guide.note}</span>
              </ExternalLink>
            </li>
          </ul>
        </nav>
        {/* The first exchange, one tap away on every screen: "Réserver" on phones and tablets (the rest
            of its name is read, not shown), the whole wording on a desktop. */}
        <ExternalLink href={bookingUrl} className={buttonClass('primary', styles.book)}>
          <span>
            {firstWord}
            <span className={styles.bookRest}>{afterFirstWord}</span>
          </span>
        </ExternalLink>
      </div>
    </header>
  );
}

/** "Réserver mon premier…" → ["Réserver", " mon premier…"]. */
const splitFirstWord = (text: string) => {
  const space = text.indexOf(' ');
  return space === -1 ? [text, ''] : [text.slice(0, space), text.slice(space)];
};
