import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { checkContent } from '../problems';
import { serviceTitlesIn } from './rules';

const titles = serviceTitlesIn({});

/** Her legal pages' text as the file holds it, to be spoilt one value at a time. */
const rightTexts = () =>
  parse(readFileSync(join(import.meta.dirname, '..', 'legalTexts.yml'), 'utf8')) as {
    notice: { sections: Array<{ id: string; text: string }> };
    privacy: { sections: Array<{ id: string; text: string }> };
    terms: { sections: Array<{ id: string; text: string }> };
  };

const problemsWith = (change: (texts: ReturnType<typeof rightTexts>) => void) => {
  const texts = rightTexts();
  change(texts);
  const result = checkContent('legalTexts', texts, titles);
  return result.ok ? [] : result.problems;
};

const section = (texts: ReturnType<typeof rightTexts>, id: string) =>
  texts.notice.sections.find((candidate) => candidate.id === id)!;

describe('the legal pages’ text', () => {
  it('is right as the site ships it', () => {
    expect(checkContent('legalTexts', rightTexts(), titles).ok).toBe(true);
  });

  it('refuses a name the site would show in braces', () => {
    const problems = problemsWith((texts) => {
      section(texts, 'editrice').text += '\n\nSIRET\u00a0: {sirret}';
    });
    expect(problems.join('\n')).toContain('{sirret} n’est pas un nom remplacé sur le site');
  });

  it('refuses a text that no longer names what the law asks for', () => {
    const problems = problemsWith((texts) => {
      section(texts, 'editrice').text = section(texts, 'editrice').text.replace('{siret}', '—');
      for (const each of texts.terms.sections) each.text = each.text.replaceAll('{siret}', '—');
    });
    expect(problems.join('\n')).toContain(
      'ce que la loi demande aux pages de nommer manque\u00a0: ‹votre SIRET›',
    );
  });

  it('refuses terms of sale that no longer name the seller or the mediator', () => {
    const problems = problemsWith((texts) => {
      for (const each of texts.terms.sections)
        each.text = each.text.replaceAll('{mediatorName}', 'le médiateur');
    });
    expect(problems.join('\n')).toMatch(
      /Conditions de vente.*ce que la loi demande aux conditions de vente de nommer manque\u00a0: ‹médiateur›/,
    );
  });

  it('takes {feedNotice} in the privacy policy only, where it must stay', () => {
    const inNotice = problemsWith((texts) => {
      section(texts, 'editrice').text += '\n\n{feedNotice}';
    });
    expect(inNotice.join('\n')).toContain(
      '‹paragraphe sur le fil Instagram, selon son réglage› n’est pas un nom remplacé sur le site',
    );
    const removed = problemsWith((texts) => {
      for (const each of texts.privacy.sections) each.text = each.text.replaceAll('{feedNotice}', '');
    });
    expect(removed.join('\n')).toContain(
      '‹paragraphe sur le fil Instagram, selon son réglage› manque dans ses sections',
    );
  });

  it.each([
    ['a heading', '# Mes engagements'],
    ['a smaller heading', '### Mes engagements'],
    ['a numbered list', '1. Je vous écoute\n2. Je vous réponds'],
    ['a numbered list (with a parenthesis)', '1) Je vous écoute'],
    ['a quote', '> Une phrase citée'],
    ['code', '```\nun bloc\n```'],
    ['a rule', '---'],
  ])('refuses %s, which the pages would show as its marks, in the words of what she sees', (_, typed) => {
    const problems = problemsWith((texts) => {
      section(texts, 'publication').text += `\n\n${typed}`;
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      `«\u00a0Texte\u00a0»\u00a0: la ligne «\u00a0${typed.split('\n')[0]}\u00a0» commence comme un titre, une liste numérotée, une citation ou du code, que ces pages n’affichent pas`,
    );
  });

  it('takes what the pages draw: a bulleted list, a bold term, a number inside a line', () => {
    expect(
      problemsWith((texts) => {
        section(texts, 'publication').text +=
          '\n\n- **Délai** : 14 jours\n- un point\n\nEn 2024, 3 séances. 1 fois par mois.';
      }),
    ).toEqual([]);
  });

  it('refuses a link that leads nowhere on the site', () => {
    const problems = problemsWith((texts) => {
      section(texts, 'publication').text += ' Voir les [tarifs](/tarifs).';
    });
    expect(problems.join('\n')).toContain('le lien vers «\u00a0/tarifs\u00a0» ne mène nulle part');
  });
});
