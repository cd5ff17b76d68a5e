// subset-font 2.9 ships no types: what codegen/brand-face.ts and scripts/prerender/event-faces.ts call
// of it (its README, "Usage").
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number }
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'
    /** Leave out glyphs reached only through OpenType layout features (alternates, fractions). */
    noLayoutClosure?: boolean
    /** Pin an axis to a value, or narrow its range. */
    variationAxes?: Record<string, Axis>
  }
  export default function subsetFont(font: Uint8Array, text: string, options?: SubsetOptions): Promise<Buffer>
}
