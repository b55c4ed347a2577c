import { render, screen } from '@testing-library/react';
import { type Credentials, HomeStory } from './HomeStory';

const portrait = { src: '/images/home/portrait.svg', width: 420, height: 520, alt: 'Portrait illustré' };
const story = (credentials: Credentials) =>
  render(
    <HomeStory
      id="mon-histoire"
      eyebrow="Qui suis-je"
      title="Mon histoire"
      paragraphs={['Mon premier enfant est né par césarienne.']}
      quote="Une citation."
      signature={{ name: 'Camille Durand', role: 'Accompagnante périnatale' }}
      portrait={portrait}
      credentials={credentials}
    />,
  );
const labels = {
  title: 'Mes formations',
  mothersLabel: { one: 'maman accompagnée', other: 'mamans accompagnées' },
};
const training = { title: 'Accompagnement périnatal', organisation: 'Institut Exemple', year: 2021 };

describe('her credentials in her story', () => {
  it('show nothing at all while she has filled in neither', () => {
    story({ ...labels, trainings: [], mothersAccompanied: 0 });
    expect(screen.queryByRole('heading', { name: 'Mes formations' })).toBeNull();
    expect(screen.queryByText(/accompagnée/)).toBeNull();
  });

  it('show her trainings alone when she gives no number', () => {
    story({ ...labels, trainings: [training], mothersAccompanied: 0 });
    expect(screen.getByRole('heading', { level: 3, name: 'Mes formations' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Accompagnement périnatalInstitut Exemple, 2021');
    expect(screen.queryByText(/accompagnée/)).toBeNull();
  });

  it('show the number alone, written the French way, singular for one', () => {
    const { unmount } = story({ ...labels, trainings: [], mothersAccompanied: 1250 });
    expect(screen.queryByRole('heading', { name: 'Mes formations' })).toBeNull();
    expect(screen.getByText('mamans accompagnées').parentElement).toHaveTextContent(
      /^1\s250 mamans accompagnées$/,
    );
    unmount();
    story({ ...labels, trainings: [], mothersAccompanied: 1 });
    expect(screen.getByText('maman accompagnée').parentElement).toHaveTextContent(/^1 maman accompagnée$/);
  });
});
