import { deflateSync } from 'node:zlib'
import { concatTransformationMatrix, degrees, drawImage, drawObject, popGraphicsState, pushGraphicsState, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib'
import { palette, tones } from '../../src/styles/palette'
import { createPdf, embedBrandFace, pdfColour as hex } from '../pdf/pdf-document'
import { pdfFontkitUnshaped } from '../pdf/pdf-fontkit'
import { layoutTitle } from '../prerender/og-card'
import type { PosterContent } from '../../src/lib/posters/poster-text'
import { QUIET_ZONE, round, type QrSymbol } from '../../src/lib/posters/qr'
import type { Raster } from './rasters'
import { claimCodeLine, contain, type PosterPictures } from './slide-svg'

/** ISO A4 in PDF points, portrait: what every office printer in the hall's organiser takes. */
const a4 = { width: 595.28, height: 841.89 }
const margin = 48
const titleSizes = [30, 26, 22, 20] as const
/** A fact's line (dates, venue, claim deadline), baseline to baseline. */
const factLine = 18
/**
 * The QR code's modules span at least 80 mm (quiet zone outside it): a phone reads it from two
 * metres, across a hall's aisle, and a long address only makes the modules smaller, never the code.
 */
export const qrSymbolMinimum = (80 / 25.4) * 72

/**
 * The A4 poster as PDF: the same parts as the slide, stacked for a portrait sheet, text set in
 * the brand face, Pretendard (embedded, so a viewer finds the event's name as text and any printer draws it),
 * the QR code in vector rectangles (sharp at any size), the badge and logos as the pixels the
 * slide uses. Drawn in y-down coordinates like the slide; `drawer` turns them into PDF's y-up.
 */
export async function posterPdf(content: PosterContent, pictures: PosterPictures, symbol: QrSymbol): Promise<Uint8Array> {
  // Same input, same bytes (pdf-document.ts); no dates: a poster has no edition to date.
  const doc = await createPdf(pdfFontkitUnshaped)
  const fonts = await embedBrandFace(doc)
  doc.setTitle(content.title, { showInWindowTitleBar: true })
  doc.setLanguage(content.locale)
  doc.setAuthor(content.brandName)
  doc.setSubject(content.url)
  doc.setCreator(`${content.brandName} site (scripts/posters)`)
  doc.setProducer('pdf-lib')

  const page = doc.addPage([a4.width, a4.height])
  const draw = drawer(doc, page)
  const centre = a4.width / 2
  const column = a4.width - 2 * margin
  const bold = (text: string) => fonts.bold.widthOfTextAtSize(text, 1)
  const regular = (text: string) => fonts.regular.widthOfTextAtSize(text, 1)
  /** One line centred in the column, no larger than `size`. */
  const line = (text: string, baseline: number, size: number, font: PDFFont, colour: string) =>
    draw.centred(text, centre, baseline, fitted(text, size, column, (t) => font.widthOfTextAtSize(t, 1)), font, colour)

  // Our wordmark, the partner's logo (or name) at the right, a rule under them.
  const wordmark = contain(pictures.wordmark, 240, 40)
  draw.image(pictures.wordmark, margin, 30, wordmark.width, wordmark.height)
  if (pictures.logo) {
    const { width, height } = contain(pictures.logo, 200, 48)
    draw.image(pictures.logo, a4.width - margin - width, 50 - height / 2, width, height)
  } else if (content.partner) {
    // A long name shrinks rather than run into our name on the left.
    const size = fitted(content.partner.name, 18, 260, bold)
    draw.text(content.partner.name, a4.width - margin - fonts.bold.widthOfTextAtSize(content.partner.name, size), 56, size, fonts.bold, palette.text)
  }
  page.drawRectangle({ x: margin, y: a4.height - 88, width: column, height: 1.5, color: hex(palette.border) })
  // An example's poster says so across its width, under the logos, before anything else is read.
  if (content.example) {
    page.drawRectangle({ x: margin, y: a4.height - 118, width: column, height: 22, color: hex(tones.orange.pale) })
    line(content.example, 112, 13, fonts.bold, tones.orange.dark)
  }

  // Badge, title, code and facts: one block centred between the header and the instruction.
  const title = layoutTitle(content.title, bold, column, titleSizes)
  const lineHeight = title.fontSize * 1.22
  const badgeSize = contain(pictures.badge, 96, 96)
  const code = claimCodeLine(content)
  const codeSize = code ? fitted(code, 24, column, bold) : 0
  const codeHeight = code ? 12 + codeSize : 0
  const factsHeight = content.facts.length > 0 ? 12 + content.facts.length * factLine : 0
  const blockHeight = badgeSize.height + 16 + title.lines.length * lineHeight + codeHeight + factsHeight
  const [space, spaceEnd] = [content.example ? 124 : 96, 420]
  const blockTop = space + Math.max(0, (spaceEnd - space - blockHeight) / 2)
  draw.image(pictures.badge, centre - badgeSize.width / 2, blockTop, badgeSize.width, badgeSize.height)
  const titleTop = blockTop + badgeSize.height + 16
  title.lines.forEach((text, i) => draw.centred(text, centre, titleTop + i * lineHeight + title.fontSize * 0.9, title.fontSize, fonts.bold, palette.text))
  const codeTop = titleTop + title.lines.length * lineHeight
  // For whoever cannot scan: the code the QR code carries, to type into the page's field.
  if (code) draw.centred(code, centre, codeTop + 12 + codeSize * 0.9, codeSize, fonts.bold, palette.brand)
  const factsTop = codeTop + codeHeight + 12
  content.facts.forEach(({ label, value }, i) => {
    // The label in bold and its value after it, the pair centred and shrunk together to the column.
    const gap = 0.5
    const em = bold(label) + gap + regular(value)
    const size = Math.min(12.5, column / em)
    const width = em * size
    const baseline = factsTop + i * factLine + size
    draw.text(label, centre - width / 2, baseline, size, fonts.bold, palette.text)
    draw.text(value, centre - width / 2 + (bold(label) + gap) * size, baseline, size, fonts.regular, palette.textMuted)
  })

  // The instruction and what it takes, then the QR code: at least 80 mm across its modules.
  line(content.instruction, 446, 22, fonts.bold, palette.brand)
  line(content.effort, 466, 13, fonts.regular, palette.text)
  const module = qrSymbolMinimum / (symbol.modules - 2 * QUIET_ZONE)
  const qrBox = module * symbol.modules
  const qrTop = 476
  page.drawRectangle({
    x: centre - qrBox / 2 - 3,
    y: a4.height - qrTop - qrBox - 3,
    width: qrBox + 6,
    height: qrBox + 6,
    borderColor: hex(palette.brand),
    borderWidth: 3,
    color: hex(palette.surface),
  })
  draw.qr(symbol, centre - qrBox / 2, qrTop, module)
  const qrBottom = qrTop + qrBox + 3
  line(content.printedUrl, qrBottom + 17, 13, fonts.regular, palette.textMuted)
  // For an attendee who reads the other language, then whom to ask; the foot's band under them.
  line(content.otherLanguage, qrBottom + 35, 11, fonts.regular, palette.text)
  line(content.help, qrBottom + 52, 10.5, fonts.regular, palette.textMuted)
  page.drawRectangle({ x: 0, y: 0, width: a4.width, height: 14, color: hex(palette.brand) })
  return doc.save()
}

/** A size no larger than `size` at which `text` fits in `maxWidth`. */
function fitted(text: string, size: number, maxWidth: number, measure: (text: string) => number): number {
  return Math.min(size, maxWidth / measure(text))
}

/** Drawing on a page with y measured down from the top edge (baselines for text). */
function drawer(doc: PDFDocument, page: PDFPage) {
  const { height } = page.getSize()
  const text = (value: string, x: number, baseline: number, size: number, font: PDFFont, colour: string) =>
    page.drawText(value, { x, y: height - baseline, size, font, color: hex(colour) })
  return {
    text,
    centred: (value: string, cx: number, baseline: number, size: number, font: PDFFont, colour: string) =>
      text(value, cx - font.widthOfTextAtSize(value, size) / 2, baseline, size, font, colour),
    /**
     * A QR code as a form XObject of one filled rectangle per run of modules: what pdf-lib's
     * `drawSvgPath` would draw, written directly (parsing the path into operators was a fifth of
     * a poster's time).
     */
    qr: (symbol: QrSymbol, x: number, top: number, module: number) => {
      const side = symbol.modules * module
      const rectangles = symbol.runs.map((r) => `${round(r.x * module)} ${round(side - (r.y + 1) * module)} ${round(r.length * module)} ${round(module)} re`)
      const form = doc.context.stream(deflateSync(`0 0 0 rg\n${rectangles.join('\n')}\nf\n`), { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, side, side], Filter: 'FlateDecode' })
      const name = page.node.newXObject('QR', doc.context.register(form))
      page.pushOperators(pushGraphicsState(), concatTransformationMatrix(1, 0, 0, 1, x, height - top - side), drawObject(name), popGraphicsState())
    },
    /**
     * A picture as an image XObject of its RGB pixels on white, compressed by Node's zlib; the
     * operators are those of pdf-lib's own `drawImage`, without its PNG decoder.
     */
    image: (raster: Raster, x: number, top: number, width: number, h: number) => {
      const stream = doc.context.stream(deflateSync(raster.rgbOnWhite), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: raster.width,
        Height: raster.height,
        ColorSpace: 'DeviceRGB',
        BitsPerComponent: 8,
        Filter: 'FlateDecode',
      })
      const name = page.node.newXObject('Image', doc.context.register(stream))
      const flat = degrees(0)
      page.pushOperators(...drawImage(name, { x, y: height - top - h, width, height: h, rotate: flat, xSkew: flat, ySkew: flat }))
    },
  }
}
