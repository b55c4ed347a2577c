import fc from 'fast-check';
import {
  type ContactFields,
  cleanContactFields,
  contactFieldMessages,
  EMAIL_SHAPE,
  firstInvalidField,
  validateContact,
} from './contactSchema';

const valid: ContactFields = {
  name: 'Camille Martin',
  email: 'camille.martin@example.fr',
  phone: '',
  message: 'Bonjour',
};

describe('contact form validation (docs/product.md §5)', () => {
  it('accepts a complete message, the phone being optional', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, phone: '06 39 98 12 34' })).toEqual({});
    expect(validateContact({ ...valid, phone: 'n’importe quoi' })).toEqual({});
  });

  it.each([
    ['name', { name: '' }, contactFieldMessages.nameRequired],
    ['name', { name: ' \t\n ' }, contactFieldMessages.nameRequired],
    ['email', { email: '' }, contactFieldMessages.emailRequired],
    ['email', { email: '   ' }, contactFieldMessages.emailRequired],
    ['message', { message: '' }, contactFieldMessages.messageRequired],
    ['message', { message: '\n\n' }, contactFieldMessages.messageRequired],
  ])('%s: %j → %s', (field, change, message) => {
    expect(validateContact({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it.each([
    'camille',
    'camille@',
    '@example.fr',
    'camille@example',
    'camille@example.f',
    'camille@example.fr2',
    'camille example@example.fr',
    'camille@exam ple.fr',
    'camille@@example.fr',
    'camille@example.fr.',
    'camille@example.c0m',
  ])('rejects %j as "Adresse email invalide"', (email) => {
    expect(validateContact({ ...valid, email })).toEqual({ email: contactFieldMessages.emailInvalid });
  });

  it.each([
    'camille@example.fr',
    'CAMILLE@EXAMPLE.FR',
    'Camille.Martin+contact@mail.example.co.uk',
    'c_m%1@sub-domain.example.museum',
    '  camille@example.fr  ',
  ])('accepts %j (case-insensitive, spaces around ignored)', (email) => {
    expect(validateContact({ ...valid, email })).toEqual({});
  });

  it('reports one message per field, the first rule broken', () => {
    expect(validateContact({ name: '', email: '', phone: '', message: '' })).toEqual({
      name: contactFieldMessages.nameRequired,
      email: contactFieldMessages.emailRequired,
      message: contactFieldMessages.messageRequired,
    });
  });

  it('names the first invalid field in page order', () => {
    expect(firstInvalidField({})).toBeUndefined();
    expect(firstInvalidField({ message: 'x', email: 'y' })).toBe('email');
    expect(firstInvalidField({ message: 'x' })).toBe('message');
  });

  it('sends trimmed values, line breaks inside the message kept', () => {
    expect(
      cleanContactFields({ name: ' A ', email: ' b@c.fr ', phone: ' 06 ', message: '\n Un\ndeux \n' }),
    ).toEqual({
      name: 'A',
      email: 'b@c.fr',
      phone: '06',
      message: 'Un\ndeux',
    });
  });
});

describe('contact form validation, property-based', () => {
  const anyText = fc.string({ unit: 'binary', maxLength: 80 });
  const anyFields = fc.record({ name: anyText, email: anyText, phone: anyText, message: anyText });

  it('never throws and only ever answers with the catalogue’s messages', () => {
    const known = new Set<string>(Object.values(contactFieldMessages));
    fc.assert(
      fc.property(anyFields, (fields) => {
        const errors = validateContact(fields);
        expect(Object.keys(errors).every((key) => ['name', 'email', 'message'].includes(key))).toBe(true);
        expect(Object.values(errors).every((message) => known.has(message))).toBe(true);
      }),
    );
  });

  it('a field is required exactly when it holds nothing but spaces', () => {
    fc.assert(
      fc.property(anyFields, (fields) => {
        const errors = validateContact(fields);
        expect(errors.name === contactFieldMessages.nameRequired).toBe(fields.name.trim() === '');
        expect(errors.message === contactFieldMessages.messageRequired).toBe(fields.message.trim() === '');
        expect(errors.email === contactFieldMessages.emailRequired).toBe(fields.email.trim() === '');
      }),
    );
  });

  it('the email rule agrees with the spec’s shape for any text', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.emailAddress()), (email) => {
        const error = validateContact({ ...valid, email }).email;
        const trimmed = email.trim();
        if (trimmed === '') expect(error).toBe(contactFieldMessages.emailRequired);
        else if (EMAIL_SHAPE.test(trimmed)) expect(error).toBeUndefined();
        else expect(error).toBe(contactFieldMessages.emailInvalid);
      }),
    );
  });

  // The shape written out independently of the regular expression: text, "@", domain, dot, 2+ letters.
  const localChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._%+-');
  const domainChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-');
  const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
  const word = (char: fc.Arbitrary<string>, minLength: number, maxLength = 20) =>
    fc.array(char, { minLength, maxLength }).map((chars) => chars.join(''));

  it('accepts every address built from the shape', () => {
    fc.assert(
      fc.property(word(localChar, 1), word(domainChar, 1), word(letter, 2), (local, domain, tld) => {
        expect(validateContact({ ...valid, email: `${local}@${domain}.${tld}` })).toEqual({});
      }),
    );
  });

  it('rejects an address missing its "@" or whose ending has fewer than two letters', () => {
    fc.assert(
      fc.property(word(localChar, 1), word(domainChar, 1), word(letter, 0, 1), (local, domain, tld) => {
        expect(validateContact({ ...valid, email: `${local}@${domain}.${tld}` }).email).toBe(
          contactFieldMessages.emailInvalid,
        );
      }),
    );
    fc.assert(
      fc.property(word(localChar, 1), word(domainChar, 1), word(letter, 2), (local, domain, tld) => {
        expect(validateContact({ ...valid, email: `${local}${domain}.${tld}` }).email).toBe(
          contactFieldMessages.emailInvalid,
        );
      }),
    );
  });
});
