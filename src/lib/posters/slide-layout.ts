import { palette, tones } from '../../styles/palette'
import type { PosterContent } from './poster-text'
import type { QrSymbol } from './qr'
import { layoutTitle, type Measure } from './title-layout'

// The hall slide's layout, without Node: the build renders it to PNG (scripts/posters/slide-svg.ts,
// text in outlines), the partner request page's preview shows it (text in the page's face).

/** A slide for the hall's screen: Full HD, what projectors and displays show without scaling. */
export const slideSize = { width: 1920, height: 1080 } as const

/** A picture as the slide places it: where it is read from (a data: URL, an object URL) and its proportions. */
export type SlidePicture = { href: string; width: number; height: number }
export type SlidePictures = { badge: SlidePicture; wordmark: SlidePicture; logo?: SlidePicture }

/**
 * How the slide sets a line of text, and measures one in em: the build sets outlines
 * (og-card's typesetter, no font needed to render), the request page's preview sets `<text>` in
 * the page's own web font.
 */
export type SlideType = { run(text: string, x: number, baseline: number, size: number, fill: string): string; defs(): string; measure: Measure }

/** Every character a slide sets, for `outlineGlyphs` (the ellipsis in case a title is cut). */
export function slideChars(content: PosterContent): string {
  const facts = content.facts.map(factLine).join('')
  return `${content.title}${content.printedUrl}${content.instruction}${content.partner?.name ?? ''}${claimCodeLine(content) ?? ''}${facts}${content.effort}${content.otherLanguage}${content.help}${content.example ?? ''}…`
}

/** "Claim code HALL7QK2", for an event that asks for one: for whoever cannot scan the QR code. */
export const claimCodeLine = (content: PosterContent) => content.claimCode && `${content.claimCode.label} ${content.claimCode.code}`

/** "Venue  Example Convention Centre, Hall 3": a fact on the slide, set in one face. */
const factLine = ({ label, value }: PosterContent['facts'][number]) => `${label}  ${value}`

const { width: W, height: H } = slideSize
const margin = 120
/** The left column's block (badge, title, code, facts), under the header's rule; its foot lines below it. */
const body = { top: 240, bottom: 900 }
/** The left column is this wide; the QR code's column is centred right of it. */
const leftWidth = 900
const qr = { centre: 1440, box: 560, top: 240 }
const titleSizes = [76, 68, 60, 54] as const
const badgeSize = 220

/**
 * The slide as SVG: our wordmark at the top left and the partner's logo at the right (an
 * example's or a preview's tag between); the badge, the event's name, its code and its facts on
 * the left, the other language's line and the help line under them; the QR code with the
 * instruction, what claiming takes and the address on the right, large enough to scan from the
 * back of a room.
 */
