import { cleanup, screen, within } from '@testing-library/react';
import type { SitePicture } from '../content/photo';
import { renderRoute } from '../testing/renderRoute';

/** Her photo of the workshop, as the build hands it over (pipeline/media/photos.ts). Hoisted with the mock:
 * the shell reads the photos (the guide's cover) as soon as the router is imported. */
const { workshop, caesarean } = vi.hoisted(() => {
  const workshop: SitePicture = {
    src: '/images/photos/atelier-portage-abc123-800.jpg',
    width: 800,
    height: 533,
    alt: 'Une maman noue une écharpe de portage, son bébé contre elle.',
    photo: {
      width: 1200,
      height: 800,
      src: '/images/photos/atelier-portage-abc123-800.jpg',
      sources: [
        { type: 'image/avif', srcset: '/images/photos/atelier-portage-abc123-400.avif 400w' },
        { type: 'image/webp', srcset: '/images/photos/atelier-portage-abc123-400.webp 400w' },
      ],
      jpegSrcset: '/images/photos/atelier-portage-abc123-400.jpg 400w',
      placeholder: 'data:image/webp;base64,AAAA',
    },
  };
  const caesarean: SitePicture = { ...workshop, alt: 'Camille au téléphone, un carnet sur les genoux.' };
  return { workshop, caesarean };
});

vi.mock('../content/photos.yml', async (importOriginal) => {
  const { default: photos } = await importOriginal<{ default: object }>();
  return { default: { ...photos, 'cesarienne-confiance': caesarean, 'atelier-portage': workshop } };
});

const pictureOf = (name: string) => screen.getByRole('img', { name }).closest('picture');

describe('her service photos', () => {
  afterEach(cleanup);

  it('replace the illustrations on /services; the first, in view at once, is fetched first', async () => {
    await renderRoute('/services');
    const first = screen.getByRole('img', { name: caesarean.alt });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const second = screen.getByRole('img', { name: workshop.alt });
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
    const sources = pictureOf(workshop.alt)?.querySelectorAll('source') ?? [];
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    // The third service has no photo: its illustration stays.
    const bath = screen.getByRole('region', { name: 'Rituel de Bain Enveloppé' });
    expect(within(bath).getByRole('img')).toHaveAttribute('src', '/images/services/bain-enveloppe.svg');
  });

  it('and on the home page’s cards', async () => {
    await renderRoute('/');
    expect(pictureOf(workshop.alt)).not.toBeNull();
    expect(screen.getByRole('img', { name: workshop.alt })).toHaveAttribute('loading', 'lazy');
  });

  it('a service without a photo shows the same drawing on its home card and on /services', async () => {
    await renderRoute('/');
    const card = screen.getByRole('link', { name: 'Rituel de Bain Enveloppé' }).closest('article')!;
    const onHome = within(card).getByRole('img');
    cleanup();
    await renderRoute('/services');
    const block = screen.getByRole('region', { name: 'Rituel de Bain Enveloppé' });
    const onServices = within(block).getByRole('img');
    expect(onServices).toHaveAttribute('src', onHome.getAttribute('src'));
    expect(onServices).toHaveAccessibleName(onHome.getAttribute('alt')!);
  });
});
