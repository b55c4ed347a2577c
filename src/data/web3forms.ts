import { links } from './site';

/** The form service the contact form posts to (docs/product.md §4); only the contact page loads it. */
export const web3forms = {
  endpoint: 'https://api.web3forms.com/submit',
  accessKey: links.formKey,
  fromName: 'Site Césarienne Sereine – formulaire de contact',
  subjectPrefix: 'Nouveau message de contact de ',
} as const;
