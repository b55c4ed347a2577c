import { Link } from '@tanstack/react-router';
import { Fragment, useId } from 'react';
import type {
  LegalBlock,
  LegalDocument,
  LegalFact,
  LegalInline,
  LegalLink,
  LegalRichText,
  legalLabels,
} from '../../data/legal';
import { buttonClass } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { PageIntro } from '../PageIntro/PageIntro';
import styles from './LegalPage.module.scss';

type Props = {
  page: LegalDocument;
  labels: typeof legalLabels;
};

/**
 * A legal text (notice, privacy policy): the page's `h1`, the date of its last update, a table of
 * contents linking to every section, then the sections at reading width, each under its own `h2`.
 * Plain anchors: the table of contents works before (and without) JavaScript.
 */
export function LegalPage({ page, labels }: Props) {
  const tocId = useId();
  const relatedId = useId();
  return (
    <>
      <PageIntro eyebrow={labels.eyebrow} title={page.title} lead={page.lead}>
        <p className={styles.updated}>
          {labels.updated} <time dateTime={page.updated.iso}>{page.updated.label}</time>
        </p>
      </PageIntro>

      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby={tocId}>
          <p id={tocId} className={styles.tocTitle}>
            {labels.toc}
          </p>
          <ol className={styles.tocList}>
            {page.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={styles.tocLink}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={styles.body}>
          {page.sections.map((section) => (
            <section key={section.id} id={section.id} className={styles.section}>
              <h2 className={styles.heading}>{section.heading}</h2>
              {section.blocks.map((block, index) => (
                // Blocks never move within a section: their position is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: static copy
                <Block key={index} block={block} />
              ))}
            </section>
          ))}

          <nav className={styles.related} aria-labelledby={relatedId}>
            <p id={relatedId} className={styles.relatedTitle}>
              {labels.related}
            </p>
            <ul className={styles.relatedList}>
              {page.related.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={buttonClass('quiet')}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p className={styles.paragraph}>
          <RichText content={block.content} />
        </p>
      );
    case 'list':
      return (
        <ul className={styles.list}>
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static copy
            <li key={index}>
              <RichText content={item} />
            </li>
          ))}
        </ul>
      );
    case 'facts':
      return <Facts items={block.items} />;
  }
}

/** Length of the visible text, to lay short facts out as a table and long ones stacked. */
const textLength = (content: LegalRichText) =>
  content.reduce((sum, part) => sum + (typeof part === 'string' ? part : part.text).length, 0);

const TABLE_MAX_CHARACTERS = 60;

function Facts({ items }: { items: readonly LegalFact[] }) {
  const table = items.every((item) => textLength(item.details) <= TABLE_MAX_CHARACTERS);
  return (
    <dl className={table ? `${styles.facts} ${styles.factsTable}` : styles.facts}>
      {items.map((item) => (
        <div key={item.term} className={styles.fact}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.details}>
            <RichText content={item.details} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RichText({ content }: { content: LegalRichText }) {
  return content.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static copy
    <Fragment key={index}>{typeof part === 'string' ? part : <Inline part={part} />}</Fragment>
  ));
}

/** Words she set in bold or in italics, or a link. */
function Inline({ part }: { part: Exclude<LegalInline, string> }) {
  if (!('emphasis' in part)) return <InlineLink link={part} />;
  if (part.emphasis === 'strong') return <strong>{part.text}</strong>;
  return <em>{part.text}</em>;
}

function InlineLink({ link }: { link: LegalLink }) {
  if ('to' in link) return <Link to={link.to}>{link.text}</Link>;
  if (link.external) return <ExternalLink href={link.href}>{link.text}</ExternalLink>;
  return <a href={link.href}>{link.text}</a>;
}
