import type { Ref } from 'react';
import type { DraftNotice } from '../../data/contact';
import type { CheckedField, ContactField, ContactFieldErrors, ContactFields } from '../../data/contactSchema';

export type ContactFormStatus = 'editing' | 'submitting' | 'success';

/** What the contact form shows: the view of its machine's snapshot (built in routes/-useContactForm.ts). */
export type ContactFormView = {
  status: ContactFormStatus;
  fields: ContactFields;
  botcheck: boolean;
  errors: ContactFieldErrors;
  failure: string | null;
  /** What a draft found as the form started tells; null when there was none. */
  draftNotice: DraftNotice | null;
  /** The field whose paste was cut at its limit: it says so, in its live region. */
  cutField: ContactField | null;
  /** Whether this tab can keep a draft: the form promises it only then. */
  keepsDraft: boolean;
  /**
   * True until the page's scripts run (the prerendered page): the browser checks the fields by
   * itself. Then the machine checks them, with the messages under the fields.
   */
  validatesNatively: boolean;
};

/** What the visitor does to the form, for its machine. */
export type ContactFormCallbacks = {
  fieldChange: (field: ContactField, value: string) => void;
  botcheckChange: (checked: boolean) => void;
  submit: () => void;
  /** A new message, from the confirmation. */
  reset: () => void;
  /** A paste into `field` was cut by the browser at the field's limit. */
  pasteCut: (field: ContactField) => void;
};

/** The elements the machine may move focus to, and the form the page's takeover reads. */
export type ContactFormRefs = {
  fields: Record<CheckedField, Ref<HTMLInputElement | HTMLTextAreaElement>>;
  form?: Ref<HTMLFormElement>;
  failure: Ref<HTMLDivElement>;
  confirmation: Ref<HTMLHeadingElement>;
};
