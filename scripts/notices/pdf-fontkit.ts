import * as fontkit from 'fontkit'
import { Readable } from 'node:stream'
import type { PDFDocument } from 'pdf-lib'

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0]

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
