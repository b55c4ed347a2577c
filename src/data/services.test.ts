import { possessive, serviceLadder, stepsTitle } from './services';

describe('where to begin with a service (issue 62)', () => {
  it('lets a decided mother book directly, saying whether the first exchange is included', () => {
    expect(serviceLadder('included', 'la séance').decided).toBe(
      'Votre choix est fait\u202f? Réservez directement la séance, premier échange compris.',
    );
    expect(serviceLadder('separate', 'l’atelier').decided).toBe(
      'Votre choix est fait\u202f? Réservez directement l’atelier, sans le premier échange.',
    );
    for (const rule of ['included', 'separate'] as const)
      expect(serviceLadder(rule, 'le rituel').unsure).toBe(
        'Vous hésitez encore\u202f? Commencez par 20\u00a0minutes par téléphone, sans engagement\u00a0:',
      );
  });

  it('offers no direct booking when her content asks for the first exchange first', () => {
    const ladder = serviceLadder('required', 'le rituel');
    expect(ladder.decided).toBeUndefined();
    expect(ladder.unsure).toBe(
      'Tout commence par le premier échange gratuit, 20\u00a0minutes par téléphone, sans engagement\u00a0: je vous envoie ensuite le lien pour réserver le rituel.',
    );
  });

  it('names the button and the steps for what a price buys', () => {
    expect(possessive('la séance')).toBe('ma séance');
    expect(possessive('l’atelier')).toBe('mon atelier');
    expect(possessive('le rituel')).toBe('mon rituel');
    expect(possessive('les deux séances')).toBe('mes deux séances');
    expect(possessive('un forfait')).toBe('un forfait');
    expect(stepsTitle('l’atelier')).toBe('Comment se passe l’atelier\u202f?');
  });
});
