import { PDFDocument, rgb, type PDFFont, type RGB } from 'pdf-lib'
import { readFileSync } from 'node:fs'
import { pretendard } from '../fonts'
import { pdfFontkit } from './pdf-fontkit'

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0]

/**
 * A new PDF that writes the same bytes whenever the same things are drawn: pdf-lib gives each
 * font resource and each font's name a random suffix, and stamps the creation and modification
 * time unless told not to. Here resources are counted, and `embedBrandFace` names the fonts as
 * subsets are (PDF 32000, 9.6.4: a six-letter tag, '+', the PostScript name), with a fixed tag.
 * Any date a document carries is its author's to set.
 */
export async function createPdf(fontkit: Fontkit = pdfFontkit): Promise<PDFDocument> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  let names = 0
  doc.context.addRandomSuffix = (prefix) => `${prefix}-${++names}`
  doc.registerFontkit(fontkit)
  return doc
}

/** The faces' bytes, read once per process: the same buffer lets a caching fontkit parse each face once. */
let faces: { regular: Buffer; bold: Buffer } | undefined

/**
 * The brand face, Pretendard regular and bold (scripts/fonts.ts), subset into the document: only
 * the glyphs it sets, not the 1.5 MB of each face.
 */
export async function embedBrandFace(doc: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  faces ??= { regular: readFileSync(pretendard.regular), bold: readFileSync(pretendard.bold) }
  const embed = (bytes: Buffer, name: string) => doc.embedFont(bytes, { subset: true, customName: name })
  return { regular: await embed(faces.regular, 'OBADGE+Pretendard-Regular'), bold: await embed(faces.bold, 'OBADGE+Pretendard-Bold') }
}

/** A palette colour (`#rrggbb`) as pdf-lib's RGB. */
export function pdfColour(colour: string): RGB {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16) / 255) as [number, number, number]
  return rgb(r, g, b)
}
