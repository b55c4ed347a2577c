import { Link } from '@tanstack/react-router';
import { paths } from '../../data/navigation';
import { buttonClass } from '../Button/Button';
import styles from './NotFound.module.scss';

type Props = { code: string; title: string; text: string; homeCta: string };

/** Shown inside the shell for any unknown path (docs/product.md D14); its words: src/data/footer.ts. */
export function NotFound({ code, title, text, homeCta }: Props) {
  return (
    <div className={styles.notFound}>
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <Link to={paths.home} className={buttonClass('primary')}>
        {homeCta}
      </Link>
    </div>
  );
}
