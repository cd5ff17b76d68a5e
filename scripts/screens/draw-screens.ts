import { fileURLToPath } from 'node:url'
import { palette, tones } from '../../src/styles/palette'
import { pretendard } from '../fonts'
import { compactPath } from '../notices/draw-banners'
import { escapeXml, layoutTitle, measureWith, typesetter, type Glyphs, type Measure } from '../prerender/og-card'
import { cardFont, outlineGlyphs } from '../prerender/og-glyphs'
import { writePublicFiles } from '../write-public-files'

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

/** The verification result's words: the wallet's badge, checked by whoever it was shown to. */
export const verificationWords = {
  ko: {
    title: '배지 검증 결과 (일러스트)',
    headline: '검증 완료',
    sub: '진본이며 유효한 배지입니다',
    badge: '예시 컨퍼런스 2026 참가',
    issuer: '예시 파트너',
    details: [
      { label: '받은 사람', value: '김민지' },
      { label: '발급일', value: '2026.09.12' },
    ],
    checks: ['발급자 신원 확인', '전자서명 유효', '취소되지 않음', '만료되지 않음'],
    standards: ['Open Badges 3.0', '검증 가능한 자격증명'],
  },
  en: {
    title: 'The result of verifying a badge (illustration)',
    headline: 'Verified',
    sub: 'This badge is genuine and valid',
    badge: 'Example Conference 2026 Attendee',
    issuer: 'Example Partner',
    details: [
      { label: 'Recipient', value: 'Minji Kim' },
      { label: 'Issued', value: 'Sep 12, 2026' },
    ],
    checks: ['Issuer identity confirmed', 'Signature valid', 'Not revoked', 'Not expired'],
    standards: ['Open Badges 3.0', 'Verifiable Credential'],
  },
} as const satisfies Record<Locale, unknown>

type Status = 'issued' | 'sending' | 'queued'

/** The issuer's dashboard's words: the same badge, issued to a list of sample recipients. */
export const dashboardWords = {
  ko: {
    title: '발급자 대시보드에서 여러 명에게 배지를 발급하는 화면 (일러스트)',
    nav: ['대시보드', '배지', '받는 사람', '발급 현황'],
    badge: '예시 컨퍼런스 2026 참가',
    issuer: '예시 파트너 · Open Badges 3.0',
    progress: '120명 중 86명 발급',
    counts: '보내는 중 4 · 대기 30',
    columns: ['이름', '이메일', '상태'],
    status: { issued: '발급 완료', sending: '보내는 중', queued: '대기' },
    rows: [
      { name: '김민지', email: 'kim@example.com', status: 'issued' },
      { name: '이준호', email: 'lee@example.com', status: 'issued' },
      { name: '박소라', email: 'park@example.com', status: 'sending' },
      { name: '최다은', email: 'choi@example.com', status: 'queued' },
    ],
    file: '참가자 명단.csv · 120행',
    button: '120명에게 발급',
  },
  en: {
    title: 'Issuing a badge to a list in the issuer dashboard (illustration)',
    nav: ['Dashboard', 'Badges', 'Recipients', 'Reports'],
    badge: 'Example Conference 2026 Attendee',
    issuer: 'Example Partner · Open Badges 3.0',
    progress: '86 of 120 issued',
    counts: 'Sending 4 · Queued 30',
    columns: ['Name', 'E-mail', 'Status'],
    status: { issued: 'Issued', sending: 'Sending', queued: 'Queued' },
    rows: [
      { name: 'Minji Kim', email: 'kim@example.com', status: 'issued' },
      { name: 'Junho Lee', email: 'lee@example.com', status: 'issued' },
      { name: 'Sora Park', email: 'park@example.com', status: 'sending' },
      { name: 'Daeun Choi', email: 'choi@example.com', status: 'queued' },
    ],
    file: 'attendees.csv · 120 rows',
    button: 'Issue to 120 recipients',
  },
} as const satisfies Record<Locale, { title: string; rows: readonly { name: string; email: string; status: Status }[] } & Record<string, unknown>>

