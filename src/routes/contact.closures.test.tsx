import { screen, within } from '@testing-library/react';
import { homeStructuredData } from '../server/structuredData';
import { renderRoute } from '../testing/renderRoute';

// Her content file with two coming closures, as the build hands it over (ended ones left out).
vi.mock('../content/cabinet.yml', async (importOriginal) => {
  const { default: cabinet } = await importOriginal<{ default: object }>();
  return {
    default: {
      ...cabinet,
      closures: [
        { from: '2026-12-21', to: '2027-01-03', note: 'Je lis vos messages à mon retour.' },
        { from: '2027-05-01', to: '2027-05-01', note: '' },
      ],
    },
  };
});

describe('her closures', () => {
  it('are shown on the contact page, under the hours, in words', async () => {
    await renderRoute('/contact');
    const coordinates = screen.getByRole('region', { name: 'Mes coordonnées' });
    const closures = within(coordinates).getAllByRole('listitem');
    expect(closures.map((item) => item.textContent)).toEqual([
      'Fermé du lundi 21 décembre 2026 au dimanche 3 janvier 2027Je lis vos messages à mon retour.',
      'Fermé le samedi 1er mai 2027',
    ]);
  });

  it('tell search engines she is closed those days', () => {
    expect(homeStructuredData().specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-12-21',
        validThrough: '2027-01-03',
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2027-05-01',
        validThrough: '2027-05-01',
      },
    ]);
  });
});
