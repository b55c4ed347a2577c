import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  type CheckedField,
  type ContactField,
  EMPTY_CONTACT_FIELDS,
  firstInvalidField,
} from '../data/contactSchema';
import { canKeepDraft } from '../machines/browser/draftStorage';
import { contactFormMachine } from '../machines/contactFormMachine';
import type {
  ContactFormCallbacks,
  ContactFormRefs,
  ContactFormStatus,
  ContactFormView,
} from '../ui/ContactForm/contactFormView';
import { takeEarlySubmit } from './-beforeHydration';
import { actorOptions } from './-inspect';

/** Probed once per page: whether this tab can keep a draft (storage refused or full otherwise). */
let keepsDraftInThisTab: boolean | undefined;
const tabKeepsDrafts = () => (keepsDraftInThisTab ??= canKeepDraft());

const subscribeNever = () => () => {};

type FocusTarget = CheckedField | 'failure' | 'confirmation';

/**
 * Runs the contact form's machine and hands the form the view of its snapshot, callbacks and element refs.
 * The machine decides when focus moves; the elements it names may only exist after the next
 * render (the banner, the confirmation), so focus is applied once React has committed.
 */
export function useContactForm() {
  const name = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const email = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const phone = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const message = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);

  const actor = useActorRef(
    contactFormMachine.provide({
      actions: {
        focusFirstInvalid: ({ context }) => {
          pendingFocus.current = firstInvalidField(context.errors) ?? null;
        },
        focusFailure: () => {
          pendingFocus.current = 'failure';
        },
        focusConfirmation: () => {
          pendingFocus.current = 'confirmation';
        },
        focusForm: () => {
          pendingFocus.current = 'name';
        },
      },
    }),
    actorOptions,
  );

  const status = useSelector(
    actor,
    (snapshot): ContactFormStatus =>
      snapshot.matches('submitting') ? 'submitting' : snapshot.matches('success') ? 'success' : 'editing',
  );
  const context = useSelector(actor, (snapshot) => snapshot.context);

  // What the visitor did to the prerendered form before the page hydrated is on screen but in no
  // state (hydration leaves the fields as they are): the machine takes over the text typed, then a
  // submit asked for (checked, or held, by the inline script), exactly once.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const submitAsked = takeEarlySubmit(form);
    for (const field of Object.keys(EMPTY_CONTACT_FIELDS) as ContactField[]) {
      const element = form.elements.namedItem(field);
      const typed = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
      if (typed && element.value) actor.send({ type: 'field.change', field, value: element.value });
    }
    if (submitAsked) actor.send({ type: 'form.submit' });
  }, [actor]);

  // Runs after every commit: a focus asked for by the machine lands on the element now on screen.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const elements = {
      name,
      email,
      phone,
      message,
      failure: failureRef,
      confirmation: confirmationRef,
    };
    elements[target].current?.focus();
  });

  const form: ContactFormView = {
    status,
    fields: context.fields,
    botcheck: context.botcheck,
    errors: context.errors,
    failure: context.failure,
    draftNotice: context.draftNotice,
    cutField: context.cutField,
    // The promise to keep a draft holds only where this tab can store one; the prerendered page
    // (and hydration) makes it, and a tab that cannot keep it stops saying so.
    keepsDraft: useSyncExternalStore(subscribeNever, tabKeepsDrafts, () => true),
    // The prerendered page (and hydration, which must match it) lets the browser check the fields;
    // once the page is interactive the machine does.
    validatesNatively: !useSyncExternalStore(
      subscribeNever,
      () => true,
      () => false,
    ),
  };
  const on: ContactFormCallbacks = {
    fieldChange: (field, value) => actor.send({ type: 'field.change', field, value }),
    botcheckChange: (checked) => actor.send({ type: 'botcheck.change', checked }),
    submit: () => actor.send({ type: 'form.submit' }),
    reset: () => actor.send({ type: 'form.reset' }),
    pasteCut: (field) => actor.send({ type: 'field.cut', field }),
  };
  const refs: ContactFormRefs = {
    fields: { name, email, phone, message },
    form: formRef,
    failure: failureRef,
    confirmation: confirmationRef,
  };
  return { form, on, refs };
}
