import type { SitePicture as Picture } from '../../content/photo';

type Props = {
  picture: Picture;
  /** How wide it is drawn, for the browser to pick a file (`sizes`). */
  sizes: string;
  className?: string;
  /** In view as the page opens (the largest thing painted first): fetched at once, first in line. */
  priority?: boolean;
};

/**
 * An illustration, or the practitioner's photo once she adds one: AVIF or WebP at the width the
 * screen needs, JPEG otherwise, with its size reserved and a blurred placeholder until it arrives.
 * Loaded lazily, unless it is in view as the page opens (`priority`).
 */
export function SitePicture({ picture, sizes, className, priority = false }: Props) {
  const { photo } = picture;
  const img = (
    <img
      src={picture.src}
      srcSet={photo?.jpegSrcset}
      sizes={photo ? sizes : undefined}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      style={photo ? { backgroundImage: `url("${photo.placeholder}")`, backgroundSize: 'cover' } : undefined}
    />
  );
  if (!photo) return img;
  return (
    <picture>
      {photo.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
