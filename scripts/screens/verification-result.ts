import { palette, tones } from '../../src/styles/palette'
import { layoutTitle, type Glyphs } from '../prerender/og-card'
import { checkCircle, kit, medal, panelSize, pill, svgFile, type Chars, type Face, type Locale, type Pen } from './screen-parts'

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

export const verificationPath = (locale: Locale) => `/illustrations/verification-result.${locale}.svg`

/**
 * The result on a phone's screen (below the tablet breakpoint): the result card alone, its parts
 * one under another, every word at 12 px or more. Its picture box is declared in
 * manifest/pages/screens.ts beside the wide one's.
 */
export const verificationNarrowSize = { width: 280, height: 524 } as const
export const verificationNarrowPath = (locale: Locale) => `/illustrations/verification-result-narrow.${locale}.svg`

export function verificationChars(locale: Locale): Chars {
  const v = verificationWords[locale]
  return {
    bold: [v.headline, v.badge, ...v.details.map((i) => i.value), ...v.standards].join(''),
    regular: [v.sub, v.issuer, ...v.details.map((i) => i.label), ...v.checks].join(''),
  }
}

export function drawVerification(locale: Locale, glyphs: Record<Face, Glyphs>): string {
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
  return svgFile(locale, v.title, panelSize, pen, parts, { cx: 280, cy: 200, r: 180 })
}

type Words = (typeof verificationWords)[Locale]

/** The badge that was checked: its art, its title beside it, then the issuer, recipient and date under both. Returns the parts and where they end. */
function checkedBadge(pen: Pen, v: Words, left: number, right: number, top: number) {
  const art = 64
  const parts = [
    `<rect x="${left}" y="${top}" width="${art}" height="${art}" rx="12" fill="url(#band)"/>`,
    medal(left + art / 2, top + art / 2 - 5, 18, tones.orange.dark, tones.orange.pale, true),
  ]
  const textX = left + art + 14
  const { lines } = layoutTitle(v.badge, pen.measure.bold, right - textX, [15])
  // The title's lines centred on the art (a line is 20 px).
  lines.forEach((line, i) => parts.push(pen.bold.run(line, textX, top + art / 2 - lines.length * 10 + 15 + i * 20, 15, palette.text)))
  let y = top + Math.max(art, lines.length * 20) + 22
  parts.push(pen.run('regular', v.issuer, left, y, 12.5, palette.textMuted, right - left))
  y += 12
  parts.push(`<rect x="${left}" y="${y}" width="${right - left}" height="1" fill="${palette.border}"/>`)
  y += 22
  const labelWidth = Math.max(...v.details.map((d) => pen.widthOf('regular', d.label, 12.5))) + 16
  for (const d of v.details) {
    parts.push(pen.run('regular', d.label, left, y, 12.5, palette.textMuted), pen.run('bold', d.value, left + labelWidth, y, 13, palette.text, right - left - labelWidth))
    y += 22
  }
  return { parts, bottom: y - 22 }
}

/** The result card alone, for a narrow screen: the result, the badge, what was checked, the standards, one under another. */
export function drawVerificationNarrow(locale: Locale, glyphs: Record<Face, Glyphs>): string {
  const v = verificationWords[locale]
  const pen = kit(glyphs)
  const { width, height } = verificationNarrowSize
  const card = { x: 8, y: 8, width: width - 16, height: height - 26 }
  const left = card.x + 18
  const right = card.x + card.width - 18
  // The result first: a green band with the check, its words broken to the band's width.
  const { lines: sub } = layoutTitle(v.sub, pen.measure.regular, right - left - 50, [13])
  const head = 64 + sub.length * 18
  const parts = [
    `<clipPath id="c"><rect x="${card.x}" y="${card.y}" width="${card.width}" height="${card.height}" rx="20"/></clipPath>`,
    `<rect x="${card.x}" y="${card.y}" width="${card.width}" height="${card.height}" rx="20" fill="${palette.surface}" filter="url(#s)"/>`,
    `<rect x="${card.x}" y="${card.y}" width="${card.width}" height="${head}" fill="${tones.green.pale}" clip-path="url(#c)"/>`,
    checkCircle(left + 18, card.y + 38, 18, tones.green.dark),
    pen.run('bold', v.headline, left + 50, card.y + 45, 20, tones.green.dark, right - left - 50),
    ...sub.map((line, i) => pen.regular.run(line, left + 50, card.y + 68 + i * 18, 13, palette.text)),
  ]
  const badge = checkedBadge(pen, v, left, right, card.y + head + 20)
  parts.push(...badge.parts)
  // What was checked: four lines, one under another.
  let y = badge.bottom + 18
  parts.push(`<rect x="${left}" y="${y}" width="${right - left}" height="1" fill="${palette.border}"/>`)
  y += 28
  for (const check of v.checks) {
    parts.push(checkCircle(left + 9, y, 9, tones.green.dark), pen.run('regular', check, left + 26, y + 4.5, 13, palette.text, right - left - 26))
    y += 28
  }
  // The standards it was checked against, a row or two.
  let x = left
  y += 2
  for (const [i, standard] of v.standards.entries()) {
    const width = Math.round(pen.widthOf('bold', standard, 12) + 20)
    if (x + width > right) [x, y] = [left, y + 30]
    parts.push(pill(pen, standard, x, y, i === 0 ? palette.brandSoft : palette.surfaceAlt, i === 0 ? palette.brandStrong : palette.textMuted, false, 12).svg)
    x += width + 8
  }
  if (y + 22 + 18 > card.y + card.height) throw new Error(`verification result, narrow (${locale}): the standards pass the card's foot; make verificationNarrowSize taller`)
  return svgFile(locale, v.title, { width, height }, pen, parts, { cx: width / 2, cy: height / 2, r: 122 })
}