export function drawSlide(content: PosterContent, pictures: SlidePictures, symbol: QrSymbol, type: SlideType): string {
  const { measure } = type
  /** A size no larger than `size` at which `text` fits in `maxWidth`. */
  const fitted = (text: string, size: number, maxWidth: number) => Math.min(size, Math.floor(maxWidth / measure(text)))
  const centred = (text: string, cx: number, baseline: number, size: number, fill: string) =>
    type.run(text, Math.round(cx - (measure(text) * size) / 2), baseline, size, fill)

  const wordmark = contain(pictures.wordmark, 640, 88)
  const header = [image(pictures.wordmark, margin, 72, wordmark.width, wordmark.height), ...partnerMark(content, pictures, type, measure), ...exampleTag(content, type, measure)]

  // Badge, title, code and facts, one block centred in the body's height.
  const code = claimCodeLine(content)
  const facts = content.facts.map(factLine)
  // The code's line takes room from the badge, so the block keeps clear of the lines under it.
  const badge = contain(pictures.badge, code ? badgeSize - 40 : badgeSize, code ? badgeSize - 40 : badgeSize)
  const codeSize = code ? fitted(code, 56, leftWidth) : 0
  const codeHeight = code ? 28 + codeSize : 0
  const factSize = Math.min(32, ...facts.map((f) => fitted(f, 32, leftWidth)))
  const factsHeight = facts.length > 0 ? 24 + facts.length * Math.round(factSize * 1.4) : 0
  const titleHeight = ({ fontSize, lines }: { fontSize: number; lines: string[] }) => lines.length * Math.round(fontSize * 1.2)
  const room = body.bottom - body.top - (badge.height + 40 + codeHeight + factsHeight)
  // The largest title that leaves the code and the facts their room above the foot's lines.
  const title = titleSizes.map((_, i) => layoutTitle(content.title, measure, leftWidth, titleSizes.slice(i))).find((t) => titleHeight(t) <= room) ?? layoutTitle(content.title, measure, leftWidth, titleSizes.slice(-1))
  const lineHeight = Math.round(title.fontSize * 1.2)
  const blockHeight = badge.height + 40 + titleHeight(title) + codeHeight + factsHeight
  const blockTop = Math.max(body.top, Math.round((body.top + body.bottom - blockHeight) / 2))
  const titleTop = blockTop + badge.height + 40
  const codeBaseline = titleTop + title.lines.length * lineHeight + 28 + Math.round(codeSize * 0.88)
  const factsTop = titleTop + title.lines.length * lineHeight + codeHeight + 24
  const left = [
    image(pictures.badge, margin, blockTop, badge.width, badge.height),
    ...title.lines.map((line, i) => type.run(line, margin, titleTop + i * lineHeight + title.fontSize * 0.88, title.fontSize, palette.text)),
    ...(code ? [type.run(code, margin, codeBaseline, codeSize, palette.brand)] : []),
    ...facts.map((fact, i) => type.run(fact, margin, factsTop + i * Math.round(factSize * 1.4) + Math.round(factSize * 0.88), factSize, palette.textMuted)),
    // For an attendee who reads the other language, then whom to ask.
    type.run(content.otherLanguage, margin, 960, fitted(content.otherLanguage, 30, leftWidth), palette.text),
    type.run(content.help, margin, 1008, fitted(content.help, 28, leftWidth), palette.textMuted),
  ]

  const module = Math.floor(qr.box / symbol.modules)
  const side = module * symbol.modules
  const [qrLeft, qrTop] = [qr.centre - side / 2, qr.top + (qr.box - side) / 2]
  const columnWidth = 2 * (W - margin - qr.centre)
  const right = [
    `<rect x="${qrLeft - 6}" y="${qrTop - 6}" width="${side + 12}" height="${side + 12}" rx="28" fill="${palette.surface}" stroke="${palette.brand}" stroke-width="6"/>`,
    `<path d="${symbol.path(qrLeft, qrTop, module)}" fill="#000000"/>`,
    centred(content.instruction, qr.centre, 870, fitted(content.instruction, 48, columnWidth), palette.brand),
    centred(content.effort, qr.centre, 920, fitted(content.effort, 34, columnWidth), palette.text),
    centred(content.printedUrl, qr.centre, 1000, fitted(content.printedUrl, 32, columnWidth), palette.textMuted),
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
function partnerMark(content: PosterContent, pictures: SlidePictures, type: SlideType, measure: Measure): string[] {
  if (pictures.logo) {
    const { width, height } = contain(pictures.logo, 440, 100)
    return [image(pictures.logo, W - margin - width, 116 - height / 2, width, height)]
  }
  if (!content.partner) return []
  // A long name shrinks rather than run into our name on the left.
  const size = Math.min(44, Math.floor(760 / measure(content.partner.name)))
  return [type.run(content.partner.name, Math.round(W - margin - measure(content.partner.name) * size), 132, size, palette.text)]
}

/** An example's slide says so between the logos, in the colours the page's example tag has. */
function exampleTag(content: PosterContent, type: SlideType, measure: Measure): string[] {
  if (!content.example) return []
  const size = Math.min(34, Math.floor(520 / measure(content.example)))
  const width = Math.round(measure(content.example) * size) + 48
  const cx = 1060
  return [
    `<rect x="${cx - width / 2}" y="90" width="${width}" height="60" rx="30" fill="${tones.orange.pale}"/>`,
    type.run(content.example, Math.round(cx - width / 2 + 24), 132, size, tones.orange.dark),
  ]
}

/** The largest size of `raster`'s proportions inside `maxWidth` x `maxHeight`. */
export function contain(raster: { width: number; height: number }, maxWidth: number, maxHeight: number): { width: number; height: number } {
  const scale = Math.min(maxWidth / raster.width, maxHeight / raster.height)
  return { width: Math.round(raster.width * scale), height: Math.round(raster.height * scale) }
}

function image(picture: SlidePicture, x: number, y: number, width: number, height: number): string {
  return `<image x="${Math.round(x)}" y="${Math.round(y)}" width="${width}" height="${height}" href="${picture.href}"/>`
}
