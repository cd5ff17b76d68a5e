import { palette, tones } from '../../src/styles/palette'
import { layoutTitle, type Glyphs } from '../prerender/og-card'
import { bandGradient, brandMark, checkCircle, fadeGradient, kit, medal, phoneFrame, svgFile, type Chars, type Face, type Locale, type Pen } from './screen-parts'

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

type Words = (typeof walletWords)[Locale]

/** The drawing's size: its picture box, declared in manifest/pages/screens.ts. */
export const walletScreenSize = { width: 560, height: 440 } as const
export const walletScreenPath = (locale: Locale) => `/illustrations/wallet-screen.${locale}.svg`

/**
 * The wallet on a phone's screen (below the tablet breakpoint): the phone alone, a little taller,
 * the ways to share on its screen under the badge, every word at 12 px or more. Its picture box is
 * declared in manifest/pages/screens.ts beside the wide one's.
 */
export const walletNarrowSize = { width: 280, height: 526 } as const
export const walletNarrowPath = (locale: Locale) => `/illustrations/wallet-screen-narrow.${locale}.svg`

export function walletChars(locale: Locale): Chars {
  const w = walletWords[locale]
  return {
    bold: [w.time, w.appBar, w.badge, w.standard, w.verified, w.others, ...w.list.map((i) => i.title), w.check.title, w.share, '…'].join(''),
    regular: [w.issuer, w.date, ...w.list.map((i) => i.issuer), w.check.text].join(''),
  }
}

/** The ways to share a badge, each an icon drawn around (0, 0). */
const shareIcons = [
  // A link: two rounded links.
  `<path d="M-3 3l6-6M-1-6l2-2a4.2 4.2 0 0 1 6 6l-2 2M1 6l-2 2a4.2 4.2 0 0 1-6-6l2-2" fill="none" stroke="${palette.brand}" stroke-width="2" stroke-linecap="round"/>`,
  // A QR code: three corner squares and a few dots.
  `<path d="M-8-8h6v6h-6zM2-8h6v6h-6zM-8 2h6v6h-6z" fill="none" stroke="${palette.brand}" stroke-width="2"/><path d="M2 2h2.5v2.5H2zM5.5 5.5H8V8H5.5zM2 5.5h2.5V8H2z" fill="${palette.brand}"/>`,
  // An envelope.
  `<rect x="-8" y="-6" width="16" height="12" rx="2" fill="none" stroke="${palette.brand}" stroke-width="2"/><path d="M-7-4.5l7 5 7-5" fill="none" stroke="${palette.brand}" stroke-width="2" stroke-linejoin="round"/>`,
]

/**
 * The badge card: the art on a tinted band, then the title, the issuer, the date and the marks
 * (their words at `small` px). Returns its parts and its height.
 */
function badgeCard(pen: Pen, w: Words, card: { x: number; y: number; width: number }, small = 11) {
  const band = 78
  const inner = card.x + 14
  const titleSize = 15
  const { lines: titleLines } = layoutTitle(w.badge, pen.measure.bold, card.width - 28, [titleSize])
  let y = card.y + band + 26
  const cardText: string[] = []
  for (const line of titleLines) {
    cardText.push(pen.bold.run(line, inner, y, titleSize, palette.text))
    y += 20
  }
  y += 1
  cardText.push(pen.run('regular', w.issuer, inner, y, 12.5, palette.textMuted, card.width - 28))
  y += 18
  cardText.push(pen.regular.run(w.date, inner, y, 12.5, palette.textMuted))
  y += 14
  // The standard's mark under the text; the wallet's check sits on the art's band.
  const pillHeight = 22
  const standardWidth = Math.round(pen.widthOf('bold', w.standard, small) + 20)
  const verifiedWidth = Math.round(pen.widthOf('bold', w.verified, small) + 34)
  const verified = { x: card.x + card.width - 10 - verifiedWidth, y: card.y + 10 }
  cardText.push(
    `<rect x="${inner}" y="${y}" width="${standardWidth}" height="${pillHeight}" rx="11" fill="${palette.brandSoft}"/>`,
    pen.bold.run(w.standard, inner + 10, y + 15, small, palette.brandStrong),
    `<rect x="${verified.x}" y="${verified.y}" width="${verifiedWidth}" height="${pillHeight}" rx="11" fill="${palette.surface}"/>`,
    checkCircle(verified.x + 13, verified.y + 11, 6.5, tones.green.dark),
    pen.bold.run(w.verified, verified.x + 24, verified.y + 15, small, tones.green.dark),
  )
  const height = y + pillHeight + 16 - card.y
  const parts = [
    `<clipPath id="c"><rect x="${card.x}" y="${card.y}" width="${card.width}" height="${height}" rx="16"/></clipPath>`,
    `<rect x="${card.x}" y="${card.y}" width="${card.width}" height="${height}" rx="16" fill="${palette.surface}" stroke="${palette.border}"/>`,
    `<rect x="${card.x}" y="${card.y}" width="${card.width}" height="${band}" fill="url(#band)" clip-path="url(#c)"/>`,
    `<circle cx="${card.x + card.width - 24}" cy="${card.y + 14}" r="40" fill="#fff" fill-opacity="0.1" clip-path="url(#c)"/>`,
    medal(card.x + 44, card.y + band / 2 - 5, 26, tones.orange.dark, tones.orange.pale, true),
    ...cardText,
  ]
  return { parts, height }
}

