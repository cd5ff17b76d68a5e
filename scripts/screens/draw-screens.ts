import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { palette, tones } from '../../src/styles/palette'
import { pretendard } from '../fonts'
import { compactPath } from '../notices/draw-banners'
import { escapeXml, layoutTitle, measureWith, typesetter, type Glyphs, type Measure } from '../prerender/og-card'
import { cardFont, outlineGlyphs } from '../prerender/og-glyphs'

/**
 * Draws the product's screens, in both languages, into `public/illustrations/`
 * (`npm run draw:screens`; `screen-files.test.ts` fails while a file is stale). Each is an
 * illustration of the product with sample names, not a screenshot of a customer's data: the
 * manifest's alt text says so.
 *
 * The text is outlines of the brand face (Pretendard, Bold and Regular), set by the sharing
 * cards' glyph pass and typesetter, as the notice banners are (`scripts/notices/draw-banners.ts`):
 * a picture shown by an `<img>` cannot use the page's web fonts.
 */
type Locale = 'ko' | 'en'

/** The wallet screen's words: sample names only (the seed's "Example Partner"). */
export const walletWords = {
  ko: {
    title: '배지 지갑에서 본 배지 (일러스트)',
    time: '9:41',
    appBar: '내 배지',
    badge: '예시 컨퍼런스 2026 참가',
    issuer: '예시 파트너',
    date: '2026.09.12 발급',
    standard: 'Open Badges 3.0',
    verified: '검증됨',
    others: '다른 배지',
    list: [
      { title: '디지털 역량 기초', issuer: '예시 대학교' },
      { title: '데이터 분석 입문', issuer: '예시 교육원' },
    ],
    check: { title: '검증 완료', text: '서명 · 발급자 확인' },
    share: '배지 공유',
  },
  en: {
    title: 'A badge as seen in the badge wallet (illustration)',
    time: '9:41',
    appBar: 'My badges',
    badge: 'Example Conference 2026 Attendee',
    issuer: 'Example Partner',
    date: 'Issued Sep 12, 2026',
    standard: 'Open Badges 3.0',
    verified: 'Verified',
    others: 'Other badges',
    list: [
      { title: 'Digital Skills Basics', issuer: 'Example University' },
      { title: 'Intro to Data Analysis', issuer: 'Example Academy' },
    ],
    check: { title: 'Badge verified', text: 'Signature · issuer checked' },
    share: 'Share this badge',
  },
} as const satisfies Record<Locale, unknown>

/** The drawing's size: the hero's picture box, declared in manifest/pages/home.ts. */
export const walletScreenSize = { width: 560, height: 440 } as const
export const walletScreenPath = (locale: Locale) => `/illustrations/wallet-screen.${locale}.svg`

const faces = { bold: cardFont, regular: { file: pretendard.regular, family: pretendard.family, weight: 400 } } as const
type Face = keyof typeof faces

function charsOf(locale: Locale): Record<Face, string> {
  const w = walletWords[locale]
  return {
    bold: [w.time, w.appBar, w.badge, w.standard, w.verified, w.others, ...w.list.map((i) => i.title), w.check.title, w.share, '…'].join(''),
    regular: [w.issuer, w.date, ...w.list.map((i) => i.issuer), w.check.text].join(''),
  }
}

/** A pointy-topped hexagon's points, the shape of a badge (and of the brand's mark). */
function hexagon(cx: number, cy: number, r: number): string {
  return [90, 30, -30, -90, -150, 150].map((deg) => `${round(cx + r * Math.cos((deg * Math.PI) / 180))},${round(cy - r * Math.sin((deg * Math.PI) / 180))}`).join(' ')
}
const round = (n: number) => Math.round(n * 10) / 10

