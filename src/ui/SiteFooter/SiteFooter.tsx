import { Link } from '@tanstack/react-router';
import type { FooterCopy } from '../../data/footer';
import { type InternalPath, paths, SHOP_ANCHOR, shellCalls } from '../../data/navigation';
import { buttonClass } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { Logo } from '../Logo/Logo';
import styles from './SiteFooter.module.scss';

type PageLink = { label: string; to: InternalPath };

type Props = {
  siteName: string;
  /** The pages of the menu, then the pages of the legal row (src/data/pages.ts). */
  links: readonly PageLink[];
  legalLinks: readonly PageLink[];
  copy: FooterCopy;
  disclaimer: string;
  location: string;
  email: string;
  instagramUrl: string;
  linkedinUrl: string;
  guideUrl: string;
  year: number;
  /** The page shown: a link to it reloads it, as before the scripts (the router would do nothing). */
  currentPath: string;
};

export function SiteFooter({
  siteName,
  links,
  legalLinks,
  copy,
  disclaimer,
  location,
  email,
  instagramUrl,
  linkedinUrl,
  guideUrl,
  year,
  currentPath,
}: Props) {
  const reloads = (to: string) => to === currentPath;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo name={siteName} />
          <p className={styles.blurb}>{copy.blurb}</p>
          <ul className={styles.social} aria-label={copy.socialLabel}>
            <li>
              <ExternalLink href={instagramUrl} className={styles.socialLink}>
                {copy.instagram}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={linkedinUrl} className={styles.socialLink}>
                {copy.linkedin}
              </ExternalLink>
            </li>
            <li>
              <a href={`mailto:${email}`} className={styles.socialLink}>
                {copy.email}
              </a>
            </li>
          </ul>
        </div>

        <nav aria-label={copy.quickLinks} className={styles.quickLinks}>
          <h2 className={styles.heading}>{copy.quickLinks}</h2>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} reloadDocument={reloads(link.to)}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to={paths.services} hash={SHOP_ANCHOR}>
                {copy.shop}
              </Link>
            </li>
            <li>
              <ExternalLink href={guideUrl} saysNewTab>
                {/* One box inside the flex link, so the space between the two parts is kept. */}
                <span>
                  {shellCalls.guide.label}{' '}
                  <span className={styles.linkNote}>{shellCalls.guide.shortNote}</span>
                </span>
              </ExternalLink>
            </li>
          </ul>
        </nav>

        <div className={styles.cta}>
          <h2 className={styles.heading}>{copy.questionTitle}</h2>
          <p>{copy.questionText}</p>
          <Link to={paths.contact} className={buttonClass('primary')} reloadDocument={reloads(paths.contact)}>
            {copy.contactCta}
          </Link>
          <p className={styles.location}>{location}</p>
        </div>
      </div>

      <div className={styles.bottom}>
        <p className={styles.disclaimer}>{disclaimer}</p>
        <div className={styles.legal}>
          <p>
            © {year} {siteName}. {copy.rights}
          </p>
          <ul>
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} reloadDocument={reloads(link.to)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
