import { palette, tones } from '../../src/styles/palette'
import { layoutTitle, type Glyphs } from '../prerender/og-card'
import { brandMark, browserWindow, kit, medal, narrowBrowserWindow, panelSize, pill, svgFile, round, type Chars, type Face, type Locale, type Pen } from './screen-parts'

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

export const dashboardPath = (locale: Locale) => `/illustrations/issuer-dashboard.${locale}.svg`

/**
 * The dashboard on a phone's screen (below the tablet breakpoint): the badge, the progress and the
 * list in one column, without the sidebar, every word at 12 px or more. Its picture box is
 * declared in manifest/pages/screens.ts beside the wide one's.
 */
export const dashboardNarrowSize = { width: 280, height: 520 } as const
export const dashboardNarrowPath = (locale: Locale) => `/illustrations/issuer-dashboard-narrow.${locale}.svg`

export function dashboardChars(locale: Locale): Chars {
  const d = dashboardWords[locale]
  return {
    bold: [...d.nav, d.badge, d.progress, ...d.columns, ...Object.values(d.status), ...d.rows.map((r) => r.name), d.button].join(''),
    regular: [...d.nav, d.issuer, d.counts, ...d.rows.map((r) => r.email), d.file, '…'].join(''),
  }
}

/** Each status's label colours. */
const look: Record<Status, { fill: string; ink: string }> = {
  issued: { fill: tones.green.pale, ink: tones.green.dark },
  sending: { fill: palette.brandSoft, ink: palette.brandStrong },
  queued: { fill: tones.grey.pale, ink: palette.textMuted },
}