/** A badge's art: a hexagon medal in one hue with a star, ribbons under the large one. */
function medal(cx: number, cy: number, r: number, dark: string, light: string, ribbons = false): string {
  const s = r / 34
  return [
    ribbons
      ? `<path d="M${round(cx - 20 * s)} ${round(cy + 20 * s)}l${round(-10 * s)} ${round(30 * s)} ${round(11 * s)}-4 7 ${round(9 * s)} ${round(8 * s)}-${round(26 * s)}zM${round(cx + 20 * s)} ${round(cy + 20 * s)}l${round(10 * s)} ${round(30 * s)}-${round(11 * s)}-4-7 ${round(9 * s)}-${round(8 * s)}-${round(26 * s)}z" fill="${dark}"/>`
      : '',
    `<polygon points="${hexagon(cx, cy, r)}" fill="${dark}"/>`,
    `<polygon points="${hexagon(cx, cy, r * 0.8)}" fill="${palette.surface}"/>`,
    `<polygon points="${hexagon(cx, cy, r * 0.68)}" fill="${light}"/>`,
    `<path transform="translate(${cx} ${cy}) scale(${round(s * 0.72)})" d="M0-22l6.5 13.2 14.5 2.1-10.5 10.2 2.5 14.5L0 11.2l-13 6.8 2.5-14.5L-21-6.7l14.5-2.1z" fill="${dark}"/>`,
  ].join('')
}

