import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { notices } from '../../manifest/notices'
import type { Notice, NoticeLink } from '../../manifest/schema/notice'
import { bannerButton, bannerImagePath, bannerSize } from '../../src/lib/notice-banner'
import { palette, tones } from '../../src/styles/palette'

/**
 * Draws each banner notice's art from its manifest text, in both languages, into
 * `public/notices/` (`npm run draw:notices`; `notice-files.test.ts` fails while a file is stale).
 * Original art: a colour field per notice type, rings and a badge, the headline, the lines and
 * the buttons whose real links the page lays over them (`src/lib/notice-banner.ts`).
 */
type Locale = 'ko' | 'en'

const themes = {
  '1': { from: palette.brand, to: palette.brandStrong, ink: palette.brandStrong, label: { ko: '공지', en: 'NOTICE' } },
  '2': { from: tones.orange.bright, to: tones.orange.dark, ink: tones.orange.dark, label: { ko: '세미나 · 행사', en: 'EVENT' } },
} as const

const font = `'Noto Sans CJK KR', 'Noto Sans KR', 'Pretendard', sans-serif`

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Width of `text` at 1px: CJK glyphs are square, Latin ones about half as wide. */
const widthOf = (text: string) => [...text].reduce((w, ch) => w + (/[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af]/.test(ch) ? 1 : /[A-Z0-9]/.test(ch) ? 0.66 : 0.54), 0)

/** Breaks `text` at spaces into lines no wider than `max` at `size`. */
function wrap(text: string, size: number, max: number): string[] {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && widthOf(`${last} ${word}`) * size <= max) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

const labelOf = (link: NoticeLink, locale: Locale) => link.label[locale]

function drawBanner(notice: Notice, locale: Locale): string {
  const banner = notice.banner!
  const theme = themes[notice.type]
  const { width, height } = bannerSize
  const headline = wrap(banner.headline[locale], 50, 600)
  const lines = banner.lines.flatMap((line) => wrap(line[locale], 26, 600))
  const text: string[] = []
  let y = 250
  for (const line of headline) {
    text.push(`<text x="60" y="${y}" font-size="50" font-weight="700" fill="#fff">${escapeXml(line)}</text>`)
    y += 64
  }
  y += 10
  for (const line of lines) {
    text.push(`<text x="60" y="${y}" font-size="26" fill="#fff" fill-opacity="0.9">${escapeXml(line)}</text>`)
    y += 40
  }
  const buttons = banner.links.map((link, i) => {
    const r = bannerButton(i, banner.links.length)
    return [
      `<rect x="${r.x}" y="${r.y}" width="${r.width}" height="${r.height}" rx="38" fill="#fff"/>`,
      `<text x="${r.x + 36}" y="${r.y + r.height / 2 + 9}" font-size="26" font-weight="700" fill="${theme.ink}">${escapeXml(labelOf(link, locale))}</text>`,
      `<path d="M${r.x + r.width - 60} ${r.y + r.height / 2}h24m-9-9 9 9-9 9" fill="none" stroke="${theme.ink}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`,
    ].join('')
  })
  const seed = notice.id * 37
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="${font}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${600 + (seed % 60)}" cy="${90 + (seed % 40)}" r="150" fill="#fff" fill-opacity="0.08"/>
<circle cx="${620 - (seed % 50)}" cy="${120 + (seed % 30)}" r="96" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="10"/>
<path d="M${580 - (seed % 50)} ${70 + (seed % 30)}l40 18v44c0 28-18 46-40 56-22-10-40-28-40-56v-44z" fill="#fff" fill-opacity="0.9"/>
<circle cx="${580 - (seed % 50)}" cy="${126 + (seed % 30)}" r="14" fill="${theme.from}"/>
<rect x="60" y="64" width="${Math.round(widthOf(theme.label[locale]) * 20 + 40)}" height="40" rx="20" fill="#fff" fill-opacity="0.18"/>
<text x="80" y="91" font-size="20" font-weight="700" fill="#fff" letter-spacing="1">${escapeXml(theme.label[locale])}</text>
<text x="60" y="150" font-size="22" fill="#fff" fill-opacity="0.85">${notice.date.replaceAll('-', '.')}</text>
${text.join('\n')}
${buttons.join('\n')}
</svg>
`
}

/** Every banner file: its path under `public/` and its content. */
export function bannerFiles(): { file: string; svg: string }[] {
  return notices.flatMap((notice) =>
    notice.banner ? (['ko', 'en'] as const).map((locale) => ({ file: bannerImagePath(notice.id, locale), svg: drawBanner(notice, locale) })) : [],
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public')
  for (const { file, svg } of bannerFiles()) {
    mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    writeFileSync(path.join(publicDir, file), svg)
  }
  console.log(`notices: ${bannerFiles().length} banners drawn into public/notices/`)
}
