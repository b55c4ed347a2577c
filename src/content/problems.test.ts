import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// As the site's modules read them: each names its sheet's type (`Sheet`, schema.ts).
import cabinetFile from './cabinet.yml';
import faqFile from './faq.yml';
import { checkContent, fieldName, sheetTitle } from './problems';
import type { Sheet } from './schema';
import { serviceTitlesIn } from './schemas/rules';
import servicesFile from './services.yml';
import serviceTextsFile from './serviceTexts.yml';

const cabinet = cabinetFile as Sheet<'cabinet'>;
const faq = faqFile as Sheet<'faq'>;
const services = servicesFile as Sheet<'services'>;
const serviceTexts = serviceTextsFile as Sheet<'serviceTexts'>;
const titles = serviceTitlesIn(servicesFile);

/** The practitioner's files as the build reads them: right, to be spoilt one value at a time. */
const rightServices = () => structuredClone(services);
const rightCabinet = () => structuredClone(cabinet) as Record<string, unknown>;
const noPhoto = { image: '', alt: '' };
const rightPhotos = () => ({
  founder: { ...noPhoto },
  guide: { ...noPhoto },
  'cesarienne-confiance': { ...noPhoto },
  'atelier-portage': { ...noPhoto },
  'bain-enveloppe': { ...noPhoto },
});

/** The problems of a check that must fail. */
function problemsOf(result: ReturnType<typeof checkContent>): string[] {
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.problems;
}

