import { palette, tones } from '../../src/styles/palette'
import { layoutTitle, type Glyphs } from '../prerender/og-card'
import { bandGradient, brandMark, browserWindow, checkCircle, kit, medal, narrowBrowserWindow, panelSize, round, svgFile, type Chars, type Face, type Locale, type Pen } from './screen-parts'

/**
 * The badge's public page: the wallet's badge as anyone sees it on the web, where its recipient
 * shared it (a CV, LinkedIn). The same sample badge, recipient and date as the wallet and the
 * verification result.
 */
export const badgePageWords = {
  ko: {
    title: '웹에 공개된 배지 페이지 (일러스트)',
    verified: '검증됨',
    badge: '예시 컨퍼런스 2026 참가',
    details: [
      { label: '발급자', value: '예시 파트너' },
      { label: '받은 사람', value: '김민지' },
      { label: '발급일', value: '2026.09.12' },
    ],
    description: '디지털 자격증명을 다룬 이틀간의 강연과 워크숍에 참가했습니다.',
    skillsLabel: '역량',
    skills: ['디지털 자격증명', '개방형 표준', '네트워킹'],
    shareLabel: '공유',
    linkedIn: 'LinkedIn',
    copyLink: '링크 복사',
    verify: '배지 검증하기',
  },
  en: {
    title: 'A badge’s public page on the web (illustration)',
    verified: 'Verified',
    badge: 'Example Conference 2026 Attendee',
    details: [
      { label: 'Issuer', value: 'Example Partner' },
      { label: 'Recipient', value: 'Minji Kim' },
      { label: 'Issued', value: 'Sep 12, 2026' },
    ],
    description: 'Attended two days of talks and workshops on digital credentials.',
    skillsLabel: 'Skills',
    skills: ['Digital credentials', 'Open standards', 'Networking'],
    shareLabel: 'Share',
    linkedIn: 'LinkedIn',
    copyLink: 'Copy link',
    verify: 'Verify this badge',
  },
} as const satisfies Record<Locale, unknown>

type Words = (typeof badgePageWords)[Locale]

/** The wide drawing fills the intro blocks' picture box (`panelSize`), as the dashboard does. */
export const badgePagePath = (locale: Locale) => `/illustrations/badge-page.${locale}.svg`

/**
 * The page on a phone's screen (below the tablet breakpoint): the art on a band, then the words,
 * the skills and the buttons one under another, every word at 12 px or more.
 */
export const badgePageNarrowSize = { width: 280, height: 548 } as const
export const badgePageNarrowPath = (locale: Locale) => `/illustrations/badge-page-narrow.${locale}.svg`

/** LinkedIn's "in", the one word drawn in both languages' share button. */
const linkedInMark = 'in'

export function badgePageChars(locale: Locale): Chars {
  const b = badgePageWords[locale]
  return {
    bold: [b.verified, b.badge, ...b.details.map((d) => d.value), b.skillsLabel, ...b.skills, b.linkedIn, linkedInMark, b.copyLink, b.verify].join(''),
    regular: [...b.details.map((d) => d.label), b.description, b.shareLabel, '…'].join(''),
  }
}

/** The "Verified" mark: a green label with a check, its words at `size` px. */
function verifiedMark(pen: Pen, b: Words, x: number, y: number, size: number) {
  const width = Math.round(pen.widthOf('bold', b.verified, size) + 36)
  const svg = [
    `<rect x="${round(x)}" y="${y}" width="${width}" height="24" rx="12" fill="${tones.green.pale}"/>`,
    checkCircle(round(x + 14), y + 12, 7, tones.green.dark),
    pen.bold.run(b.verified, round(x + 26), y + 16.5, size, tones.green.dark),
  ].join('')
  return { svg, width }
}

/** The issuer, the recipient and the date, one under another: a label and its value on each row, from baseline `y`. */
function detailRows(pen: Pen, b: Words, left: number, right: number, y: number, size: number, rowHeight: number): string[] {
  const labelWidth = Math.max(...b.details.map((d) => pen.widthOf('regular', d.label, size))) + 14
  return b.details.flatMap((d, i) => [
    pen.run('regular', d.label, left, y + i * rowHeight, size, palette.textMuted),
    pen.run('bold', d.value, left + labelWidth, y + i * rowHeight, size, palette.text, right - left - labelWidth),
  ])
}

/** The issuer, the recipient and the date side by side: each label over its value, the labels' baseline at `y`. */
function detailColumns(pen: Pen, b: Words, left: number, right: number, y: number): string[] {
  let x = left
  return b.details.flatMap((d) => {
    const column = [pen.run('regular', d.label, x, y, 12, palette.textMuted), pen.run('bold', d.value, x, y + 19, 12.5, palette.text, right - x)]
    x += Math.max(pen.widthOf('regular', d.label, 12), pen.widthOf('bold', d.value, 12.5)) + 24
    return column
  })
}

