import { links } from './site';

/** The form service the contact form posts to (docs/product.md §4); only the contact page loads it. */
export const web3forms = {
  endpoint: 'https://api.web3forms.com/submit',
  accessKey: links.formKey,
  fromName: 'Site Césarienne Sereine – formulaire de contact',
  subjectPrefix: 'Nouveau message de contact de ',
} as const;

/** What a refusal of the service (`success: false`) is: its French words are `serviceRefusalMessages`. */
export type ServiceRefusal = 'notConnected' | 'tooMany' | 'rejected';

/**
 * The refusals Web3Forms is known to send, by their exact text (compared without case, spaces or
 * final punctuation), each with what it is. Collected from the service's documentation and from
 * sites that met them; a text not listed here is an unnamed refusal (`rejected`), never guessed
 * from a word in it (an English "email" in a reply says nothing of the visitor's address). Its
 * "Something went wrong." comes with a 500: an answer whose outcome is unknown, not a refusal
 * (postToWeb3Forms.ts).
 */
export const web3formsRefusals: Readonly<Record<string, ServiceRefusal>> = {
  // Wrong or deleted key (users' reports, e.g. github.com/wishmade0212/Smart_FIR_assitant GET_EMAIL_KEY.md).
  'invalid access key': 'notConnected',
  // A key created before its owner's address was confirmed, to be created again
  // (github.com/mikehenken/quality-services-now docs/setup/WEB3FORMS_TROUBLESHOOTING.md).
  'this method is not allowed': 'notConnected',
};

/** A service message as `web3formsRefusals` keys it: lower case, spaces folded, no final punctuation. */
export const refusalKey = (message: string): string =>
  message
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s.!]+$/, '')
    .trim();
