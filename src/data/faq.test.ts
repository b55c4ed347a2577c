import { faq } from './faq';
import { serviceOffers } from './serviceOffers';

describe('facts derived from the content: the FAQ', () => {
  it('{tarifs} in an answer becomes every price, in words', () => {
    const answer = faq.entries[0]!.answer;
    expect(answer).not.toContain('{tarifs}');
    for (const service of serviceOffers) expect(answer).toContain(service.title);
    expect(answer).toMatch(/^Ma Césarienne en Confiance\u00a0: 50\u00a0€ la séance, par téléphone\u202f; /);
  });
});
