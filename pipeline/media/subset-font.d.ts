// The part of subset-font's API the build uses (pipeline/media/fontSubset.mjs); the package ships no types.
declare module 'subset-font' {
  type AxisRange = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2';
      variationAxes?: Record<string, AxisRange>;
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}
