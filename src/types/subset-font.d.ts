/** subset-font ships no types; the part of its API the font build uses. */
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "woff2" | "woff" | "sfnt" | "truetype";
    /** OpenType layout features to keep; all of them when absent. */
    keepFeatures?: readonly string[];
    /** An axis pinned to one value, or kept only between two. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
