import { Link } from '@tanstack/react-router';
import styles from './ServiceArticles.module.scss';

type Props = {
  /** « Lire : » */
  label: string;
  articles: ReadonlyArray<{ slug: string; title: string }>;
};

/** Under a service on the services page: her articles about it. */
export function ServiceArticles({ label, articles }: Props) {
  if (articles.length === 0) return null;
  return (
    <ul className={styles.list}>
      {articles.map((article) => (
        <li key={article.slug}>
          {label}{' '}
          <Link to="/articles/$slug" params={{ slug: article.slug }}>
            {article.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