/** "Other badges": a heading and two rows, from `top` between `left` and `right`, each issuer at `small` px. */
function otherBadges(pen: Pen, w: Words, left: number, right: number, top: number, small = 11.5): string[] {
  const parts = [pen.bold.run(w.others, left, top, 13, palette.text)]
  const y = top + 12
  const rows = [
    { dark: palette.brand, light: palette.brandSoft },
    { dark: tones.green.dark, light: tones.green.pale },
  ]
  w.list.forEach((item, i) => {
    const row = y + i * 48
    const { dark, light } = rows[i]!
    parts.push(
      i > 0 ? `<rect x="${left + 48}" y="${row}" width="${right - left - 48}" height="1" fill="${palette.border}"/>` : '',
      medal(left + 18, row + 25, 17, dark, light),
      pen.run('bold', item.title, left + 48, row + 22, 13, palette.text, right - left - 70),
      pen.run('regular', item.issuer, left + 48, row + 39, small, palette.textMuted, right - left - 70),
      `<path d="M${right - 4} ${row + 20}l5 5-5 5" fill="none" stroke="${palette.textMuted}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
  })
  return parts
}

/** The app bar: back, the screen's name, the brand's mark; returns its baseline too. */
function appBar(pen: Pen, w: Words, phone: ReturnType<typeof phoneFrame>) {
  const { screen, left, right } = phone
  const barY = screen.y + 58
  const parts = [
    `<path d="M${left + 7} ${barY - 12}l-6 6 6 6" fill="none" stroke="${palette.text}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`,
    pen.bold.run(w.appBar, left + 18, barY - 1, 16, palette.text),
    ...brandMark(right - 10, barY - 6),
  ]
  return { parts, barY }
}

export function drawWallet(locale: Locale, glyphs: Record<Face, Glyphs>): string {
  const w = walletWords[locale]
  const pen = kit(glyphs)
  const phone = phoneFrame(pen, w.time, { x: 40, y: 6, width: 252, height: 428, radius: 38 })
  const { left, right } = phone
  const parts: string[] = [...phone.open]

  const { parts: bar, barY } = appBar(pen, w, phone)
  parts.push(...bar)
  const card = { x: left, y: barY + 16, width: right - left }
  const { parts: cardParts, height: cardHeight } = badgeCard(pen, w, card)
  parts.push(...cardParts, ...otherBadges(pen, w, left, right, card.y + cardHeight + 26), ...phone.close)

  // Beside the phone: the check the wallet made, and the ways to share the badge.
  const side = { x: 300, width: 232 }
  const check = { y: 122, height: 68 }
  parts.push(
    `<rect x="${side.x}" y="${check.y}" width="${side.width}" height="${check.height}" rx="16" fill="${palette.surface}" filter="url(#s)"/>`,
    checkCircle(side.x + 34, check.y + check.height / 2, 16, tones.green.dark),
    pen.run('bold', w.check.title, side.x + 62, check.y + 30, 15, palette.text, side.width - 76),
    pen.run('regular', w.check.text, side.x + 62, check.y + 49, 12, palette.textMuted, side.width - 76),
  )
  const share = { y: 210, height: 104 }
  parts.push(
    `<rect x="${side.x}" y="${share.y}" width="${side.width}" height="${share.height}" rx="16" fill="${palette.surface}" filter="url(#s)"/>`,
    pen.run('bold', w.share, side.x + 20, share.y + 32, 15, palette.text, side.width - 40),
    ...shareIcons.map((icon, i) => {
      const cx = side.x + 40 + i * 52
      const cy = share.y + 70
      return `<circle cx="${cx}" cy="${cy}" r="20" fill="${palette.brandSoft}"/><g transform="translate(${cx} ${cy})">${icon}</g>`
    }),
  )
  // A faint ring behind everything, as on the site's other art.
  return svgFile(locale, w.title, walletScreenSize, pen, parts, { cx: 262, cy: 226, r: 196 }, [fadeGradient, bandGradient])
}

/** The phone alone, for a narrow screen: the share buttons move onto its screen, under the badge. */
export function drawWalletNarrow(locale: Locale, glyphs: Record<Face, Glyphs>): string {
  const w = walletWords[locale]
  const pen = kit(glyphs)
  const { width, height } = walletNarrowSize
  const phone = phoneFrame(pen, w.time, { x: 14, y: 6, width: 252, height: height - 26, radius: 38 })
  const { left, right } = phone
  const { parts: bar, barY } = appBar(pen, w, phone)
  const parts: string[] = [...phone.open, ...bar]
  const card = { x: left, y: barY + 16, width: right - left }
  const { parts: cardParts, height: cardHeight } = badgeCard(pen, w, card, 12)
  parts.push(...cardParts)
  // The ways to share, under the badge: its heading and three round buttons.
  let y = card.y + cardHeight + 28
  parts.push(pen.run('bold', w.share, left, y, 13, palette.text, right - left))
  y += 30
  shareIcons.forEach((icon, i) => {
    const cx = left + 18 + i * 48
    parts.push(`<circle cx="${cx}" cy="${y}" r="18" fill="${palette.brandSoft}"/><g transform="translate(${cx} ${y})">${icon}</g>`)
  })
  parts.push(...otherBadges(pen, w, left, right, y + 48, 12), ...phone.close)
  return svgFile(locale, w.title, { width, height }, pen, parts, { cx: width / 2, cy: height / 2, r: 122 }, [fadeGradient, bandGradient])
}
