/**
 * fontkit 2 ships no types. This declares what `pdf-fontkit.ts` uses: pdf-lib's own description
 * of a fontkit font (the interface pdf-lib was written against), whose subsets fontkit 2 encodes
 * with `encode()` instead of `encodeStream()`.
 */
declare module 'fontkit' {
  import type { PDFDocument } from 'pdf-lib'

  type PdfLibFont = ReturnType<Parameters<PDFDocument['registerFontkit']>[0]['create']>
  type PdfLibSubset = ReturnType<PdfLibFont['createSubset']>

  export type Subset = Omit<PdfLibSubset, 'encodeStream'> & { encode(): Uint8Array }
  export type Font = Omit<PdfLibFont, 'createSubset'> & { createSubset(): Subset }

  export function create(buffer: Uint8Array, postscriptName?: string): Font
}
