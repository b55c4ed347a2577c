// The editor's own field types (Sveltia CMS, `registerFieldType`), where Sveltia has none that reads what
// she types: an amount read the French way (« 12,50 », « 2 000 € »), a time as she writes it (« 17h30 »). Each
// checks its value with its content rule (the build's schema and words, src/admin/checks.ts) through the
// control's `isValid`. Sveltia gives custom controls React as `window.h` and `window.createClass` (its
// documented way to write controls without bundling a second React).
import type { GenericSchema } from 'valibot';
import { amountHint, fieldProblems, readAmount, readTime, timeHint, typedAmount } from './checks.ts';
import type { FieldRules } from './fields.ts';

type FieldMap = { get(key: string): unknown };
type Props = {
  field: FieldMap;
  value: unknown;
  forID: string;
  classNameWrapper: string;
  onChange(value: unknown): void;
};
type Instance = { props: Props; state: Record<string, unknown>; setState(state: object): void };
type H = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
type Spec = Record<string, unknown> & { render(this: Instance): unknown };
export type FieldTypes = {
  registerFieldType(name: string, control: unknown, preview?: unknown): void;
};

declare global {
  interface Window {
    h: H;
    createClass(spec: Spec): unknown;
  }
}

/** Sveltia's answer for a value refused under its field. */
const refused = (message: string) => ({ error: { message } });

/**
 * A control whose value is checked with its rule: `own` says first what the control itself cannot
 * read (« douze »), in the build's manner; the rule then says the rest in the build's words.
 */
function checkedControl(
  rules: FieldRules,
  render: (instance: Instance, h: H) => unknown,
  extra: Record<string, unknown> & { own?: (this: Instance) => string | undefined } = {},
) {
  return window.createClass({
    ...extra,
    isValid(this: Instance) {
      const own = extra.own?.call(this);
      if (own) return refused(own);
      const rule: GenericSchema | undefined = rules.get(String(this.props.field.get('check')));
      if (!rule) return true;
      const value =
        this.props.value === '' && this.props.field.get('required') === false ? undefined : this.props.value;
      const [problem] = fieldProblems(rule, value);
      return problem ? refused(problem) : true;
    },
    render(this: Instance) {
      return render(this, window.h);
    },
  });
}

const labelOf = (instance: Instance): string => String(instance.props.field.get('label'));

/** An amount typed as she writes it: « 12,50 » is 12,5 €, never 1250; what cannot be read is kept and refused. */
const amountControl = (rules: FieldRules) =>
  checkedControl(
    rules,
    (instance, h) => {
      const { field, forID, classNameWrapper } = instance.props;
      const money = Boolean(field.get('money'));
      return h(
        'span',
        { className: 'field-amount' },
        h('input', {
          id: forID,
          className: classNameWrapper,
          'aria-label': labelOf(instance),
          type: 'text',
          inputMode: money ? 'decimal' : 'numeric',
          autoComplete: 'off',
          value: instance.state.typed as string,
          onChange: (event: { target: { value: string } }) => {
            const typed = event.target.value;
            instance.setState({ typed });
            instance.props.onChange(readAmount(typed) ?? typed);
          },
        }),
        money && h('span', { className: 'field-unit', 'aria-hidden': 'true' }, ' €'),
      );
    },
    {
      getInitialState(this: Instance) {
        const { field, value } = this.props;
        return {
          typed:
            typeof value === 'number' ? typedAmount(value, Boolean(field.get('money'))) : String(value ?? ''),
        };
      },
      own(this: Instance) {
        const { field, value } = this.props;
        const money = Boolean(field.get('money'));
        if (typeof value === 'string' && value.trim() !== '') return amountHint(labelOf(this), money);
        if (typeof value === 'number' && !money && !Number.isInteger(value))
          return amountHint(labelOf(this), false);
        return undefined;
      },
    },
  );

/** A time, typed as she writes it: « 17h30 », « 17h », « 9:00 » are stored 17:30, 17:00, 09:00. */
const hourControl = (rules: FieldRules) =>
  checkedControl(
    rules,
    (instance, h) =>
      h('input', {
        id: instance.props.forID,
        className: instance.props.classNameWrapper,
        'aria-label': labelOf(instance),
        type: 'text',
        autoComplete: 'off',
        value: instance.state.typed as string,
        onChange: (event: { target: { value: string } }) => {
          const typed = event.target.value;
          instance.setState({ typed });
          instance.props.onChange(readTime(typed) ?? typed);
        },
      }),
    {
      getInitialState(this: Instance) {
        return { typed: String(this.props.value ?? '') };
      },
      own(this: Instance) {
        const { value } = this.props;
        return typeof value === 'string' && value.trim() !== '' && readTime(value) !== value
          ? timeHint(labelOf(this))
          : undefined;
      },
    },
  );

/** Registers the editor's own field types, before Sveltia starts. */
export function registerFieldTypes(cms: FieldTypes, rules: FieldRules) {
  cms.registerFieldType('amount', amountControl(rules));
  cms.registerFieldType('hour', hourControl(rules));
}
