/**
 * A photo as the pages use it, once the build has processed the practitioner's upload
 * (pipeline/media/photos.ts): intrinsic size, modern formats first, a JPEG fallback and a blurred placeholder.
 */
export type ProcessedPhoto = {
  width: number;
  height: number;
  /** JPEG fallback at a middle width. */
  src: string;
  /** AVIF then WebP, each a `srcset` of widths. */
  sources: ReadonlyArray<{ type: string; srcset: string }>;
  jpegSrcset: string;
  /** A 16 px wide blurred WebP, as a data URI, shown until the photo arrives. */
  placeholder: string;
};

/** A picture on the site: the SVG illustration by default, or her photo once she adds one. */
export type SitePicture = { src: string; width: number; height: number; alt: string; photo?: ProcessedPhoto };
