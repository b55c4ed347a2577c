// Her sheets as the site reads them today (src/server/sheets.ts): what the live build would refuse in them.
import { sheetPlaceholders } from '../content/demoValues';
import { serviceTitlesIn } from '../content/schemas/rules';
import { sheets } from './sheets';

const titles = serviceTitlesIn(sheets.services);

describe('demo values left in today’s sheets', () => {
  it('names the demo testimonials, her demo story and her demo name, each by its field and first words', () => {
    const found = sheetPlaceholders(sheets, titles).filter(({ name }) =>
      ['testimonials', 'cabinet', 'home'].includes(name),
    );
    const fields = found.map(({ name, path }) => [name, ...path].join('.'));
    expect(fields).toEqual(
      expect.arrayContaining([
        'cabinet.name',
        'home.story.paragraphs.0',
        'home.story.paragraphs.1',
        'home.story.paragraphs.2',
        'home.story.quote',
        'testimonials.items.0.text',
        'testimonials.items.1.text',
        'testimonials.items.2.text',
      ]),
    );
    const first = found.find(({ path }) => path.join('.') === 'items.0.text')!;
    expect(first.where.replace(/\s/g, ' ')).toMatch(/^« Témoignages » › Témoignages n° 1 › /);
    // Named by its first words, so the list stays one line per field.
    expect(first.value).toMatch(/^J’avais une peur panique .*…$/);
  });

  it('today’s content: every sheet the practitioner must fill is listed', () => {
    const names = new Set(sheetPlaceholders(sheets, titles).map((entry) => entry.name));
    expect([...names].sort()).toEqual(
      ['cabinet', 'home', 'legal', 'links', 'products', 'services', 'testimonials'].sort(),
    );
  });
});