export function drawDashboard(locale: Locale, glyphs: Record<Face, Glyphs>): string {
  const d = dashboardWords[locale]
  const pen = kit(glyphs)
  const win = { x: 16, y: 10, width: 528, height: 376 }
  const bar = 30
  const side = { width: 124 }
  const parts: string[] = []
  parts.push(
    ...browserWindow(win, bar),
    // The issuer service's sidebar: the brand's mark and its sections, "Badges" open.
    `<rect x="${win.x}" y="${win.y + bar}" width="${side.width}" height="${win.height - bar}" fill="${palette.surfaceAlt}"/>`,
    `<rect x="${win.x + side.width}" y="${win.y + bar}" width="1" height="${win.height - bar}" fill="${palette.border}"/>`,
    ...brandMark(win.x + 28, win.y + bar + 26),
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
  return svgFile(locale, d.title, panelSize, pen, parts, { cx: 280, cy: 200, r: 180 })
}

type Words = (typeof dashboardWords)[Locale]

/** The progress card: how many are issued, how many are on their way, and a bar. */
function progressCard(pen: Pen, d: Words, left: number, right: number, y: number): string[] {
  const share = 86 / 120
  const track = right - left - 32
  return [
    `<rect x="${left}" y="${y}" width="${right - left}" height="70" rx="12" fill="${palette.surface}" stroke="${palette.border}"/>`,
    pen.run('bold', d.progress, left + 16, y + 24, 13, palette.text, right - left - 32),
    pen.run('regular', d.counts, left + 16, y + 43, 12, palette.textMuted, right - left - 32),
    `<rect x="${left + 16}" y="${y + 52}" width="${track}" height="8" rx="4" fill="${palette.brandSoft}"/>`,
    `<rect x="${left + 16}" y="${y + 52}" width="${Math.round(track * share)}" height="8" rx="4" fill="${palette.brand}"/>`,
    `<rect x="${left + 16 + Math.round(track * share) - 4}" y="${y + 52}" width="${Math.round(track * (4 / 120)) + 4}" height="8" rx="0" fill="${palette.brand}" fill-opacity="0.45"/>`,
  ]
}

/** The recipients, one to a row: the name over the e-mail, the status on the right. Returns the parts and the table's foot. */
function recipientList(pen: Pen, d: Words, left: number, right: number, top: number) {
  const pillWidth = (status: Status) => Math.round(pen.widthOf('bold', d.status[status], 12) + 30)
  const statusX = right - Math.max(...d.rows.map((row) => pillWidth(row.status)))
  const parts = [
    pen.run('bold', d.columns[0], left + 4, top, 12, palette.textMuted),
    pen.run('bold', d.columns[2], statusX, top, 12, palette.textMuted),
    `<rect x="${left}" y="${top + 9}" width="${right - left}" height="1" fill="${palette.border}"/>`,
  ]
  d.rows.forEach((row, i) => {
    const y = top + 10 + i * 42
    parts.push(
      i > 0 ? `<rect x="${left}" y="${y}" width="${right - left}" height="1" fill="${tones.grey.pale}"/>` : '',
      pen.run('bold', row.name, left + 4, y + 18, 12.5, palette.text, statusX - left - 12),
      pen.run('regular', row.email, left + 4, y + 34, 12, palette.textMuted, statusX - left - 12),
      pill(pen, d.status[row.status], statusX, y + 10, look[row.status].fill, look[row.status].ink, true, 12).svg,
    )
  })
  return { parts, bottom: top + 10 + d.rows.length * 42 }
}

/** The dashboard in one column, for a narrow screen: the badge, the progress, the list, the button. */
export function drawDashboardNarrow(locale: Locale, glyphs: Record<Face, Glyphs>): string {
  const d = dashboardWords[locale]
  const pen = kit(glyphs)
  const { width, height } = dashboardNarrowSize
  const { win, bar, left, right, parts } = narrowBrowserWindow(dashboardNarrowSize)
  // The badge being issued: its art, its title beside it, the issuer under both.
  let y = win.y + bar + 18
  const { lines } = layoutTitle(d.badge, pen.measure.bold, right - left - 56, [15])
  parts.push(`<rect x="${left}" y="${y}" width="44" height="44" rx="10" fill="url(#band)"/>`, medal(left + 22, y + 22, 15, tones.orange.dark, tones.orange.pale))
  // The title's lines centred on the art (a line is 20 px; a capital stands 0.7 em over its baseline).
  lines.forEach((line, i) => parts.push(pen.bold.run(line, left + 56, y + 22 - lines.length * 10 + 15 + i * 20, 15, palette.text)))
  y += Math.max(44, lines.length * 20) + 20
  parts.push(pen.run('regular', d.issuer, left, y, 12, palette.textMuted, right - left))
  y += 14
  parts.push(...progressCard(pen, d, left, right, y))
  const list = recipientList(pen, d, left, right, y + 96)
  parts.push(...list.parts)
  // The list's file, and the button that issues to all of it.
  y = list.bottom + 26
  parts.push(
    `<path d="M${left + 4} ${y - 13}h8l4 4v10h-12z" fill="none" stroke="${palette.textMuted}" stroke-width="1.4" stroke-linejoin="round"/>`,
    pen.run('regular', d.file, left + 24, y, 12, palette.textMuted, right - left - 24),
  )
  y += 14
  const label = pen.widthOf('bold', d.button, 13)
  const start = left + (right - left - label - 20) / 2
  parts.push(
    `<rect x="${left}" y="${y}" width="${right - left}" height="36" rx="18" fill="${palette.brand}"/>`,
    `<path d="M${round(start)} ${y + 18.5}l12-6-4.5 12-2-4.5z" fill="#fff"/>`,
    pen.bold.run(d.button, round(start + 20), y + 23, 13, palette.inverseText),
    '</g>',
  )
  if (y + 36 + 16 > win.y + win.height) throw new Error(`issuer dashboard, narrow (${locale}): the button passes the window's foot; make dashboardNarrowSize taller`)
  return svgFile(locale, d.title, { width, height }, pen, parts, { cx: width / 2, cy: height / 2, r: 122 })
}