/** The skills: a label, then a row of tags, wrapping at `right`. Returns the parts and the last row's foot. */
function skills(pen: Pen, b: Words, left: number, right: number, y: number, size: number) {
  const parts = [pen.bold.run(b.skillsLabel, left, y, size, palette.text)]
  let [x, top] = [left, y + 10]
  for (const skill of b.skills) {
    const width = Math.round(pen.widthOf('bold', skill, size) + 16)
    if (x + width > right) [x, top] = [left, top + 30]
    parts.push(
      `<rect x="${x}" y="${top}" width="${width}" height="22" rx="11" fill="${palette.surfaceAlt}" stroke="${palette.border}"/>`,
      pen.bold.run(skill, x + 8, top + 15, size, palette.textMuted),
    )
    x += width + 8
  }
  return { parts, bottom: top + 22 }
}

type Button = { text: string; icon: 'linkedIn' | 'link' | 'check'; filled?: boolean }

/** A button's icon, drawn in its leading 18 px from (x, centre); LinkedIn's "in" at 12 px, readable on a phone as every word. */
function icon(pen: Pen, kind: Button['icon'], x: number, cy: number, ink: string): string {
  if (kind === 'linkedIn') return `<rect x="${x}" y="${cy - 9}" width="18" height="18" rx="3.5" fill="${palette.brand}"/>${pen.bold.run(linkedInMark, x + 3.5, cy + 4.5, 12, palette.inverseText)}`
  if (kind === 'link')
    return `<g transform="translate(${x + 9} ${cy}) scale(0.85)"><path d="M-3 3l6-6M-1-6l2-2a4.2 4.2 0 0 1 6 6l-2 2M1 6l-2 2a4.2 4.2 0 0 1-6-6l2-2" fill="none" stroke="${ink}" stroke-width="2.2" stroke-linecap="round"/></g>`
  return `<path d="M${x + 3} ${cy}l4.5 4.5 9-9" fill="none" stroke="${ink}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`
}

/** A rounded button at (x, y), `width` wide or as wide as its words; its icon and words centred. */
function button(pen: Pen, b: Button, x: number, y: number, size: number, height: number, width?: number) {
  const content = 18 + 8 + pen.widthOf('bold', b.text, size)
  const w = width ?? Math.round(content + 28)
  const start = round(x + (w - content) / 2)
  const ink = b.filled ? palette.inverseText : palette.brandStrong
  const svg = [
    b.filled
      ? `<rect x="${x}" y="${y}" width="${w}" height="${height}" rx="${height / 2}" fill="${palette.brand}"/>`
      : `<rect x="${x + 0.5}" y="${y + 0.5}" width="${w - 1}" height="${height - 1}" rx="${(height - 1) / 2}" fill="${palette.surface}" stroke="${palette.border}"/>`,
    icon(pen, b.icon, start, y + height / 2, ink),
    pen.bold.run(b.text, round(start + 26), round(y + height / 2 + size * 0.36), size, ink),
  ].join('')
  return { svg, width: w }
}

const buttons = (b: Words) => ({
  linkedIn: { text: b.linkedIn, icon: 'linkedIn' } satisfies Button,
  copyLink: { text: b.copyLink, icon: 'link' } satisfies Button,
  verify: { text: b.verify, icon: 'check', filled: true } satisfies Button,
})

/** The site's bar at the page's top, `height` px: the brand's mark and its name as a grey stroke, a link on the right. */
const siteBar = (win: { x: number; width: number }, left: number, right: number, y: number, height: number) => [
  ...brandMark(left + 11, y + height / 2),
  `<rect x="${left + 30}" y="${y + height / 2 - 4}" width="64" height="8" rx="4" fill="${palette.border}"/>`,
  `<rect x="${right - 52}" y="${y + height / 2 - 4}" width="52" height="8" rx="4" fill="${tones.grey.pale}"/>`,
  `<rect x="${win.x}" y="${y + height}" width="${win.width}" height="1" fill="${tones.grey.pale}"/>`,
]

