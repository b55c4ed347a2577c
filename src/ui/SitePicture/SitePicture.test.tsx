import { render, screen } from '@testing-library/react';
import { SitePicture } from './SitePicture';

const illustration = { src: '/images/home/portrait.svg', width: 420, height: 520, alt: 'Portrait illustré' };
const photo = {
  width: 800,
  height: 1067,
  src: '/images/photos/founder-abc-800.jpg',
  sources: [
    {
      type: 'image/avif',
      srcset: '/images/photos/founder-abc-400.avif 400w, /images/photos/founder-abc-800.avif 800w',
    },
    {
      type: 'image/webp',
      srcset: '/images/photos/founder-abc-400.webp 400w, /images/photos/founder-abc-800.webp 800w',
    },
  ],
  jpegSrcset: '/images/photos/founder-abc-400.jpg 400w, /images/photos/founder-abc-800.jpg 800w',
  placeholder: 'data:image/webp;base64,AAAA',
};

describe('SitePicture', () => {
  it('shows the illustration as it is until a photo replaces it', () => {
    const { container } = render(<SitePicture picture={illustration} sizes="18rem" />);
    const img = screen.getByRole('img', { name: 'Portrait illustré' });
    expect(img).toHaveAttribute('src', '/images/home/portrait.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(container.querySelector('picture')).toBeNull();
  });

  it('serves the photo in the best format the browser knows, at the width it needs, size reserved', () => {
    const { container } = render(
      <SitePicture
        picture={{
          src: photo.src,
          width: photo.width,
          height: photo.height,
          alt: 'Camille, souriante',
          photo,
        }}
        sizes="(min-width: 768px) 24rem, 18rem"
      />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) expect(source).toHaveAttribute('sizes', '(min-width: 768px) 24rem, 18rem');
    const img = screen.getByRole('img', { name: 'Camille, souriante' });
    expect(img).toHaveAttribute('srcset', photo.jpegSrcset);
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '1067');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.style.backgroundImage).toContain('data:image/webp;base64,AAAA');
  });
});
