import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { sheetReminders } from '../../src/content/demoValues';
import { contentCopy } from './contentCopy';
import { readContentFile } from './sheetReader';

/** The copy's file `file`, with `from` written `to`. */
const rewrite = (dir: string, file: string, from: string, to: string) => {
  const text = readFileSync(join(dir, file), 'utf8');
  expect(text).toContain(from);
  writeFileSync(join(dir, file), text.replace(from, to));
};

/** Her lines with plain spaces (typeset, they keep « » and n° apart with no-break ones). */
const plain = (text = '') => text.replace(/[\u00a0\u202f]/g, ' ');

const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return plain(String((error as Error).message));
  }
  return '';
};

describe('a service is named by her title (services.yml), wherever a label names it', () => {
  const copy = contentCopy((dir) => {
    rewrite(dir, 'services.yml', 'title: Atelier de portage', 'title: Porter bébé');
    rewrite(dir, 'services.yml', 'price: 80', 'price: 2500');
    rewrite(dir, 'serviceTexts.yml', 'kicker: Porter bébé en toute sécurité', 'kicker: ""');
  });
  afterAll(() => copy.remove());

  it('in the build’s lines, for services.yml and for another sheet', () => {
    const services = refusal(() => readContentFile('services', copy.dir));
    expect(services).toMatch(/Porter bébé › Formats et tarifs n° \d › « Tarif, en euros »/);
    const texts = refusal(() => readContentFile('serviceTexts', copy.dir));
    expect(texts).toContain('Porter bébé › «');
    expect(`${services}${texts}`).not.toContain('Atelier de portage');
  });

  it('in « Avant la mise en ligne »', () => {
    const sheet = (file: string) => parse(readFileSync(join(copy.dir, file), 'utf8'));
    const reminders = sheetReminders({ services: sheet('services.yml'), photos: sheet('photos.yml') });
    const portage = reminders.find(({ path }) => path[0] === 'atelier-portage');
    expect(plain(portage?.where)).toBe('« Vos photos » › « Porter bébé »');
  });
});
