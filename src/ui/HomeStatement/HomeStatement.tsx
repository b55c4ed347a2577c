import { glyphs } from '../Icon/glyphs';
import { Icon } from '../Icon/Icon';
import { InPageLink } from '../InPageLink/InPageLink';
import { type RevealBinding, revealProps } from '../Reveal/Reveal';
import { Section } from '../Section/Section';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './HomeStatement.module.scss';

type Props = {
  eyebrow: string;
  title: string;
  text: string;
  shifts: ReadonlyArray<{ from: string; to: string }>;
  /** Read by screen readers where the eye sees an arrow. */
  shiftLabels: { from: string; to: string };
  cta: string;
  /** The guide section's id: the call to action is a link to it. */
  guideId: string;
  /** Takes the link over once the scripts run (smooth scroll, focus on the guide). */
  onGuideClick?: () => void;
  reveal?: RevealBinding;
};

/** The transformation statement: from fear of the unknown to a birth of one's own. */
export function HomeStatement({
  text,
  shifts,
  shiftLabels,
  cta,
  guideId,
  onGuideClick,
  reveal,
  ...heading
}: Props) {
  return (
    <Section
      {...heading}
      intro={<p>{text}</p>}
      tone="deep"
      centered
      {...revealProps(reveal, styles.statement)}
    >
      <ul className={styles.shifts}>
        {shifts.map(({ from, to }) => (
          <li key={to} className={styles.shift}>
            <span className={styles.from}>
              <VisuallyHidden>{shiftLabels.from} </VisuallyHidden>
              {from}
            </span>{' '}
            <Icon glyph={glyphs.arrowDownLong} className={styles.arrow} />
            <span className={styles.to}>
              <VisuallyHidden>{shiftLabels.to} </VisuallyHidden>
              {to}
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.action}>
        <InPageLink variant="secondary" targetId={guideId} onFollow={onGuideClick}>
          {cta}
        </InPageLink>
      </div>
    </Section>
  );
}
