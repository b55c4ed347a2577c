// The editor's fields, on Decap's own widgets: each field checks its value with its content rule as
// she types (src/admin/checks.ts), a text shows how many characters are left, an amount is read the French
// way, a day is the browser's own date field. Decap gives widgets React as `window.h` and
// `window.createClass` (its documented way to write custom widgets without a build of React).
import type { GenericSchema } from 'valibot';
import { euroAmount, formatEuros } from '../data/money.ts';
import { amountHint, fieldProblems, isFarFrom, readAmount } from './checks.ts';
import type { FieldRules } from './config.ts';

type Immutable = { get(key: string): unknown; toJS?: () => unknown };
type Props = Record<string, unknown> & {
  field: Immutable;
  value: unknown;
  forID: string;
  classNameWrapper: string;
  onChange(value: unknown): void;
  setActiveStyle(): void;
  setInactiveStyle(): void;
};
type Instance = { props: Props; state: Record<string, unknown>; setState(state: object): void } & Record<
  string,
  unknown
>;
type Element = unknown;
type H = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => Element;
type ComponentSpec = Record<string, unknown> & { render(this: Instance): Element };
type Registered = { control: unknown; preview?: unknown } & Record<string, unknown>;
export type Decap = {
  getWidget(name: string): Registered;
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void;
};

declare global {
  interface Window {
    h: H;
    createClass(spec: ComponentSpec): unknown;
  }
}

const plain = (value: unknown) =>
  value && typeof (value as Immutable).toJS === 'function' ? (value as Immutable).toJS?.() : value;

/** What Decap shows under a field it refuses; PRESENCE so that a refused save says so in a notice. */
const refusal = (message: string, parentIds: unknown) => ({
  error: { type: 'PRESENCE', parentIds, message },
});

/**
 * A field that checks its value with its rule (Decap calls `isValid` as she types and before a save).
 * Decap's own presence check is left out (`getValidateValue`): the rule says what is missing, in the
 * build's words, and a photo's description is required only with its photo.
 */
function checked(rules: FieldRules, render: (instance: Instance, h: H) => Element, extra = {}) {
  return window.createClass({
    ...extra,
    rule(this: Instance): GenericSchema | undefined {
      return rules.get(String(this.props.field.get('check')));
    },
    isValid(this: Instance & { rule(): GenericSchema | undefined }) {
      const inner = (this.inner as { isValid?: () => unknown } | undefined)?.isValid?.();
      if (inner && typeof inner === 'object' && 'error' in inner && inner.error) return inner;
      const own = (this.ownProblem as (() => string | undefined) | undefined)?.call(this);
      if (own) return refusal(own, this.props.parentIds);
      const rule = this.rule();
      if (!rule) return true;
      const value = plain(this.props.value) ?? this.props.emptyValue;
      // Left empty, a field that may be is left out of the file (an article's date of update).
      const saved = value === '' && this.props.field.get('omit_empty') ? undefined : value;
      const [problem] = fieldProblems(rule, saved);
      return problem ? refusal(problem, this.props.parentIds) : true;
    },
    // Decap validates a sheet down its tree through each control's `validate`: a group's or a list's
    // fields first, then the field itself, whose `isValid` is the one above.
    validate(this: Instance) {
      (this.inner as { validate?: () => void } | undefined)?.validate?.();
      (this.props.validate as () => void)();
    },
    render(this: Instance) {
      return render(this, window.h);
    },
  });
}

/** Decap's control, with its props and a ref for its own checks and focus. */
const decapControl = (control: unknown, instance: Instance, h: H, props: object = {}) =>
  h(control, {
    ...instance.props,
    ...props,
    ref: (inner: unknown) => {
      instance.inner = inner;
    },
  });

/** « 12 / 120 » under a text with a length limit, in red past it. */
function counter(instance: Instance, h: H) {
  const max = instance.props.field.get('max_length');
  if (typeof max !== 'number') return null;
  const length = String(instance.props.value ?? '').trim().length;
  return h(
    'p',
    {
      className: length > max ? 'field-counter field-counter--over' : 'field-counter',
      'aria-live': 'polite',
    },
    `${length}\u00a0/\u00a0${max}\u00a0caractères`,
  );
}

/** A text with its counter; Decap's presence check left to the rule. */
const textWidget = (decap: Decap, name: 'string' | 'text', rules: FieldRules) => {
  const { control } = decap.getWidget(name);
  return checked(
    rules,
    (instance, h) =>
      h(
        'div',
        null,
        decapControl(control, instance, h, { value: instance.props.value ?? '' }),
        counter(instance, h),
      ),
    { getValidateValue: () => 'checked by its rule' },
  );
};

/**
 * An amount, typed as she writes it: « 12,50 » is 12,5 €, never 1250. What cannot be read as one
 * amount is kept as typed and refused with how to write it; a price far from the one she started
 * from asks her to confirm it beside the field.
 */
