import * as fontkit from 'fontkit'
import { Readable } from 'node:stream'
import type { PDFDocument } from 'pdf-lib'

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0]
type Font = ReturnType<Fontkit['create']>

/**
 * Upstream fontkit 2 for pdf-lib's `registerFontkit`, in place of the fork pdf-lib suggests,
 * @pdf-lib/fontkit (1.1.1, its last release): that fork writes a TrueType subset's `loca` table
 * in the short format without padding the glyphs to even lengths, so every glyph after an odd
 * one is read a byte off. With Noto Sans KR most letters of the guide came out blank (in
 * poppler); fontkit fixed it in 1.8 (foliojs/fontkit#191), after the fork. The one difference
 * pdf-lib meets: fontkit 2 encodes a subset with `encode()`, pdf-lib reads `encodeStream()`.
 */
export const pdfFontkit: Fontkit = {
  create(bytes, postscriptName) {
    const font = fontkit.create(bytes, postscriptName)
    const createSubset = font.createSubset.bind(font)
    return Object.assign(font, {
      createSubset: () => {
        const subset = createSubset()
        return Object.assign(subset, { encodeStream: () => Readable.from([subset.encode()]) })
      },
    })
  },
}

/**
 * `pdfFontkit` for documents drawn by the dozen in a build (the hall posters): each character
 * its own glyph, as the sharing cards set text, and each face parsed once. pdf-lib reads only
 * the glyphs of a layout, never its positions, so shaping gives it substitutions alone
 * (ligatures, Noto's Korean space), and shaping a line of Hangul took fontkit 0.1 to 0.2 s:
 * with shaping, ten posters cost seconds of the build.
 */
export const pdfFontkitUnshaped: Fontkit = {
  create(bytes, postscriptName) {
    let font = parsed.get(bytes)
    if (!font) {
      font = pdfFontkit.create(bytes, postscriptName)
      const unshaped = font
      Object.assign(font, { layout: (text: string) => ({ glyphs: unshaped.glyphsForString(text) }) })
      parsed.set(bytes, font)
    }
    return font
  },
}

/** Faces already parsed, by their bytes: read-only once parsed; each document makes its own subset. */
const parsed = new WeakMap<Uint8Array, Font>()