/** A check mark in a circle. */
const checkCircle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><path d="M${round(cx - r * 0.42)} ${round(cy + r * 0.02)}l${round(r * 0.3)} ${round(r * 0.3)} ${round(r * 0.55)}-${round(r * 0.6)}" fill="none" stroke="#fff" stroke-width="${round(r * 0.22)}" stroke-linecap="round" stroke-linejoin="round"/>`

function drawWallet(locale: Locale, glyphs: Record<Face, Glyphs>): string {
  const w = walletWords[locale]
  const { width, height } = walletScreenSize
  const bold = typesetter(glyphs.bold, 'b')
  const regular = typesetter(glyphs.regular, 'r')
  const measure: Record<Face, Measure> = { bold: measureWith(glyphs.bold), regular: measureWith(glyphs.regular) }
  const widthOf = (face: Face, text: string, size: number) => measure[face](text) * size
  /** One line, cut with an ellipsis if it would pass `max` px. */
  const fit = (face: Face, text: string, size: number, max: number) => {
    let t = text
    while (widthOf(face, t, size) > max) t = `${[...t].slice(0, -2).join('').trimEnd()}…`
    return t
  }
  const parts: string[] = []

  // The phone: its frame, and the screen inside it.
  const phone = { x: 40, y: 6, width: 252, height: 428, radius: 38 }
  const screen = { x: phone.x + 9, y: phone.y + 9, width: phone.width - 18, height: phone.height - 18, radius: 30 }
  const left = screen.x + 16
  const right = screen.x + screen.width - 16
  parts.push(
    `<rect x="${phone.x}" y="${phone.y}" width="${phone.width}" height="${phone.height}" rx="${phone.radius}" fill="${palette.inverseSurface}" filter="url(#s)"/>`,
    `<rect x="${screen.x}" y="${screen.y}" width="${screen.width}" height="${screen.height}" rx="${screen.radius}" fill="${palette.surface}"/>`,
    // What the screen shows stays inside it, as a list scrolled under its edge does.
    `<clipPath id="scr"><rect x="${screen.x}" y="${screen.y}" width="${screen.width}" height="${screen.height}" rx="${screen.radius}"/></clipPath><g clip-path="url(#scr)">`,
    `<rect x="${screen.x + screen.width / 2 - 34}" y="${screen.y + 10}" width="68" height="20" rx="10" fill="${palette.inverseSurface}"/>`,
    bold.run(w.time, left + 6, screen.y + 25, 12, palette.text),
    // Signal bars and a battery, on the right of the status bar.
    `<path d="M${right - 52} ${screen.y + 25}h3v-4h-3zm5 0h3v-6h-3zm5 0h3v-8h-3zm5 0h3v-10h-3z" fill="${palette.text}"/>`,
    `<rect x="${right - 28}" y="${screen.y + 15}" width="20" height="10" rx="3" fill="none" stroke="${palette.text}" stroke-width="1.4"/><rect x="${right - 26}" y="${screen.y + 17}" width="13" height="6" rx="1.5" fill="${palette.text}"/>`,
  )

  // The app bar: back, the screen's name, the brand's mark.
  const barY = screen.y + 58
  parts.push(
    `<path d="M${left + 7} ${barY - 12}l-6 6 6 6" fill="none" stroke="${palette.text}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`,
    bold.run(w.appBar, left + 18, barY - 1, 16, palette.text),
    `<polygon points="${hexagon(right - 10, barY - 6, 11)}" fill="${palette.brand}"/>`,
    `<path d="M${right - 15} ${barY - 6}l3.5 3.5 6.5-7" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`,
  )

  // The badge card: the art on a tinted band, then the title, the issuer, the date and the marks.
  const card = { x: left, y: barY + 16, width: right - left }
  const band = 78
  const inner = card.x + 14
  const titleSize = 15
  const { lines: titleLines } = layoutTitle(w.badge, measure.bold, card.width - 28, [titleSize])
  let y = card.y + band + 26
  const cardText: string[] = []
  for (const line of titleLines) {
    cardText.push(bold.run(line, inner, y, titleSize, palette.text))
    y += 20
  }
  y += 1
  cardText.push(regular.run(fit('regular', w.issuer, 12.5, card.width - 28), inner, y, 12.5, palette.textMuted))
  y += 18
  cardText.push(regular.run(w.date, inner, y, 12.5, palette.textMuted))
  y += 14
  // The standard's mark under the text; the wallet's check sits on the art's band.
  const pillHeight = 22
  const standardWidth = Math.round(widthOf('bold', w.standard, 11) + 20)
  const verifiedWidth = Math.round(widthOf('bold', w.verified, 11) + 34)
  const verified = { x: card.x + card.width - 10 - verifiedWidth, y: card.y + 10 }
  cardText.push(
    `<rect x="${inner}" y="${y}" width="${standardWidth}" height="${pillHeight}" rx="11" fill="${palette.brandSoft}"/>`,
    bold.run(w.standard, inner + 10, y + 15, 11, palette.brandStrong),
    `<rect x="${verified.x}" y="${verified.y}" width="${verifiedWidth}" height="${pillHeight}" rx="11" fill="${palette.surface}"/>`,
    checkCircle(verified.x + 13, verified.y + 11, 6.5, tones.green.dark),
    bold.run(w.verified, verified.x + 24, verified.y + 15, 11, tones.green.dark),
  )
  const cardHeight = y + pillHeight + 16 - card.y
  parts.push(
    `<clipPath id="c"><rect x="${card.x}" y="${card.y}" width="${card.width}" height="${cardHeight}" rx="16"/></clipPath>`,
    `<rect x="${card.x}" y="${card.y}" width="${card.width}" height="${cardHeight}" rx="16" fill="${palette.surface}" stroke="${palette.border}"/>`,
    `<rect x="${card.x}" y="${card.y}" width="${card.width}" height="${band}" fill="url(#band)" clip-path="url(#c)"/>`,
    `<circle cx="${card.x + card.width - 24}" cy="${card.y + 14}" r="40" fill="#fff" fill-opacity="0.1" clip-path="url(#c)"/>`,
    medal(card.x + 44, card.y + band / 2 - 5, 26, tones.orange.dark, tones.orange.pale, true),
    ...cardText,
  )

  // Other badges: a heading and two rows.
  y = card.y + cardHeight + 26
  parts.push(bold.run(w.others, left, y, 13, palette.text))
  y += 12
  const rows = [
    { dark: palette.brand, light: palette.brandSoft },
    { dark: tones.green.dark, light: tones.green.pale },
  ]
  w.list.forEach((item, i) => {
    const top = y + i * 48
    const { dark, light } = rows[i]!
    parts.push(
      i > 0 ? `<rect x="${left + 48}" y="${top}" width="${right - left - 48}" height="1" fill="${palette.border}"/>` : '',
      medal(left + 18, top + 25, 17, dark, light),
      bold.run(fit('bold', item.title, 13, right - left - 70), left + 48, top + 22, 13, palette.text),
      regular.run(fit('regular', item.issuer, 11.5, right - left - 70), left + 48, top + 39, 11.5, palette.textMuted),
      `<path d="M${right - 4} ${top + 20}l5 5-5 5" fill="none" stroke="${palette.textMuted}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
  })
  // The list scrolls on under the screen's edge: a fade, then the home indicator over it.
  parts.push(
    `<rect x="${screen.x}" y="${screen.y + screen.height - 44}" width="${screen.width}" height="44" fill="url(#fade)"/>`,
    `<rect x="${screen.x + screen.width / 2 - 44}" y="${screen.y + screen.height - 12}" width="88" height="4" rx="2" fill="${palette.inverseSurface}"/>`,
  )

  parts.push('</g>')

  // Beside the phone: the check the wallet made, and the ways to share the badge.
  const side = { x: 300, width: 232 }
  const check = { y: 122, height: 68 }
  parts.push(
    `<rect x="${side.x}" y="${check.y}" width="${side.width}" height="${check.height}" rx="16" fill="${palette.surface}" filter="url(#s)"/>`,
    checkCircle(side.x + 34, check.y + check.height / 2, 16, tones.green.dark),
    bold.run(fit('bold', w.check.title, 15, side.width - 76), side.x + 62, check.y + 30, 15, palette.text),
    regular.run(fit('regular', w.check.text, 12, side.width - 76), side.x + 62, check.y + 49, 12, palette.textMuted),
  )
  const share = { y: 210, height: 104 }
  const icons = [
    // A link: two rounded links.
    `<path d="M-3 3l6-6M-1-6l2-2a4.2 4.2 0 0 1 6 6l-2 2M1 6l-2 2a4.2 4.2 0 0 1-6-6l2-2" fill="none" stroke="${palette.brand}" stroke-width="2" stroke-linecap="round"/>`,
    // A QR code: three corner squares and a few dots.
    `<path d="M-8-8h6v6h-6zM2-8h6v6h-6zM-8 2h6v6h-6z" fill="none" stroke="${palette.brand}" stroke-width="2"/><path d="M2 2h2.5v2.5H2zM5.5 5.5H8V8H5.5zM2 5.5h2.5V8H2z" fill="${palette.brand}"/>`,
    // An envelope.
    `<rect x="-8" y="-6" width="16" height="12" rx="2" fill="none" stroke="${palette.brand}" stroke-width="2"/><path d="M-7-4.5l7 5 7-5" fill="none" stroke="${palette.brand}" stroke-width="2" stroke-linejoin="round"/>`,
  ]
  parts.push(
    `<rect x="${side.x}" y="${share.y}" width="${side.width}" height="${share.height}" rx="16" fill="${palette.surface}" filter="url(#s)"/>`,
    bold.run(fit('bold', w.share, 15, side.width - 40), side.x + 20, share.y + 32, 15, palette.text),
    ...icons.map((icon, i) => {
      const cx = side.x + 40 + i * 52
      const cy = share.y + 70
      return `<circle cx="${cx}" cy="${cy}" r="20" fill="${palette.brandSoft}"/><g transform="translate(${cx} ${cy})">${icon}</g>`
    }),
  )

  // A faint ring behind everything, as on the site's other art.
  const backdrop = [
    `<circle cx="262" cy="226" r="196" fill="#fff" fill-opacity="0.55"/>`,
    `<circle cx="262" cy="226" r="212" fill="none" stroke="${palette.brand}" stroke-opacity="0.12" stroke-width="2"/>`,
  ]
  const body = parts.join('\n')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" lang="${locale}">
<title>${escapeXml(w.title)}</title>
<defs><filter id="s" filterUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"><feDropShadow dx="0" dy="8" stdDeviation="10" flood-color="${palette.inverseSurface}" flood-opacity="0.16"/></filter>
<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.7" stop-color="#fff"/></linearGradient>
<linearGradient id="band" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tones.orange.pale}"/><stop offset="1" stop-color="#fbd9c6"/></linearGradient>
${bold.defs()}
${regular.defs()}</defs>
${backdrop.join('\n')}
${body}
</svg>
`
}

const compact = (glyphs: Glyphs): Glyphs => new Map([...glyphs].map(([char, glyph]) => [char, { ...glyph, d: glyph.d && compactPath(glyph.d) }]))

/** Every screen file: its path under `public/` and its content. */
export function screenFiles(): { file: string; svg: string }[] {
  const locales = ['ko', 'en'] as const
  const chars = locales.map(charsOf)
  const glyphs = {
    bold: compact(outlineGlyphs(chars.flatMap((c) => [...c.bold]), faces.bold)),
    regular: compact(outlineGlyphs(chars.flatMap((c) => [...c.regular]), faces.regular)),
  }
  return locales.map((locale) => ({ file: walletScreenPath(locale), svg: drawWallet(locale, glyphs) }))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public')
  const files = screenFiles()
  for (const { file, svg } of files) {
    mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    writeFileSync(path.join(publicDir, file), svg)
  }
  console.log(`screens: ${files.length} drawn into public/illustrations/`)
}