const amountWidget = (rules: FieldRules) =>
  checked(
    rules,
    (instance, h) => {
      const { field, forID, classNameWrapper, value } = instance.props;
      const money = Boolean(field.get('money'));
      const published = instance.state.published as number | undefined;
      const far = typeof value === 'number' && typeof published === 'number' && isFarFrom(published, value);
      return h(
        'div',
        { className: 'field-amount' },
        h('input', {
          id: forID,
          className: classNameWrapper,
          type: 'text',
          inputMode: money ? 'decimal' : 'numeric',
          autoComplete: 'off',
          value: instance.state.typed as string,
          onChange: (event: { target: { value: string } }) => {
            const typed = event.target.value;
            const amount = readAmount(typed);
            instance.setState({ typed, confirmed: false });
            instance.props.onChange(amount ?? typed);
          },
          onFocus: instance.props.setActiveStyle,
          onBlur: instance.props.setInactiveStyle,
        }),
        money && h('span', { className: 'field-unit', 'aria-hidden': 'true' }, '€'),
        far &&
          h(
            'label',
            { className: 'field-confirm' },
            h('input', {
              type: 'checkbox',
              checked: Boolean(instance.state.confirmed),
              onChange: (event: { target: { checked: boolean } }) => {
                instance.setState({ confirmed: event.target.checked });
                // Decap re-checks a field when its value changes: give it the same value again.
                instance.props.onChange(value);
              },
            }),
            ` Le prix passe de ${formatEuros(published)} à ${formatEuros(value)}\u00a0: c’est bien le nouveau prix.`,
          ),
      );
    },
    {
      getInitialState(this: Instance) {
        const { value } = this.props;
        return {
          typed: typeof value === 'number' ? euroAmount(value) : String(value ?? ''),
          published: typeof value === 'number' ? value : undefined,
          confirmed: false,
        };
      },
      getValidateValue: () => 'checked by its rule',
      ownProblem(this: Instance) {
        const { field, value } = this.props;
        const label = String(field.get('label'));
        if (typeof value === 'string' && value.trim() !== '')
          return amountHint(label, Boolean(field.get('money')));
        if (typeof value === 'number' && !field.get('money') && !Number.isInteger(value))
          return amountHint(label, false);
        const published = this.state.published as number | undefined;
        if (
          typeof value === 'number' &&
          typeof published === 'number' &&
          isFarFrom(published, value) &&
          !this.state.confirmed
        )
          return `«\u00a0${label}\u00a0»\u00a0: ${formatEuros(published)} jusqu’ici, ${formatEuros(value)} maintenant. Cochez la case sous le prix s’il est juste, sinon corrigez-le.`;
        return undefined;
      },
    },
  );

/** A day, in the browser's own date field (French order, typed or picked): stored 2026-12-24. */
const dayWidget = (rules: FieldRules) =>
  checked(
    rules,
    (instance, h) =>
      h('input', {
        id: instance.props.forID,
        className: instance.props.classNameWrapper,
        type: 'date',
        // Four-digit years: a slip of the keyboard cannot make 22026.
        min: '2000-01-01',
        max: '2099-12-31',
        value: String(instance.props.value ?? ''),
        onChange: (event: { target: { value: string } }) => instance.props.onChange(event.target.value),
        onFocus: instance.props.setActiveStyle,
        onBlur: instance.props.setInactiveStyle,
      }),
    { getValidateValue: () => 'checked by its rule' },
  );

/** Decap's control with the rule's check added (a group, a list, a choice, a photo). */
const wrapped = (decap: Decap, name: string, rules: FieldRules) => {
  const { control } = decap.getWidget(name);
  return checked(rules, (instance, h) => decapControl(control, instance, h), {
    // A group or a list redraws with its fields (Decap's own controls ask for it too).
    shouldComponentUpdate: () => true,
    focus(this: Instance, path: unknown) {
      (this.inner as { focus?: (path: unknown) => void } | undefined)?.focus?.(path);
    },
  });
};

/** Registers the editor's fields: Decap's widgets, checked, and the amount and day widgets. */
export function registerWidgets(decap: Decap, rules: FieldRules) {
  const controls = {
    string: textWidget(decap, 'string', rules),
    text: textWidget(decap, 'text', rules),
    object: wrapped(decap, 'object', rules),
    list: wrapped(decap, 'list', rules),
    select: wrapped(decap, 'select', rules),
    image: wrapped(decap, 'image', rules),
    amount: amountWidget(rules),
    day: dayWidget(rules),
  };
  for (const [name, control] of Object.entries(controls)) {
    // Decap's own registration (its options schema, its preview) is kept; only the control changes.
    const { preview, schema } = decap.getWidget(name === 'amount' || name === 'day' ? 'string' : name);
    decap.registerWidget(name, control, preview, schema);
  }
}