describe('the problems of a content file, in her words', () => {
  it('titles the sheet as the editor does, in French quotes', () => {
    expect(sheetTitle('services')).toBe('«\u00a0Prestations\u00a0: durées et tarifs\u00a0»');
    expect(sheetTitle('cabinet')).toBe('«\u00a0Coordonnées et disponibilités\u00a0»');
  });

  it('a right file is ok, and its output is what the rules give (trimmed, defaults filled)', () => {
    const photos = { ...rightPhotos(), founder: { image: 'photos/moi.jpg', alt: '  Camille  ' } };
    expect(checkContent('photos', photos, titles)).toEqual({
      ok: true,
      output: { ...photos, founder: { image: 'photos/moi.jpg', alt: 'Camille' } },
    });
    expect(checkContent('services', rightServices(), titles)).toMatchObject({ ok: true });
  });

  it('names a value in a list inside a group by the labels of each, items counted from 1', () => {
    const data = rightServices();
    data['atelier-portage'].formats[2]!.price = 2500;
    expect(problemsOf(checkContent('services', data, titles))).toEqual([
      'Atelier de portage › Formats et tarifs n°\u00a03 › «\u00a0Tarif, en euros\u00a0»\u00a0: 2000\u00a0€ au plus\u202f; valeur lue\u00a0: 2500',
    ]);
  });

  it('a rule over two dates names the day it is about (a closure that ends before it starts)', () => {
    const data = { ...rightCabinet(), closures: [{ from: '2027-01-03', to: '2026-12-21' }] };
    expect(problemsOf(checkContent('cabinet', data, titles))).toEqual([
      'Fermetures n°\u00a01 › «\u00a0Au (inclus)\u00a0»\u00a0: le même jour que «\u00a0Du\u00a0» ou après\u202f; valeur lue\u00a0: «\u00a021/12/2026\u00a0»',
    ]);
  });

  it('a rule over a photo and its description names the description (a photo without one)', () => {
    const data = { ...rightPhotos(), guide: { image: 'photos/guide.jpg', alt: ' ' } };
    expect(problemsOf(checkContent('photos', data, titles))).toEqual([
      'Couverture du guide › «\u00a0Description\u00a0»\u00a0: obligatoire avec une photo\u202f; valeur lue\u00a0: (vide)',
    ]);
  });

  it('says a key the rules do not know is unknown, named as written in the file', () => {
    const data = rightCabinet();
    data.firstExchange = { ...(data.firstExchange as object), duree: 20 };
    expect(problemsOf(checkContent('cabinet', data, titles))).toEqual([
      'Premier échange gratuit › «\u00a0duree\u00a0»\u00a0: champ inconnu (une faute de frappe dans son nom\u202f?)\u00a0: corrigez son nom ou retirez-le',
    ]);
  });

  it('says a missing value is required', () => {
    const { email: _email, ...data } = rightCabinet();
    expect(problemsOf(checkContent('cabinet', data, titles))).toEqual([
      '«\u00a0E-mail\u00a0»\u00a0: obligatoire, absent du fichier',
    ]);
  });

  it('finds a label inside `v.optional` and outside it, and says what type is expected', () => {
    expect(problemsOf(checkContent('cabinet', { ...rightCabinet(), closures: 'en août' }, titles))).toEqual([
      '«\u00a0Fermetures\u00a0»\u00a0: il faut une liste\u202f; valeur lue\u00a0: «\u00a0en août\u00a0»',
    ]);
    const note = 'Je lis vos messages à mon retour. '.repeat(6);
    const data = { ...rightCabinet(), closures: [{ from: '2026-12-21', to: '2027-01-03', note }] };
    expect(problemsOf(checkContent('cabinet', data, titles))).toEqual([
      `Fermetures n°\u00a01 › «\u00a0Précision\u00a0»\u00a0: 160 caractères au plus\u202f; valeur lue\u00a0: «\u00a0${note.slice(0, 79)}…\u00a0»`,
    ]);
  });

  it('names a list item by its own label when the item itself is wrong', () => {
    const data = rightCabinet();
    data.hours = [{ days: ['lundi', 'lundy'], opens: '09:00', closes: '16:00' }];
    expect(problemsOf(checkContent('cabinet', data, titles))[0]).toMatch(
      /^Disponibilités n°\u00a01 › Jours n°\u00a02 › «\u00a0Jour\u00a0»\u00a0: il faut l’une des valeurs lundi, /,
    );
  });

  it('an hour that closes before it opens is refused, under « À »', () => {
    const data = { ...rightCabinet(), hours: [{ days: ['samedi'], opens: '12:00', closes: '09:00' }] };
    expect(problemsOf(checkContent('cabinet', data, titles))).toEqual([
      'Disponibilités n°\u00a01 › «\u00a0À\u00a0»\u00a0: après «\u00a0De\u00a0»\u202f; valeur lue\u00a0: «\u00a009:00\u00a0»',
    ]);
  });

  it('the first exchange: a length in minutes and how it is held, both required', () => {
    const data = { ...rightCabinet(), firstExchange: { durationMinutes: 90, channel: ' ' } };
    expect(problemsOf(checkContent('cabinet', data, titles))).toEqual([
      'Premier échange gratuit › «\u00a0Durée, en minutes\u00a0»\u00a0: 60 au plus\u202f; valeur lue\u00a0: 90',
      'Premier échange gratuit › «\u00a0Comment\u00a0»\u00a0: ne peut pas être vide\u202f; valeur lue\u00a0: (vide)',
    ]);
  });

  it('{premier échange} may stand in a service’s step and a FAQ answer; any other brace is refused', () => {
    const texts = structuredClone(serviceTexts);
    texts['bain-enveloppe'].steps[0] = 'Après un premier échange de {Premier échange}, je viens chez vous.';
    expect(checkContent('serviceTexts', texts, titles)).toMatchObject({ ok: true });
    texts['bain-enveloppe'].steps[0] = 'Voyez {tarifs}.';
    // A service's group is named by her title, from services.yml (the build reads it beside this sheet).
    expect(problemsOf(checkContent('serviceTexts', texts, titles))).toEqual([
      'Rituel de Bain Enveloppé › Comment se passe l’accompagnement\u202f? n°\u00a01 › «\u00a0Étape\u00a0»\u00a0: seul {premier échange} est remplacé sur le site\u00a0; retirez les autres accolades\u202f; valeur lue\u00a0: «\u00a0Voyez {tarifs}.\u00a0»',
    ]);
    const questions = structuredClone(faq);
    questions.entries[0]!.answer = '{tarifs}. Premier échange\u00a0: {premier échange}.';
    expect(checkContent('faq', questions, titles)).toMatchObject({ ok: true });
    questions.entries[0]!.answer = '{tarifs} et {prix}.';
    expect(problemsOf(checkContent('faq', questions, titles))[0]).toMatch(
      /seuls \{tarifs\} et \{premier échange\} sont remplacés sur le site/,
    );
  });

  it('an empty file is told as such, not in valibot’s English', () => {
    expect(problemsOf(checkContent('faq', null, titles))).toEqual([
      'la fiche entière\u00a0: il faut un groupe de champs\u202f; valeur lue\u00a0: (vide)',
    ]);
  });

  it('names any field by its path, as the build does for a photo it cannot read', () => {
    expect(fieldName('products', ['items', 1, 'photo', 'image'], titles)).toBe(
      'Produits n°\u00a02 › Photo du produit › «\u00a0Photo\u00a0»',
    );
  });

  it('runs in the browser too: it imports the rules and valibot only', () => {
    const source = readFileSync(join(import.meta.dirname, 'problems.ts'), 'utf8');
    const imports = [...source.matchAll(/\bfrom\s+'([^']+)'/g)].map((match) => match[1]);
    expect(imports.sort()).toEqual([
      './problemWording.ts',
      './schema.ts',
      './schemaNodes.ts',
      './schemas/rules.ts',
      'valibot',
    ]);
  });
});
