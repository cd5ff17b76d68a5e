import { fileURLToPath } from 'node:url'
import { notices } from '../../manifest/notices'
import type { Notice } from '../../manifest/schema/notice'
import { bannerButton, bannerImagePath, bannerSize } from '../../src/lib/notice-banner'
import { palette, tones } from '../../src/styles/palette'
import { pretendard } from '../fonts'
import { escapeXml, layoutTitle, measureWith, typesetter, type Glyphs, type Measure } from '../prerender/og-card'
import { cardFont, outlineGlyphs } from '../prerender/og-glyphs'
import { writePublicFiles } from '../write-public-files'

/**
 * Draws each banner notice's art from its manifest text, in both languages, into
 * `public/notices/` (`npm run draw:notices`; `notice-files.test.ts` fails while a file is stale).
 * Original art: a colour field per notice type, rings and a badge, the headline, the lines and
 * the buttons whose real links the page lays over them (`src/lib/notice-banner.ts`).
 *
 * The text is set as outlines of the brand face (Pretendard, `scripts/fonts.ts`, Bold and
 * Regular), from the sharing cards' glyph pass (`og-glyphs.ts`) and typesetter (`og-card.ts`):
 * a picture shown by an `<img>` cannot use the page's web fonts, so live `<text>` was drawn in
 * whatever face the visitor's system had (Noto on Linux, Malgun Gothic on Windows). Lines are
 * broken with the face's own advances.
 */
type Locale = 'ko' | 'en'

const themes = {
  '1': { from: palette.brand, to: palette.brandStrong, ink: palette.brandStrong, label: { ko: '공지', en: 'NOTICE' } },
  '2': { from: tones.orange.bright, to: tones.orange.dark, ink: tones.orange.dark, label: { ko: '세미나 · 행사', en: 'EVENT' } },
} as const

/** The two weights the art sets, each outlined once for all the banners (`outlineGlyphs`). */
const faces = { bold: cardFont, regular: { file: pretendard.regular, family: pretendard.family, weight: 400 } } as const
type Face = keyof typeof faces

/** Where the text stands: the column the headline and lines share (the buttons' width). */
const column = { x: 60, width: 600 }
const sizes = { label: 20, date: 22, headline: 50, line: 26, button: 26 } as const
/** The type label's letter spacing, in em (1 px at 20 px). */
const labelTracking = 0.05
/** Room kept between the last line of text and the first button. */
const buttonClearance = 16

/** The characters each weight sets on a banner in a language. */
function charsOf(notice: Notice, locale: Locale): Record<Face, string> {
  const banner = notice.banner!
  return {
    bold: [themes[notice.type].label[locale], banner.headline[locale], ...banner.links.map((link) => link.label[locale])].join(''),
    regular: [dateOf(notice), ...banner.lines.map((line) => line[locale])].join(''),
  }
}

const dateOf = (notice: Notice) => notice.date.replaceAll('-', '.')

/**
 * A text broken into balanced lines no wider than the column at `size`, from the face's own
 * advances. Fails rather than cut a text short: the art has room for three lines of each.
 */
function setLines(notice: Notice, text: string, measure: Measure, size: number): string[] {
  const { lines } = layoutTitle(text, measure, column.width, [size])
  if (lines.join('').replace(/\s/g, '') !== text.replace(/\s/g, '')) throw new Error(`notice ${notice.id}: "${text}" needs more than three lines at ${size} px; shorten it in manifest/notices`)
  return lines
}

