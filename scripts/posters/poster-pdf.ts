import { deflateSync } from 'node:zlib'
import { concatTransformationMatrix, degrees, drawImage, drawObject, popGraphicsState, pushGraphicsState, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib'
import { palette } from '../../src/styles/palette'
import { createPdf, embedNotoSansKr, pdfColour as hex } from '../pdf/pdf-document'
import { pdfFontkitUnshaped } from '../pdf/pdf-fontkit'
import { layoutTitle } from '../prerender/og-card'
import type { PosterContent } from './poster-content'
import { round, type QrSymbol } from './qr'
import type { Raster } from './rasters'
import { claimCodeLine, contain, type PosterPictures } from './slide-svg'

/** ISO A4 in PDF points, portrait: what every office printer in the hall's organiser takes. */
const a4 = { width: 595.28, height: 841.89 }
const margin = 48
const titleSizes = [34, 30, 26, 22] as const

/**
 * The A4 poster as PDF: the same parts as the slide, stacked for a portrait sheet, text set in
 * Noto Sans KR (embedded, so a viewer finds the event's name as text and any printer draws it),
 * the QR code in vector rectangles (sharp at any size), the badge and logos as the pixels the
 * slide uses. Drawn in y-down coordinates like the slide; `drawer` turns them into PDF's y-up.
 */
export async function posterPdf(content: PosterContent, pictures: PosterPictures, symbol: QrSymbol): Promise<Uint8Array> {
  // Same input, same bytes (pdf-document.ts); no dates: a poster has no edition to date.
  const doc = await createPdf(pdfFontkitUnshaped)
  const fonts = await embedNotoSansKr(doc)
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

  // Our wordmark, the partner's logo (or name) at the right, a rule under them.
  const wordmark = contain(pictures.wordmark, 240, 40)
  draw.image(pictures.wordmark, margin, 40, wordmark.width, wordmark.height)
  if (pictures.logo) {
    const { width, height } = contain(pictures.logo, 200, 48)
    draw.image(pictures.logo, a4.width - margin - width, 60 - height / 2, width, height)
  } else if (content.partner) {
    // A long name shrinks rather than run into our name on the left.
    const size = fitted(content.partner.name, 18, 260, (text) => fonts.bold.widthOfTextAtSize(text, 1))
    draw.text(content.partner.name, a4.width - margin - fonts.bold.widthOfTextAtSize(content.partner.name, size), 66, size, fonts.bold, palette.text)
  }
  page.drawRectangle({ x: margin, y: a4.height - 106, width: column, height: 1.5, color: hex(palette.border) })

  // The QR block stands on the foot; badge and title are centred in the space above it.
  const measure = (text: string) => fonts.bold.widthOfTextAtSize(text, 1)
  const title = layoutTitle(content.title, measure, column, titleSizes)
  const lineHeight = title.fontSize * 1.25
  const badgeSize = contain(pictures.badge, 170, 170)
  const code = claimCodeLine(content)
  const codeSize = code ? fitted(code, 26, column, measure) : 0
  const codeHeight = code ? 16 + codeSize : 0
  const blockHeight = badgeSize.height + 28 + title.lines.length * lineHeight + codeHeight
  const blockTop = 110 + (350 - blockHeight) / 2
  draw.image(pictures.badge, centre - badgeSize.width / 2, blockTop, badgeSize.width, badgeSize.height)
  const titleTop = blockTop + badgeSize.height + 28
  title.lines.forEach((line, i) => draw.centred(line, centre, titleTop + i * lineHeight + title.fontSize * 0.9, title.fontSize, fonts.bold, palette.text))
  // For whoever cannot scan: the code the QR code carries, to type into the page's field.
  if (code) draw.centred(code, centre, titleTop + title.lines.length * lineHeight + 16 + codeSize * 0.9, codeSize, fonts.bold, palette.brand)

  const qrBox = 250
  const module = qrBox / symbol.modules
  const qrTop = 510
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
  draw.centred(content.instruction, centre, 488, fitted(content.instruction, 24, column, measure), fonts.bold, palette.brand)
  draw.centred(content.printedUrl, centre, qrTop + qrBox + 34, fitted(content.printedUrl, 15, column, (t) => fonts.regular.widthOfTextAtSize(t, 1)), fonts.regular, palette.textMuted)
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
