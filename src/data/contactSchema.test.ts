import fc from 'fast-check';
import {
  CONTACT_MAX_LENGTH,
  type ContactFields,
  cleanContactFields,
  contactFieldMessages,
  EMAIL_SHAPE,
  firstInvalidField,
  lengthCounter,
  validateContact,
} from './contactSchema';
import { CLEAN_LINE_PATTERN, tidy, UNCLEAN_TEXT } from './text';

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

describe('limits on what a visitor types', () => {
  it('takes each field up to its limit, and says in French when one is over', () => {
    const at = {
      name: 'N'.repeat(100),
      email: `${'a'.repeat(64)}@${'d'.repeat(186)}.fr`,
      phone: '0'.repeat(30),
      message: 'm'.repeat(5000),
    };
    expect(at.email).toHaveLength(254);
    expect(validateContact(at)).toEqual({});
    const over = {
      name: `${at.name}N`,
      email: `a${at.email}`,
      phone: `${at.phone}0`,
      message: `${at.message}m`,
    };
    expect(validateContact(over)).toEqual({
      name: 'Nom trop long (100 caractères au plus)',
      email: 'Adresse email trop longue (254 caractères au plus)',
      phone: 'Numéro trop long (30 caractères au plus)',
      message: 'Message trop long (5\u202f000 caractères au plus)',
    });
    expect(firstInvalidField(validateContact(over))).toBe('name');
  });

  it('refuses a 2 MB message and a 1 001-character address', () => {
    expect(validateContact({ ...valid, message: 'x'.repeat(2 * 1024 * 1024) }).message).toBe(
      contactFieldMessages.messageTooLong,
    );
    expect(validateContact({ ...valid, email: `${'a'.repeat(990)}@example.fr` }).email).toBe(
      contactFieldMessages.emailTooLong,
    );
  });

  it('shows a counter only near the limit, in French, singular and plural', () => {
    expect(lengthCounter('message', 'm'.repeat(4499))).toBeNull();
    expect(lengthCounter('message', 'm'.repeat(4500))).toBe('Il vous reste 500 caractères.');
    expect(lengthCounter('message', 'm'.repeat(4999))).toBe('Il vous reste 1 caractère.');
    expect(lengthCounter('message', 'm'.repeat(5000))).toBe(
      'Vous avez atteint la limite de 5\u202f000 caractères.',
    );
    expect(lengthCounter('name', 'n'.repeat(89))).toBeNull();
    expect(lengthCounter('name', 'n'.repeat(90))).toBe('Il vous reste 10 caractères.');
    expect(lengthCounter('phone', '0'.repeat(20))).toBe('Il vous reste 10 caractères.');
    expect(lengthCounter('email', 'e'.repeat(229))).toBe('Il vous reste 25 caractères.');
    for (const field of Object.keys(CONTACT_MAX_LENGTH) as Array<keyof ContactFields>)
      expect(lengthCounter(field, '')).toBeNull();
  });
});

