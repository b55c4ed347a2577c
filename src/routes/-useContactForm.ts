import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { type CheckedField, type ContactField, firstInvalidField } from '../data/contactSchema';
import { contactFormMachine } from '../machines/contactFormMachine';
import { actorOptions } from './-inspect';

type FocusTarget = CheckedField | 'failure' | 'confirmation';

/**
 * Runs the contact form's machine and hands the form plain values, callbacks and element refs.
 * The machine decides when focus moves; the elements it names may only exist after the next
 * render (the banner, the confirmation), so focus is applied once React has committed.
 */
export function useContactForm() {
  const name = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const email = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const message = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
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

  const status = useSelector(actor, (snapshot) =>
    snapshot.matches('submitting') ? 'submitting' : snapshot.matches('success') ? 'success' : 'editing',
  );
  const context = useSelector(actor, (snapshot) => snapshot.context);

  // Runs after every commit: a focus asked for by the machine lands on the element now on screen.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const elements = { name, email, message, failure: failureRef, confirmation: confirmationRef };
    elements[target].current?.focus();
  });

  return {
    status,
    fields: context.fields,
    botcheck: context.botcheck,
    errors: context.errors,
    failure: context.failure,
    draftRestored: context.draftRestored,
    onFieldChange: (field: ContactField, value: string) => actor.send({ type: 'field.change', field, value }),
    onBotcheckChange: (checked: boolean) => actor.send({ type: 'botcheck.change', checked }),
    onSubmit: () => actor.send({ type: 'form.submit' }),
    onReset: () => actor.send({ type: 'form.reset' }),
    fieldRefs: { name, email, message },
    failureRef,
    confirmationRef,
  } as const;
}