export function drawBadgePage(locale: Locale, glyphs: Record<Face, Glyphs>): string {
  const b = badgePageWords[locale]
  const pen = kit(glyphs)
  const win = { x: 16, y: 10, width: 528, height: 376 }
  const bar = 30
  const left = win.x + 24
  const right = win.x + win.width - 24
  const parts = [...browserWindow(win, bar), ...siteBar(win, left, right, win.y + bar, 34)]
  // The badge's art on its band, the "Verified" mark under it.
  const art = { x: left, y: win.y + bar + 34 + 18, size: 136 }
  parts.push(
    `<rect x="${art.x}" y="${art.y}" width="${art.size}" height="${art.size}" rx="18" fill="url(#band)"/>`,
    medal(art.x + art.size / 2, art.y + art.size / 2 - 12, 38, tones.orange.dark, tones.orange.pale, true),
  )
  const mark = verifiedMark(pen, b, 0, 0, 12)
  parts.push(verifiedMark(pen, b, art.x + (art.size - mark.width) / 2, art.y + art.size + 14, 12).svg)
  // Beside it: the title, who issued it to whom and when, what it is for, the skills.
  const textX = art.x + art.size + 26
  const { lines } = layoutTitle(b.badge, pen.measure.bold, right - textX, [20])
  let y = art.y + 18
  for (const line of lines) {
    parts.push(pen.bold.run(line, textX, y, 20, palette.text))
    y += 26
  }
  parts.push(...detailColumns(pen, b, textX, right, y + 2))
  y += 2 + 19 + 28
  for (const line of layoutTitle(b.description, pen.measure.regular, right - textX, [13]).lines) {
    parts.push(pen.regular.run(line, textX, y, 13, palette.text))
    y += 19
  }
  const skillList = skills(pen, b, textX, right, y + 10, 11.5)
  parts.push(...skillList.parts)
  // The foot: the ways to share it on the left, checking it on the right.
  const foot = win.y + win.height - 58
  if (skillList.bottom + 12 > foot) throw new Error(`badge page (${locale}): the skills pass the foot; shorten the words`)
  const { linkedIn, copyLink, verify } = buttons(b)
  parts.push(`<rect x="${win.x}" y="${foot}" width="${win.width}" height="58" fill="${palette.surfaceAlt}"/>`, `<rect x="${win.x}" y="${foot}" width="${win.width}" height="1" fill="${palette.border}"/>`)
  const buttonY = foot + 13
  parts.push(pen.regular.run(b.shareLabel, left, buttonY + 20.5, 12.5, palette.textMuted))
  let x = left + pen.widthOf('regular', b.shareLabel, 12.5) + 12
  for (const share of [linkedIn, copyLink]) {
    const made = button(pen, share, round(x), buttonY, 12, 32)
    parts.push(made.svg)
    x += made.width + 8
  }
  const check = button(pen, verify, 0, 0, 12.5, 32)
  if (x + 8 > right - check.width) throw new Error(`badge page (${locale}): the buttons overlap; shorten their words`)
  parts.push(button(pen, verify, right - check.width, buttonY, 12.5, 32).svg, '</g>')
  return svgFile(locale, b.title, panelSize, pen, parts, { cx: 280, cy: 200, r: 180 }, [bandGradient])
}

/** The page in one column, for a narrow screen: the art, the words, the skills, the buttons. */
export function drawBadgePageNarrow(locale: Locale, glyphs: Record<Face, Glyphs>): string {
  const b = badgePageWords[locale]
  const pen = kit(glyphs)
  const { width, height } = badgePageNarrowSize
  const { win, bar, left, right, parts } = narrowBrowserWindow(badgePageNarrowSize)
  // The art on its band, the "Verified" mark on the band's corner.
  // The medal a little left of the middle, so the mark keeps clear of it.
  const band = { y: win.y + bar + 16, height: 100 }
  parts.push(
    `<rect x="${left}" y="${band.y}" width="${right - left}" height="${band.height}" rx="16" fill="url(#band)"/>`,
    medal((left + right) / 2 - 12, band.y + band.height / 2 - 8, 30, tones.orange.dark, tones.orange.pale, true),
  )
  const mark = verifiedMark(pen, b, 0, 0, 12)
  parts.push(verifiedMark(pen, b, right - 8 - mark.width, band.y + 8, 12).svg)
  // The title, who issued it to whom and when, what it is for.
  let y = band.y + band.height + 28
  const { lines } = layoutTitle(b.badge, pen.measure.bold, right - left, [17])
  for (const line of lines) {
    parts.push(pen.bold.run(line, left, y, 17, palette.text))
    y += 22
  }
  y += 4
  parts.push(...detailRows(pen, b, left, right, y, 12.5, 20))
  y += 2 * 20 + 14
  parts.push(`<rect x="${left}" y="${y}" width="${right - left}" height="1" fill="${palette.border}"/>`)
  y += 22
  for (const line of layoutTitle(b.description, pen.measure.regular, right - left, [13]).lines) {
    parts.push(pen.regular.run(line, left, y, 13, palette.text))
    y += 19
  }
  const skillList = skills(pen, b, left, right, y + 10, 12)
  parts.push(...skillList.parts)
  // Share it (two buttons side by side), then check it (a button as wide as the column).
  const { linkedIn, copyLink, verify } = buttons(b)
  y = skillList.bottom + 18
  const half = (right - left - 8) / 2
  parts.push(button(pen, linkedIn, left, y, 12, 34, half).svg, button(pen, copyLink, left + half + 8, y, 12, 34, half).svg)
  y += 34 + 10
  parts.push(button(pen, verify, left, y, 13, 36, right - left).svg, '</g>')
  if (y + 36 + 16 > win.y + win.height) throw new Error(`badge page, narrow (${locale}): the button passes the window's foot; make badgePageNarrowSize taller`)
  return svgFile(locale, b.title, { width, height }, pen, parts, { cx: width / 2, cy: height / 2, r: 122 }, [bandGradient])
}