describe('what reaches the owner’s inbox', () => {
  it('strips bidirectional controls: a right-to-left override cannot turn a name around', () => {
    const spoofed = 'Marie \u202Eeiram\u202C \u2066x\u2069 \u200E\u200F\u061C\u202A\u202B\u202D\u2067\u2068';
    expect(cleanContactFields({ ...valid, name: spoofed }).name).toBe('Marie eiram x');
    expect(cleanContactFields({ ...valid, message: 'a\u202Eb' }).message).toBe('ab');
  });

  it('turns the line and paragraph separators into a space in a one-line field, a line break in a message', () => {
    const fields = cleanContactFields({
      ...valid,
      name: 'Marie\u2028Curie\u2029',
      phone: '06\u202812',
      message: 'Bonjour\u2028la suite\u2029fin',
    });
    expect(fields.name).toBe('Marie Curie');
    expect(fields.phone).toBe('06 12');
    expect(fields.message).toBe('Bonjour\nla suite\nfin');
    // The subject line is made of the name: it never breaks.
    expect(`${fields.name}`).not.toMatch(/[\u2028\u2029\n]/);
  });

  it('the plain form’s pattern refuses what the scripted path strips, and nothing a name needs', () => {
    const clean = new RegExp(`^(?:${CLEAN_LINE_PATTERN})$`, 'v');
    for (const good of [
      'Marie Curie',
      'Zoë N’Diaye-Lefèvre',
      'Marie 👩\u200D👧\u200D👦',
      'محمد',
      '+33 6 12 34 56 78',
    ])
      expect(clean.test(good), good).toBe(true);
    for (const bad of [
      '\u2028',
      '\u2029',
      '\u202A',
      '\u202E',
      '\u2066',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
      '\u0000',
      '\u0007',
      '\u001F',
      '\u007F',
      '\u0085',
      '\u009F',
    ])
      expect(clean.test(`Marie${bad}eiram`), JSON.stringify(bad)).toBe(false);
    // The message's rule (no pattern on a textarea: the inline script holds it) keeps tab and line breaks.
    expect(UNCLEAN_TEXT.test('Bonjour,\n\tà bientôt\r\n')).toBe(false);
    for (const bad of ['\u2028', '\u202E', '\u0007', '\u0085'])
      expect(UNCLEAN_TEXT.test(`a${bad}b`)).toBe(true);
  });

  it('keeps zero-width joiners inside emoji and variation selectors', () => {
    const family = 'Marie 👩\u200D👧\u200D👦';
    const heart = 'Merci \u2764\uFE0F, 👍🏽, 🏳️\u200D🌈';
    expect(cleanContactFields({ ...valid, name: family }).name).toBe(family);
    expect(cleanContactFields({ ...valid, message: heart }).message).toBe(heart);
    expect(validateContact({ ...valid, name: family })).toEqual({});
  });

  it('strips NUL and control characters; the message keeps its tabs and line breaks', () => {
    expect(
      cleanContactFields({
        name: 'Ca\u0000mi\u0007lle\u007F\u0085',
        email: 'b@c.fr\u0000',
        phone: '06\u001B 39',
        message: 'Un\tdeux\r\ntrois\u0000\u0008\u000B\u000C',
      }),
    ).toEqual({ name: 'Camille', email: 'b@c.fr', phone: '06 39', message: 'Un\tdeux\r\ntrois' });
  });

  it('turns a line break or a tab in a one-line field into a space (the subject stays one line)', () => {
    expect(cleanContactFields({ ...valid, name: 'Camille\r\nBcc: x@y.fr\tMartin' }).name).toBe(
      'Camille Bcc: x@y.fr Martin',
    );
  });

  it('takes no name made only of invisible or control characters', () => {
    for (const name of ['\u200D', '\u200B\uFEFF', '\u202E\u202C', '\u0000\u0001', ' \u200C\u2060 '])
      expect(validateContact({ ...valid, name }).name).toBe(contactFieldMessages.nameRequired);
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
        expect(Object.keys(errors).every((key) => ['name', 'email', 'phone', 'message'].includes(key))).toBe(
          true,
        );
        expect(Object.values(errors).every((message) => known.has(message))).toBe(true);
      }),
    );
  });

  // Written out apart from src/data/text.ts: spaces, controls, bidirectional controls, zero-width characters.
  const blank = (value: string) =>
    value.replace(
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
      /[\s\u0000-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF\u061C]/g,
      '',
    ) === '';

  it('a field is required exactly when it holds nothing but spaces, controls or invisible characters', () => {
    fc.assert(
      fc.property(anyFields, (fields) => {
        const errors = validateContact(fields);
        expect(errors.name === contactFieldMessages.nameRequired).toBe(blank(fields.name));
        expect(errors.message === contactFieldMessages.messageRequired).toBe(blank(fields.message));
        expect(errors.email === contactFieldMessages.emailRequired).toBe(blank(fields.email));
      }),
    );
  });

  it('the email rule agrees with the spec’s shape for any text', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.emailAddress()), (email) => {
        const error = validateContact({ ...valid, email }).email;
        const trimmed = tidy(email);
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
