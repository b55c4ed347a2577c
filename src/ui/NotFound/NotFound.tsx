import { Link } from '@tanstack/react-router';
import { paths } from '../../data/navigation';
import { buttonClass } from '../Button/Button';
import styles from './NotFound.module.scss';

/** Shown inside the shell for any unknown path (docs/product.md D14). */
export function NotFound() {
  return (
    <div className={styles.notFound}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Page introuvable</h1>
      <p className={styles.text}>
        Cette page n’existe pas, ou plus. Pas d’inquiétude : tout le reste est là, à portée de clic.
      </p>
      <Link to={paths.home} className={buttonClass('primary')}>
        Revenir à l’accueil
      </Link>
    </div>
  );
}
