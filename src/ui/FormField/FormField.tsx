import type { ChangeEvent, ClipboardEvent, ReactNode, Ref } from 'react';
import { EARLY_ERROR_ATTRIBUTE, EARLY_ERROR_ID_MARK } from '../../data/formContracts';
import { contactGlyphs } from '../Icon/contactGlyphs';
import { Icon } from '../Icon/Icon';
import styles from './FormField.module.scss';

/** The rules a field breaks, named as the browser's `ValidityState` names them. */
export type EarlyRule = 'valueMissing' | 'patternMismatch';

type Props = {
  /** The control's id; the error and hint ids derive from it. */
  id: string;
  name: string;
  label: string;
  /** Shown after the label, lighter, e.g. "(facultatif)"; part of the accessible name. */
  optionalMark?: string;
  value: string;
  error?: string;
  type?: 'text' | 'email' | 'tel';
  /** A textarea of that many rows instead of a single-line input. */
  rows?: number;
  autoComplete: string;
  required?: boolean;
  /** The shape the browser checks by itself (`pattern`), without the page's scripts. */
  pattern?: string;
  /**
   * The messages this field can show before the page's scripts run: written into the page, hidden,
   * and shown by the inline script that checks the form until then (routes/-beforeHydration.ts).
   */
  earlyErrors?: Partial<Record<EarlyRule, string>>;
  readOnly?: boolean;
  /** The longest value taken (`maxlength`: the browser holds to it, with or without the scripts). */
  maxLength?: number;
  /** What the counter under the field says near its limit; null or absent: nothing shown. */
  counter?: string | null;
  onValueChange: (value: string) => void;
  /** A paste did not fit in the room left (`maxLength`): the browser keeps only its beginning. */
  onPasteCut?: () => void;
  fieldRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
};

/** A labelled input or textarea with its error underneath, tied by aria-describedby (docs/product.md). */
export function FormField({
  id,
  name,
  label,
  optionalMark,
  value,
  error,
  type = 'text',
  rows,
  autoComplete,
  required = false,
  pattern,
  earlyErrors,
  readOnly = false,
  maxLength,
  counter,
  onValueChange,
  onPasteCut,
  fieldRef,
}: Props) {
  const errorId = `${id}-erreur`;
  const counterId = `${id}-compteur`;
  const describedBy = [error && errorId, counter && counterId].filter(Boolean).join(' ');
  const control = {
    id,
    name,
    value,
    autoComplete,
    required,
    readOnly,
    maxLength,
    className: styles.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onValueChange(event.target.value),
    onPaste: (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (maxLength === undefined || !onPasteCut) return;
      const target = event.currentTarget;
      const selected = (target.selectionEnd ?? 0) - (target.selectionStart ?? 0);
      const room = maxLength - (target.value.length - selected);
      if (event.clipboardData.getData('text/plain').length > room) onPasteCut();
    },
  };

  // An if, not a JSX ternary: the typography check reads the text between tags as copy.
  let input: ReactNode;
  if (rows) {
    input = <textarea {...control} rows={rows} ref={fieldRef as Ref<HTMLTextAreaElement>} />;
  } else {
    input = (
      <input
        {...control}
        type={type}
        pattern={pattern}
        ref={fieldRef as Ref<HTMLInputElement>}
        inputMode={type === 'email' ? 'email' : type === 'tel' ? 'tel' : undefined}
        spellCheck={type === 'text' ? undefined : false}
        autoCapitalize={type === 'text' ? undefined : 'off'}
      />
    );
  }

  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optionalMark && ' '}
        {optionalMark && <span className={styles.optional}>{optionalMark}</span>}
      </label>
      {input}
      {/* Always in the page when the field has a limit, so screen readers hear the counter appear
          (politely), and a paste cut at the limit say so; empty, it takes no room. */}
      {maxLength !== undefined && (
        <p id={counterId} className={styles.counter} aria-live="polite">
          {counter}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <Icon glyph={contactGlyphs.error} size={18} className={styles.errorIcon} />
          {error}
        </p>
      )}
      {!error &&
        Object.entries(earlyErrors ?? {}).map(([rule, message]) => (
          <p
            key={rule}
            id={`${id}${EARLY_ERROR_ID_MARK}${rule}`}
            className={styles.error}
            {...{ [EARLY_ERROR_ATTRIBUTE]: rule }}
            hidden
          >
            <Icon glyph={contactGlyphs.error} size={18} className={styles.errorIcon} />
            {message}
          </p>
        ))}
    </div>
  );
}
