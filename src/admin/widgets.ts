// The editor's own field types (Sveltia CMS, `registerFieldType`), where Sveltia has none that reads what
// she types: an amount read the French way (« 12,50 », « 2 000 € »), a time as she writes it (« 17h30 »). Each
// checks its value with its content rule (the build's schema and words, src/admin/checks.ts) through the
// control's `isValid`. Sveltia gives custom controls React as `window.h` and `window.createClass` (its
// documented way to write controls without bundling a second React).
import type { GenericSchema } from 'valibot';
import type { ServiceTitles } from '../content/schemas/rules.ts';
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
 * A text field whose value is checked with its rule. `shown` writes a stored value as she reads it,
 * `read` takes what she typed to the value stored (or the text itself, when it cannot be read: kept, and
 * refused). The text she types is the control's own state, so that « 12, » stays as typed; a value that
 * changes from elsewhere (an item removed or moved above this one: Sveltia then hands this control
 * another item's value) is shown as it is. `own` says first what the control itself cannot read
 * (« douze »), in the build's manner; the rule then says the rest in the build's words.
 */
function typedControl(
  rules: FieldRules,
  titles: ServiceTitles,
  {
    shown,
    read,
    render,
    own,
  }: {
    shown: (instance: Instance, value: unknown) => string;
    read: (typed: string) => unknown;
    render: (instance: Instance, h: H, input: Record<string, unknown>) => unknown;
    own: (instance: Instance) => string | undefined;
  },
) {
  return window.createClass({
    getInitialState(this: Instance) {
      return { typed: shown(this, this.props.value) };
    },
    componentDidUpdate(this: Instance, previous: Props) {
      const { value } = this.props;
      if (value !== previous.value && read(String(this.state.typed)) !== value)
        this.setState({ typed: shown(this, value) });
    },
    isValid(this: Instance) {
      const problem = own(this);
      if (problem) return refused(problem);
      const rule: GenericSchema | undefined = rules.get(String(this.props.field.get('check')));
      if (!rule) return true;
      const value =
        this.props.value === '' && this.props.field.get('required') === false ? undefined : this.props.value;
      const [ruleProblem] = fieldProblems(rule, value, titles);
      return ruleProblem ? refused(ruleProblem) : true;
    },
    render(this: Instance) {
      return render(this, window.h, {
        id: this.props.forID,
        className: this.props.classNameWrapper,
        'aria-label': labelOf(this),
        type: 'text',
        autoComplete: 'off',
        value: this.state.typed as string,
        onChange: (event: { target: { value: string } }) => {
          const typed = event.target.value;
          this.setState({ typed });
          this.props.onChange(read(typed));
        },
      });
    },
  });
}

const labelOf = (instance: Instance): string => String(instance.props.field.get('label'));
const isMoney = (instance: Instance) => Boolean(instance.props.field.get('money'));

/** An amount typed as she writes it: « 12,50 » is 12,5 €, never 1250; what cannot be read is kept and refused. */
const amountControl = (rules: FieldRules, titles: ServiceTitles) =>
  typedControl(rules, titles, {
    shown: (instance, value) =>
      typeof value === 'number' ? typedAmount(value, isMoney(instance)) : String(value ?? ''),
    read: (typed) => readAmount(typed) ?? typed,
    render: (instance, h, input) =>
      h(
        'span',
        { className: 'field-amount' },
        h('input', { ...input, inputMode: isMoney(instance) ? 'decimal' : 'numeric' }),
        isMoney(instance) && h('span', { className: 'field-unit', 'aria-hidden': 'true' }, ' €'),
      ),
    own: (instance) => {
      const { value } = instance.props;
      const money = isMoney(instance);
      if (typeof value === 'string' && value.trim() !== '') return amountHint(labelOf(instance), money);
      if (typeof value === 'number' && !money && !Number.isInteger(value))
        return amountHint(labelOf(instance), false);
      return undefined;
    },
  });

/** A time, typed as she writes it: « 17h30 », « 17h », « 9:00 » are stored 17:30, 17:00, 09:00. */
const hourControl = (rules: FieldRules, titles: ServiceTitles) =>
  typedControl(rules, titles, {
    shown: (_instance, value) => String(value ?? ''),
    read: (typed) => readTime(typed) ?? typed,
    render: (_instance, h, input) => h('input', input),
    own: (instance) => {
      const { value } = instance.props;
      return typeof value === 'string' && value.trim() !== '' && readTime(value) !== value
        ? timeHint(labelOf(instance))
        : undefined;
    },
  });

/** Registers the editor's own field types, before Sveltia starts; `titles` name a service's group. */
export function registerFieldTypes(cms: FieldTypes, rules: FieldRules, titles: ServiceTitles) {
  cms.registerFieldType('amount', amountControl(rules, titles));
  cms.registerFieldType('hour', hourControl(rules, titles));
}