/** The verification result's and the dashboard's size: the open badge page's picture box (manifest/pages/openbadges.ts). */
export const panelSize = { width: 560, height: 400 } as const
export const verificationPath = (locale: Locale) => `/illustrations/verification-result.${locale}.svg`
export const dashboardPath = (locale: Locale) => `/illustrations/issuer-dashboard.${locale}.svg`

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

function moreCharsOf(locale: Locale): Record<Face, string> {
  const v = verificationWords[locale]
  const d = dashboardWords[locale]
  return {
    bold: [v.headline, v.badge, ...v.details.map((i) => i.value), ...v.standards, ...d.nav, d.badge, d.progress, ...d.columns, ...Object.values(d.status), ...d.rows.map((r) => r.name), d.button].join(''),
    regular: [v.sub, v.issuer, ...v.details.map((i) => i.label), ...v.checks, ...d.nav, d.issuer, d.counts, ...d.rows.map((r) => r.email), d.file, '…'].join(''),
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

/** The pen of a drawing: its two faces, widths, and lines cut to fit. */
function kit(glyphs: Record<Face, Glyphs>) {
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
  const run = (face: Face, text: string, x: number, baseline: number, size: number, fill: string, max = Infinity) =>
    (face === 'bold' ? bold : regular).run(fit(face, text, size, max), x, baseline, size, fill)
  return { bold, regular, measure, widthOf, run }
}

/** A picture's file: its title, the shared shadow and gradients, the glyphs it used, a faint ring behind. */
function svgFile(locale: Locale, title: string, pen: ReturnType<typeof kit>, body: string[], ring: { cx: number; cy: number; r: number }): string {
  const { width, height } = panelSize
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" lang="${locale}">
<title>${escapeXml(title)}</title>
<defs><filter id="s" filterUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"><feDropShadow dx="0" dy="8" stdDeviation="10" flood-color="${palette.inverseSurface}" flood-opacity="0.16"/></filter>
<linearGradient id="band" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tones.orange.pale}"/><stop offset="1" stop-color="#fbd9c6"/></linearGradient>
${pen.bold.defs()}
${pen.regular.defs()}</defs>
<circle cx="${ring.cx}" cy="${ring.cy}" r="${ring.r}" fill="#fff" fill-opacity="0.55"/>
<circle cx="${ring.cx}" cy="${ring.cy}" r="${ring.r + 16}" fill="none" stroke="${palette.brand}" stroke-opacity="0.12" stroke-width="2"/>
${body.join('\n')}
</svg>
`
}

/** A rounded label: its fill, its words in bold, optionally a dot before them. */
function pill(pen: ReturnType<typeof kit>, text: string, x: number, y: number, fill: string, ink: string, dot = false, size = 11): { svg: string; width: number } {
  const width = Math.round(pen.widthOf('bold', text, size) + (dot ? 30 : 20))
  const svg = [
    `<rect x="${x}" y="${y}" width="${width}" height="22" rx="11" fill="${fill}"/>`,
    dot ? `<circle cx="${x + 13}" cy="${y + 11}" r="3.5" fill="${ink}"/>` : '',
    pen.bold.run(text, x + (dot ? 22 : 10), y + 15, size, ink),
  ].join('')
  return { svg, width }
}

function drawVerification(locale: Locale, glyphs: Record<Face, Glyphs>): string {
  const v = verificationWords[locale]
  const pen = kit(glyphs)
  const card = { x: 40, y: 20, width: 480, height: 356 }
  const right = card.x + card.width - 24
  const parts: string[] = []
  const head = 84
  parts.push(
    `<clipPath id="c"><rect x="${card.x}" y="${card.y}" width="${card.width}" height="${card.height}" rx="20"/></clipPath>`,
    `<rect x="${card.x}" y="${card.y}" width="${card.width}" height="${card.height}" rx="20" fill="${palette.surface}" filter="url(#s)"/>`,
    // The result first: a green band with the check.
    `<rect x="${card.x}" y="${card.y}" width="${card.width}" height="${head}" fill="${tones.green.pale}" clip-path="url(#c)"/>`,
    checkCircle(card.x + 48, card.y + head / 2, 20, tones.green.dark),
    pen.run('bold', v.headline, card.x + 82, card.y + 39, 21, tones.green.dark, right - card.x - 82),
    pen.run('regular', v.sub, card.x + 82, card.y + 60, 13, palette.text, right - card.x - 82),
  )
  // The badge: its art on the orange band, its title, issuer, recipient and date.
  const art = { x: card.x + 24, y: card.y + head + 22, size: 104 }
  parts.push(
    `<rect x="${art.x}" y="${art.y}" width="${art.size}" height="${art.size}" rx="16" fill="url(#band)"/>`,
    medal(art.x + art.size / 2, art.y + art.size / 2 - 8, 28, tones.orange.dark, tones.orange.pale, true),
  )
  const textX = art.x + art.size + 20
  const { lines } = layoutTitle(v.badge, pen.measure.bold, right - textX, [16])
  let y = art.y + 18
  for (const line of lines) {
    parts.push(pen.bold.run(line, textX, y, 16, palette.text))
    y += 21
  }
  parts.push(pen.run('regular', v.issuer, textX, y, 12.5, palette.textMuted, right - textX))
  y += 14
  const labelWidth = Math.max(...v.details.map((d) => pen.widthOf('regular', d.label, 12))) + 16
  parts.push(`<rect x="${textX}" y="${y}" width="${right - textX}" height="1" fill="${palette.border}"/>`)
  y += 22
  for (const d of v.details) {
    parts.push(
      pen.run('regular', d.label, textX, y, 12, palette.textMuted),
      pen.run('bold', d.value, textX + labelWidth, y, 12.5, palette.text, right - textX - labelWidth),
    )
    y += 20
  }
  // What was checked: four lines in two columns.
  const listTop = art.y + art.size + 22
  parts.push(`<rect x="${card.x + 24}" y="${listTop}" width="${card.width - 48}" height="1" fill="${palette.border}"/>`)
  const column = (card.width - 48) / 2
  v.checks.forEach((check, i) => {
    const x = card.x + 24 + (i % 2) * column
    const cy = listTop + 28 + Math.floor(i / 2) * 30
    parts.push(checkCircle(x + 9, cy, 9, tones.green.dark), pen.run('regular', check, x + 26, cy + 4.5, 13, palette.text, column - 34))
  })
  // The standards it was checked against.
  let x = card.x + 24
  const pillY = card.y + card.height - 22 - 20
  for (const [i, standard] of v.standards.entries()) {
    const p = pill(pen, standard, x, pillY, i === 0 ? palette.brandSoft : palette.surfaceAlt, i === 0 ? palette.brandStrong : palette.textMuted)
    parts.push(p.svg)
    x += p.width + 8
  }
  return svgFile(locale, v.title, pen, parts, { cx: 280, cy: 200, r: 180 })
}

function drawDashboard(locale: Locale, glyphs: Record<Face, Glyphs>): string {
  const d = dashboardWords[locale]
  const pen = kit(glyphs)
  const win = { x: 16, y: 10, width: 528, height: 376 }
  const bar = 30
  const side = { width: 124 }
  const parts: string[] = []
  parts.push(
    `<clipPath id="w"><rect x="${win.x}" y="${win.y}" width="${win.width}" height="${win.height}" rx="14"/></clipPath>`,
    `<rect x="${win.x}" y="${win.y}" width="${win.width}" height="${win.height}" rx="14" fill="${palette.surface}" filter="url(#s)"/>`,
    `<g clip-path="url(#w)">`,
    // The browser's bar: three dots and the address field, with its lock.
    `<rect x="${win.x}" y="${win.y}" width="${win.width}" height="${bar}" fill="${tones.grey.pale}"/>`,
    ...[0, 1, 2].map((i) => `<circle cx="${win.x + 18 + i * 14}" cy="${win.y + bar / 2}" r="4.5" fill="${palette.border}"/>`),
    `<rect x="${win.x + 150}" y="${win.y + 7}" width="${win.width - 300}" height="16" rx="8" fill="${palette.surface}"/>`,
    `<path d="M${win.x + 162} ${win.y + 14}h7v6h-7zM${win.x + 163.5} ${win.y + 14}v-2a2 2 0 0 1 4 0v2" fill="none" stroke="${palette.textMuted}" stroke-width="1.3"/>`,
    `<rect x="${win.x + 176}" y="${win.y + 13}" width="${win.width - 352}" height="4" rx="2" fill="${palette.border}"/>`,
    // The issuer service's sidebar: the brand's mark and its sections, "Badges" open.
    `<rect x="${win.x}" y="${win.y + bar}" width="${side.width}" height="${win.height - bar}" fill="${palette.surfaceAlt}"/>`,
    `<rect x="${win.x + side.width}" y="${win.y + bar}" width="1" height="${win.height - bar}" fill="${palette.border}"/>`,
    `<polygon points="${hexagon(win.x + 28, win.y + bar + 26, 11)}" fill="${palette.brand}"/>`,
    `<path d="M${win.x + 23} ${win.y + bar + 26}l3.5 3.5 6.5-7" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<rect x="${win.x + 46}" y="${win.y + bar + 22}" width="52" height="8" rx="4" fill="${palette.border}"/>`,
  )
  d.nav.forEach((item, i) => {
    const top = win.y + bar + 56 + i * 34
    const active = i === 1
    parts.push(
      active ? `<rect x="${win.x + 10}" y="${top}" width="${side.width - 20}" height="28" rx="8" fill="${palette.brandSoft}"/>` : '',
      `<rect x="${win.x + 20}" y="${top + 9}" width="10" height="10" rx="${i === 1 ? 5 : 2.5}" fill="none" stroke="${active ? palette.brand : palette.textMuted}" stroke-width="1.6"/>`,
      pen.run(active ? 'bold' : 'regular', item, win.x + 38, top + 18.5, 12, active ? palette.brandStrong : palette.textMuted, side.width - 52),
    )
  })
  // The badge being issued.
  const left = win.x + side.width + 22
  const right = win.x + win.width - 22
  let y = win.y + bar + 18
  parts.push(
    `<rect x="${left}" y="${y}" width="44" height="44" rx="10" fill="url(#band)"/>`,
    medal(left + 22, y + 22, 15, tones.orange.dark, tones.orange.pale),
    pen.run('bold', d.badge, left + 56, y + 19, 15, palette.text, right - left - 56),
    pen.run('regular', d.issuer, left + 56, y + 37, 12, palette.textMuted, right - left - 56),
  )
  // The progress: how many are issued, and a bar.
  y += 56
  const share = 86 / 120
  const track = right - left - 32
  parts.push(
    `<rect x="${left}" y="${y}" width="${right - left}" height="52" rx="12" fill="${palette.surface}" stroke="${palette.border}"/>`,
    pen.run('bold', d.progress, left + 16, y + 21, 13, palette.text),
    pen.run('regular', d.counts, right - 16 - pen.widthOf('regular', d.counts, 12), y + 21, 12, palette.textMuted),
    `<rect x="${left + 16}" y="${y + 32}" width="${track}" height="8" rx="4" fill="${palette.brandSoft}"/>`,
    `<rect x="${left + 16}" y="${y + 32}" width="${Math.round(track * share)}" height="8" rx="4" fill="${palette.brand}"/>`,
    `<rect x="${left + 16 + Math.round(track * share) - 4}" y="${y + 32}" width="${Math.round(track * (4 / 120)) + 4}" height="8" rx="0" fill="${palette.brand}" fill-opacity="0.45"/>`,
  )
  // The recipients: a table with a status on each row.
  y += 74
  const emailX = left + 98
  parts.push(
    pen.run('bold', d.columns[0], left + 4, y, 11, palette.textMuted),
    pen.run('bold', d.columns[1], emailX, y, 11, palette.textMuted),
    pen.run('bold', d.columns[2], right - 84, y, 11, palette.textMuted),
    `<rect x="${left}" y="${y + 9}" width="${right - left}" height="1" fill="${palette.border}"/>`,
  )
  const look: Record<Status, { fill: string; ink: string }> = {
    issued: { fill: tones.green.pale, ink: tones.green.dark },
    sending: { fill: palette.brandSoft, ink: palette.brandStrong },
    queued: { fill: tones.grey.pale, ink: palette.textMuted },
  }
  d.rows.forEach((row, i) => {
    const top = y + 10 + i * 30
    const p = pill(pen, d.status[row.status], right - 84, top + 4, look[row.status].fill, look[row.status].ink, true)
    parts.push(
      i > 0 ? `<rect x="${left}" y="${top}" width="${right - left}" height="1" fill="${tones.grey.pale}"/>` : '',
      pen.run('bold', row.name, left + 4, top + 19.5, 12, palette.text, emailX - left - 12),
      pen.run('regular', row.email, emailX, top + 19.5, 12, palette.textMuted, right - 90 - emailX),
      p.svg,
    )
  })
  // The list's file, and the button that issues to all of it.
  const buttonWidth = Math.round(pen.widthOf('bold', d.button, 12.5) + 40)
  const buttonY = win.y + win.height - 20 - 32
  parts.push(
    `<path d="M${left + 4} ${buttonY + 9}h8l4 4v10h-12z" fill="none" stroke="${palette.textMuted}" stroke-width="1.4" stroke-linejoin="round"/>`,
    pen.run('regular', d.file, left + 24, buttonY + 20.5, 12, palette.textMuted, right - left - buttonWidth - 36),
    `<rect x="${right - buttonWidth}" y="${buttonY}" width="${buttonWidth}" height="32" rx="16" fill="${palette.brand}"/>`,
    `<path d="M${right - buttonWidth + 15} ${buttonY + 16.5}l12-6-4.5 12-2-4.5z" fill="#fff"/>`,
    pen.bold.run(d.button, right - buttonWidth + 30, buttonY + 20.5, 12.5, palette.inverseText),
    '</g>',
  )
  return svgFile(locale, d.title, pen, parts, { cx: 280, cy: 200, r: 180 })
}

const compact = (glyphs: Glyphs): Glyphs => new Map([...glyphs].map(([char, glyph]) => [char, { ...glyph, d: glyph.d && compactPath(glyph.d) }]))

/** Every screen file: its path under `public/` and its content. */
export function screenFiles(): { file: string; svg: string }[] {
  const locales = ['ko', 'en'] as const
  const chars = locales.flatMap((l) => [charsOf(l), moreCharsOf(l)])
  const glyphs = {
    bold: compact(outlineGlyphs(chars.flatMap((c) => [...c.bold]), faces.bold)),
    regular: compact(outlineGlyphs(chars.flatMap((c) => [...c.regular]), faces.regular)),
  }
  return locales.flatMap((locale) => [
    { file: walletScreenPath(locale), svg: drawWallet(locale, glyphs) },
    { file: dashboardPath(locale), svg: drawDashboard(locale, glyphs) },
    { file: verificationPath(locale), svg: drawVerification(locale, glyphs) },
  ])
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writePublicFiles(screenFiles(), 'screens')