function drawBanner(notice: Notice, locale: Locale, glyphs: Record<Face, Glyphs>): string {
  const banner = notice.banner!
  const theme = themes[notice.type]
  const { width, height } = bannerSize
  const bold = typesetter(glyphs.bold, 'b')
  const regular = typesetter(glyphs.regular, 'r')
  const measure = { bold: measureWith(glyphs.bold), regular: measureWith(glyphs.regular) }
  const headline = setLines(notice, banner.headline[locale], measure.bold, sizes.headline)
  const lines = banner.lines.flatMap((line) => setLines(notice, line[locale], measure.regular, sizes.line))
  const text: string[] = []
  let y = 250
  for (const line of headline) {
    text.push(bold.run(line, column.x, y, sizes.headline, '#fff'))
    y += 64
  }
  y += 10
  for (const line of lines) {
    text.push(regular.run(line, column.x, y, sizes.line, 'rgba(255,255,255,0.9)'))
    y += 40
  }
  // The last baseline plus the face's descent (0.24 em) must stay clear of the first button.
  const textBottom = y - 40 + sizes.line * 0.24
  const firstButton = bannerButton(0, banner.links.length)
  if (textBottom > firstButton.y - buttonClearance) throw new Error(`notice ${notice.id} (${locale}): the banner's text runs into its buttons; shorten the headline or the lines in manifest/notices`)
  const buttons = banner.links.map((link, i) => {
    const r = bannerButton(i, banner.links.length)
    return [
      `<rect x="${r.x}" y="${r.y}" width="${r.width}" height="${r.height}" rx="38" fill="#fff"/>`,
      bold.run(link.label[locale], r.x + 36, r.y + r.height / 2 + 9, sizes.button, theme.ink),
      `<path d="M${r.x + r.width - 60} ${r.y + r.height / 2}h24m-9-9 9 9-9 9" fill="none" stroke="${theme.ink}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`,
    ].join('')
  })
  const label = theme.label[locale]
  const labelWidth = Math.round((measure.bold(label) + labelTracking * [...label].length) * sizes.label + 40)
  // Set before `defs()` is written: a typesetter defines the glyphs its runs have used.
  const labelText = bold.run(label, 80, 91, sizes.label, '#fff', labelTracking)
  const dateText = regular.run(dateOf(notice), 60, 150, sizes.date, 'rgba(255,255,255,0.85)')
  const seed = notice.id * 37
  // The text is outlines in the brand face: an SVG shown as an <img> cannot use the page's web
  // fonts, so live text would be drawn in whatever face the visitor's system has. The page gives
  // the words to screen readers (its caption); <title> names the picture for software that
  // reads the file on its own.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" lang="${locale}">
<title>${escapeXml(banner.headline[locale])}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient>
${bold.defs()}
${regular.defs()}</defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${600 + (seed % 60)}" cy="${90 + (seed % 40)}" r="150" fill="#fff" fill-opacity="0.08"/>
<circle cx="${620 - (seed % 50)}" cy="${120 + (seed % 30)}" r="96" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="10"/>
<path d="M${580 - (seed % 50)} ${70 + (seed % 30)}l40 18v44c0 28-18 46-40 56-22-10-40-28-40-56v-44z" fill="#fff" fill-opacity="0.9"/>
<circle cx="${580 - (seed % 50)}" cy="${126 + (seed % 30)}" r="14" fill="${theme.from}"/>
<rect x="60" y="64" width="${labelWidth}" height="40" rx="20" fill="#fff" fill-opacity="0.18"/>
${labelText}
${dateText}
<g id="text">
${text.join('\n')}
</g>
${buttons.join('\n')}
</svg>
`
}

/**
 * A glyph's outline as resvg writes it (absolute M, L, Q, C and Z, floats in units of 1/1000 em)
 * written short: whole units (0.05 px at the headline's 50 px, finer than a screen shows) and
 * relative steps, each taken from the rounded points so that no error adds up. Banners are set
 * from a few hundred outlines each: this cuts them to about half their bytes.
 */
export function compactPath(d: string): string {
  const tokens = d.trim().split(/\s+/)
  const out: string[] = []
  let [x, y] = [0, 0]
  const num = (n: number, first: boolean) => (first || n < 0 ? String(n) : ` ${n}`)
  const numbers = (values: number[]) => values.map((n, i) => num(n, i === 0)).join('')
  for (let i = 0; i < tokens.length; ) {
    const command = tokens[i++]!
    const arity = { M: 2, L: 2, Q: 4, C: 6, Z: 0 }[command]
    if (arity === undefined) throw new Error(`compactPath: unexpected ${JSON.stringify(command)} in ${d.slice(0, 40)}…`)
    const points = tokens.slice(i, i + arity).map((t) => Math.round(Number(t)))
    i += arity
    if (command === 'Z') {
      out.push('z')
      continue
    }
    if (command === 'M') {
      out.push(`M${numbers(points)}`)
      ;[x, y] = points as [number, number]
      continue
    }
    const relative = points.map((n, j) => n - (j % 2 === 0 ? x : y))
    const [endX, endY] = points.slice(-2) as [number, number]
    if (command === 'L' && relative[1] === 0) out.push(`h${relative[0]}`)
    else if (command === 'L' && relative[0] === 0) out.push(`v${relative[1]}`)
    else out.push(`${command.toLowerCase()}${numbers(relative)}`)
    ;[x, y] = [endX, endY]
  }
  return out.join('')
}

const compact = (glyphs: Glyphs): Glyphs => new Map([...glyphs].map(([char, glyph]) => [char, { ...glyph, d: glyph.d && compactPath(glyph.d) }]))

/** Every banner file: its path under `public/` and its content. */
export function bannerFiles(): { file: string; svg: string }[] {
  const drawn = notices.flatMap((notice) => (notice.banner ? (['ko', 'en'] as const).map((locale) => ({ notice, locale })) : []))
  const chars = drawn.map(({ notice, locale }) => charsOf(notice, locale))
  const glyphs = {
    bold: compact(outlineGlyphs(chars.flatMap((c) => [...c.bold]), faces.bold)),
    regular: compact(outlineGlyphs(chars.flatMap((c) => [...c.regular]), faces.regular)),
  }
  return drawn.map(({ notice, locale }) => ({ file: bannerImagePath(notice.id, locale), svg: drawBanner(notice, locale, glyphs) }))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writePublicFiles(bannerFiles(), 'notices')
