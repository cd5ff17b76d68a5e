import { palette } from '../../src/styles/palette'
import { layoutTitle, measureWith, typesetter, type Glyphs } from '../prerender/og-card'
import type { PosterContent } from './poster-content'
import type { QrSymbol } from './qr'
import type { Raster } from './rasters'

/** A slide for the hall's screen: Full HD, what projectors and displays show without scaling. */
export const slideSize = { width: 1920, height: 1080 } as const

/** The pictures a poster draws, rasterized once and shared by the slide and the PDF. */
export type PosterPictures = { badge: Raster; wordmark: Raster; logo?: Raster }

/** Every character a slide sets, for `outlineGlyphs` (the ellipsis in case a title is cut). */
export function slideChars(content: PosterContent): string {
  return `${content.title}${content.printedUrl}${content.instruction}${content.partner?.name ?? ''}${claimCodeLine(content) ?? ''}…`
}

/** "Claim code HALL7QK2", for an event that asks for one: for whoever cannot scan the QR code. */
export const claimCodeLine = (content: PosterContent) => content.claimCode && `${content.claimCode.label} ${content.claimCode.code}`

const { width: W, height: H } = slideSize
const margin = 120
/** The body, under the header's rule and above the foot's band. */
const body = { top: 250, bottom: 1020 }
/** The left column (badge and title) is this wide; the QR code's column is centred right of it. */
const leftWidth = 900
const qr = { centre: 1440, box: 600 }
const titleSizes = [84, 76, 68, 60] as const
const badgeSize = 340

/**
 * The slide as SVG, text already in outlines (og-card's typesetter), so rendering needs no font:
 * our wordmark at the top left and the partner's logo at the right, the badge and the
 * event's name on the left, the QR code with the instruction and the address on the right, large
 * enough to scan from the back of a room.
 */
export function slideSvg(content: PosterContent, pictures: PosterPictures, symbol: QrSymbol, glyphs: Glyphs): string {
  const type = typesetter(glyphs)
  const measure = measureWith(glyphs)
  /** A size no larger than `size` at which `text` fits in `maxWidth`. */
  const fitted = (text: string, size: number, maxWidth: number) => Math.min(size, Math.floor(maxWidth / measure(text)))
  const centred = (text: string, cx: number, baseline: number, size: number, fill: string) =>
    type.run(text, Math.round(cx - (measure(text) * size) / 2), baseline, size, fill)

  const wordmark = contain(pictures.wordmark, 640, 88)
  const header = [image(pictures.wordmark, margin, 72, wordmark.width, wordmark.height), ...partnerMark(content, pictures, type, measure)]

  // Badge and title, one block centred in the body's height.
  const code = claimCodeLine(content)
  // The code's line takes room from the badge, so the block keeps clear of the foot's band.
  const badge = contain(pictures.badge, code ? badgeSize - 60 : badgeSize, code ? badgeSize - 60 : badgeSize)
  const title = layoutTitle(content.title, measure, leftWidth, titleSizes)
  const lineHeight = Math.round(title.fontSize * 1.2)
  const codeSize = code ? fitted(code, 64, leftWidth) : 0
  const codeHeight = code ? 40 + codeSize : 0
  const blockTop = Math.round((body.top + body.bottom - (badge.height + 56 + title.lines.length * lineHeight + codeHeight)) / 2)
  const titleTop = blockTop + badge.height + 56
  const codeBaseline = titleTop + title.lines.length * lineHeight + 40 + Math.round(codeSize * 0.88)
  const left = [
    image(pictures.badge, margin, blockTop, badge.width, badge.height),
    ...title.lines.map((line, i) => type.run(line, margin, titleTop + i * lineHeight + title.fontSize * 0.88, title.fontSize, palette.text)),
    ...(code ? [type.run(code, margin, codeBaseline, codeSize, palette.brand)] : []),
  ]

  const module = Math.floor(qr.box / symbol.modules)
  const side = module * symbol.modules
  const [qrLeft, qrTop] = [qr.centre - side / 2, body.top + (qr.box - side) / 2]
  const columnWidth = 2 * (W - margin - qr.centre)
  const right = [
    `<rect x="${qrLeft - 6}" y="${qrTop - 6}" width="${side + 12}" height="${side + 12}" rx="28" fill="${palette.surface}" stroke="${palette.brand}" stroke-width="6"/>`,
    `<path d="${symbol.path(qrLeft, qrTop, module)}" fill="#000000"/>`,
    centred(content.instruction, qr.centre, 930, fitted(content.instruction, 52, columnWidth), palette.brand),
    centred(content.printedUrl, qr.centre, 992, fitted(content.printedUrl, 36, columnWidth), palette.textMuted),
  ]
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs>${type.defs()}</defs>`,
    `<rect width="${W}" height="${H}" fill="${palette.surface}"/>`,
    `<rect x="${margin}" y="206" width="${W - 2 * margin}" height="3" fill="${palette.border}"/>`,
    `<rect y="${H - 24}" width="${W}" height="24" fill="${palette.brand}"/>`,
    ...header,
    ...left,
    ...right,
    '</svg>',
  ].join('')
}

/** The partner's logo at the top right, at most 440 x 100, or its name when there is no logo. */
function partnerMark(content: PosterContent, pictures: PosterPictures, type: ReturnType<typeof typesetter>, measure: (text: string) => number): string[] {
  if (pictures.logo) {
    const { width, height } = contain(pictures.logo, 440, 100)
    return [image(pictures.logo, W - margin - width, 116 - height / 2, width, height)]
  }
  if (!content.partner) return []
  // A long name shrinks rather than run into our name on the left.
  const size = Math.min(44, Math.floor(760 / measure(content.partner.name)))
  return [type.run(content.partner.name, Math.round(W - margin - measure(content.partner.name) * size), 132, size, palette.text)]
}

/** The largest size of `raster`'s proportions inside `maxWidth` x `maxHeight`. */
export function contain(raster: Raster, maxWidth: number, maxHeight: number): { width: number; height: number } {
  const scale = Math.min(maxWidth / raster.width, maxHeight / raster.height)
  return { width: Math.round(raster.width * scale), height: Math.round(raster.height * scale) }
}

function image(raster: Raster, x: number, y: number, width: number, height: number): string {
  return `<image x="${Math.round(x)}" y="${Math.round(y)}" width="${width}" height="${height}" href="data:image/png;base64,${raster.png.toString('base64')}"/>`
}
