// Generated articles for the scale tests (pipeline/articles.scale.test.ts, pipeline/checks/articles.scale.check.ts):
// a copy of her content folder whose articles folder holds `count` made-up articles. Never shipped.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTICLES_FOLDER } from '../../src/content/article';
import { serviceIds } from '../../src/content/serviceKeys';
import { contentCopy } from '../content/contentCopy';

const sentences = [
  'Chaque naissance par césarienne est différente, et chaque récupération aussi.',
  'Votre sage-femme ou votre médecin reste la personne à qui poser vos questions.',
  'Prenez le temps de vous reposer : les premières semaines comptent double.',
  'Un coussin contre le ventre soulage souvent la cicatrice quand vous riez ou toussez.',
  'Le co-parent peut prendre le relais pour porter bébé pendant que vous récupérez.',
  'Notez vos questions au fil des jours, pour ne rien oublier au rendez-vous.',
  'Un bain enveloppé apaise bébé et offre aux parents un moment calme, à deux ou à trois.',
  'Demandez de l’aide pour les courses, les repas et le linge : ce n’est pas un luxe.',
  'Écoutez votre corps ; une gêne inhabituelle mérite d’être signalée sans attendre.',
  'Préparer son projet de naissance aide à se sentir actrice de ce jour particulier.',
];

/** A paragraph of `length` sentences, starting at `seed` in the list. */
const paragraph = (seed: number, length: number) =>
  Array.from({ length }, (_, index) => sentences[(seed + index) % sentences.length]).join(' ');

/**
 * The article n (from 0): its length, headings and lists vary with n modulo 10, so any 10, 50 or 200
 * consecutive articles have the same mix, and its service with n modulo 3. Dates go back one day per
 * article from 2026-09-30, so the newest is article 0.
 */
export function generatedArticle(n: number): { file: string; text: string } {
  const sections = 1 + (n % 10);
  const service = serviceIds[n % serviceIds.length];
  const date = new Date(Date.UTC(2026, 8, 30 - n)).toISOString().slice(0, 10);
  const body = [paragraph(n, 3)];
  for (let section = 1; section <= sections; section += 1) {
    body.push(`## Étape ${section} : ${sentences[(n + section) % sentences.length]?.slice(0, 40)}`);
    body.push(paragraph(n + section, 2 + (section % 4)));
    if (section % 2 === 0) {
      body.push(`### Un point à retenir n° ${section}`);
      body.push(paragraph(n + 2 * section, 2));
    }
    if (section % 3 === 0)
      body.push(
        Array.from({ length: 3 + (section % 3) }, (_, item) => `- ${sentences[(n + item) % 10]}`).join('\n'),
      );
    if (section % 4 === 0) body.push(`1. D’abord ceci.\n2. Ensuite cela.\n3. Enfin, **doucement**.`);
  }
  const frontMatter = [
    `title: "Article d’essai n° ${n + 1} : repères après une césarienne"`,
    `description: "Un article généré pour vérifier que le journal tient la charge, avec ${sections} parties et des listes."`,
    `date: ${date}`,
    ...(n % 5 === 0 ? [`updated: 2026-10-${String(1 + (n % 28)).padStart(2, '0')}`] : []),
    `service: ${service}`,
  ];
  return {
    file: `essai-${String(n + 1).padStart(3, '0')}.md`,
    text: `---\n${frontMatter.join('\n')}\n---\n\n${body.join('\n\n')}\n`,
  };
}

/** A copy of her content folder whose articles are `count` generated ones instead of hers. */
export const contentWithArticles = (count: number) =>
  contentCopy((dir) => {
    rmSync(join(dir, ARTICLES_FOLDER), { recursive: true });
    mkdirSync(join(dir, ARTICLES_FOLDER));
    for (let n = 0; n < count; n += 1) {
      const { file, text } = generatedArticle(n);
      writeFileSync(join(dir, ARTICLES_FOLDER, file), text);
    }
  });
