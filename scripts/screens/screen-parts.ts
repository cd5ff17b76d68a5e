import { palette, tones } from '../../src/styles/palette'
import { pretendard } from '../fonts'
import { compactPath } from '../notices/draw-banners'
import { escapeXml, measureWith, typesetter, type Glyphs, type Measure } from '../prerender/og-card'
import { cardFont, outlineGlyphs } from '../prerender/og-glyphs'

/**
 * The pieces the drawn product screens share (`draw-screens.ts` draws them all): the pen that sets
 * the brand face, the file around a drawing, a phone's frame, a browser's window, a badge's medal,
 * a check mark and a rounded label.
 */
export type Locale = 'ko' | 'en'

/** A picture's box, in the file's own pixels. */
export type Size = { readonly width: number; readonly height: number }

const faces = { bold: cardFont, regular: { file: pretendard.regular, family: pretendard.family, weight: 400 } } as const
export type Face = keyof typeof faces

/** The characters each weight sets in a drawing (each screen lists its own). */
export type Chars = Record<Face, string>

const compact = (glyphs: Glyphs): Glyphs => new Map([...glyphs].map(([char, glyph]) => [char, { ...glyph, d: glyph.d && compactPath(glyph.d) }]))

/** Both weights' outlines, taken once for every character of every screen. */
export function outlineFaces(chars: readonly Chars[]): Record<Face, Glyphs> {
  return {
    bold: compact(outlineGlyphs(chars.flatMap((c) => [...c.bold]), faces.bold)),
    regular: compact(outlineGlyphs(chars.flatMap((c) => [...c.regular]), faces.regular)),
  }
}

export const round = (n: number) => Math.round(n * 10) / 10

/** A pointy-topped hexagon's points, the shape of a badge (and of the brand's mark). */
export function hexagon(cx: number, cy: number, r: number): string {
  return [90, 30, -30, -90, -150, 150].map((deg) => `${round(cx + r * Math.cos((deg * Math.PI) / 180))},${round(cy - r * Math.sin((deg * Math.PI) / 180))}`).join(' ')
}

/** A badge's art: a hexagon medal in one hue with a star, ribbons under the large one. */
export function medal(cx: number, cy: number, r: number, dark: string, light: string, ribbons = false): string {
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
export const checkCircle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><path d="M${round(cx - r * 0.42)} ${round(cy + r * 0.02)}l${round(r * 0.3)} ${round(r * 0.3)} ${round(r * 0.55)}-${round(r * 0.6)}" fill="none" stroke="#fff" stroke-width="${round(r * 0.22)}" stroke-linecap="round" stroke-linejoin="round"/>`

/** The brand's mark: a blue hexagon with a white tick. */
export const brandMark = (cx: number, cy: number) => [
  `<polygon points="${hexagon(cx, cy, 11)}" fill="${palette.brand}"/>`,
  `<path d="M${cx - 5} ${cy}l3.5 3.5 6.5-7" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`,
]

/** The pen of a drawing: its two faces, widths, and lines cut to fit. */
export function kit(glyphs: Record<Face, Glyphs>) {
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
export type Pen = ReturnType<typeof kit>

/** The art band's warm gradient, behind a badge's medal. */
export const bandGradient = `<linearGradient id="band" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tones.orange.pale}"/><stop offset="1" stop-color="#fbd9c6"/></linearGradient>`

/** A picture's file: its title, the shared shadow and gradients, the glyphs it used, a faint ring behind. */
export function svgFile(
  locale: Locale,
  title: string,
  size: Size,
  pen: Pen,
  body: string[],
  ring: { cx: number; cy: number; r: number },
  gradients: string[] = [bandGradient],
): string {
  const { width, height } = size
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" lang="${locale}">
<title>${escapeXml(title)}</title>
<defs><filter id="s" filterUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"><feDropShadow dx="0" dy="8" stdDeviation="10" flood-color="${palette.inverseSurface}" flood-opacity="0.16"/></filter>
${gradients.map((g) => `${g}\n`).join('')}${pen.bold.defs()}
${pen.regular.defs()}</defs>
<circle cx="${ring.cx}" cy="${ring.cy}" r="${ring.r}" fill="#fff" fill-opacity="0.55"/>
<circle cx="${ring.cx}" cy="${ring.cy}" r="${ring.r + 16}" fill="none" stroke="${palette.brand}" stroke-opacity="0.12" stroke-width="2"/>
${body.join('\n')}
</svg>
`
}

/** A rounded label: its fill, its words in bold, optionally a dot before them. */
export function pill(pen: Pen, text: string, x: number, y: number, fill: string, ink: string, dot = false, size = 11): { svg: string; width: number } {
  const width = Math.round(pen.widthOf('bold', text, size) + (dot ? 30 : 20))
  const svg = [
    `<rect x="${x}" y="${y}" width="${width}" height="22" rx="11" fill="${fill}"/>`,
    dot ? `<circle cx="${x + 13}" cy="${y + 11}" r="3.5" fill="${ink}"/>` : '',
    pen.bold.run(text, x + (dot ? 22 : 10), y + 15, size, ink),
  ].join('')
  return { svg, width }
}

/** The fade at the foot of a phone's screen, where its list scrolls on under the edge. */
export const fadeGradient = `<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.7" stop-color="#fff"/></linearGradient>`

type Box = { x: number; y: number; width: number; height: number }

/**
 * A phone: its dark frame, its screen and the status bar (the time, signal and battery). What
 * the screen shows goes between `open` and `close`, clipped to the screen as a scrolled list is;
 * `close` lays the fade and the home indicator over its foot.
 */
export function phoneFrame(pen: Pen, time: string, phone: Box & { radius: number }) {
  const screen = { x: phone.x + 9, y: phone.y + 9, width: phone.width - 18, height: phone.height - 18, radius: 30 }
  const left = screen.x + 16
  const right = screen.x + screen.width - 16
  const open = [
    `<rect x="${phone.x}" y="${phone.y}" width="${phone.width}" height="${phone.height}" rx="${phone.radius}" fill="${palette.inverseSurface}" filter="url(#s)"/>`,
    `<rect x="${screen.x}" y="${screen.y}" width="${screen.width}" height="${screen.height}" rx="${screen.radius}" fill="${palette.surface}"/>`,
    // What the screen shows stays inside it, as a list scrolled under its edge does.
    `<clipPath id="scr"><rect x="${screen.x}" y="${screen.y}" width="${screen.width}" height="${screen.height}" rx="${screen.radius}"/></clipPath><g clip-path="url(#scr)">`,
    `<rect x="${screen.x + screen.width / 2 - 34}" y="${screen.y + 10}" width="68" height="20" rx="10" fill="${palette.inverseSurface}"/>`,
    pen.bold.run(time, left + 6, screen.y + 25, 12, palette.text),
    // Signal bars and a battery, on the right of the status bar.
    `<path d="M${right - 52} ${screen.y + 25}h3v-4h-3zm5 0h3v-6h-3zm5 0h3v-8h-3zm5 0h3v-10h-3z" fill="${palette.text}"/>`,
    `<rect x="${right - 28}" y="${screen.y + 15}" width="20" height="10" rx="3" fill="none" stroke="${palette.text}" stroke-width="1.4"/><rect x="${right - 26}" y="${screen.y + 17}" width="13" height="6" rx="1.5" fill="${palette.text}"/>`,
  ]
  // The list scrolls on under the screen's edge: a fade, then the home indicator over it.
  const close = [
    `<rect x="${screen.x}" y="${screen.y + screen.height - 44}" width="${screen.width}" height="44" fill="url(#fade)"/>`,
    `<rect x="${screen.x + screen.width / 2 - 44}" y="${screen.y + screen.height - 12}" width="88" height="4" rx="2" fill="${palette.inverseSurface}"/>`,
    '</g>',
  ]
  return { screen, left, right, open, close }
}

/**
 * The browser window of a narrow drawing of `size`: 8 px in from its sides and top and 18 from its
 * foot (room for the shadow), its bar, the left and right edges of what it shows, and its parts
 * so far (`browserWindow`, the address field 64 px in).
 */
export function narrowBrowserWindow(size: { width: number; height: number }) {
  const win = { x: 8, y: 8, width: size.width - 16, height: size.height - 26 }
  const bar = 30
  return { win, bar, left: win.x + 16, right: win.x + win.width - 16, parts: browserWindow(win, bar, 64) }
}

/**
 * A browser's window: its frame, clipped, and the bar with three dots and the address field with
 * its lock, `inset` px from each side. What the window shows follows; end it with `'</g>'`.
 */
export function browserWindow(win: Box, bar: number, inset = 150): string[] {
  return [
    `<clipPath id="w"><rect x="${win.x}" y="${win.y}" width="${win.width}" height="${win.height}" rx="14"/></clipPath>`,
    `<rect x="${win.x}" y="${win.y}" width="${win.width}" height="${win.height}" rx="14" fill="${palette.surface}" filter="url(#s)"/>`,
    `<g clip-path="url(#w)">`,
    `<rect x="${win.x}" y="${win.y}" width="${win.width}" height="${bar}" fill="${tones.grey.pale}"/>`,
    ...[0, 1, 2].map((i) => `<circle cx="${win.x + 18 + i * 14}" cy="${win.y + bar / 2}" r="4.5" fill="${palette.border}"/>`),
    `<rect x="${win.x + inset}" y="${win.y + 7}" width="${win.width - 2 * inset}" height="16" rx="8" fill="${palette.surface}"/>`,
    `<path d="M${win.x + inset + 12} ${win.y + 14}h7v6h-7zM${win.x + inset + 13.5} ${win.y + 14}v-2a2 2 0 0 1 4 0v2" fill="none" stroke="${palette.textMuted}" stroke-width="1.3"/>`,
    `<rect x="${win.x + inset + 26}" y="${win.y + 13}" width="${win.width - 2 * inset - 52}" height="4" rx="2" fill="${palette.border}"/>`,
  ]
}

/** The wide size of the verification result, the dashboard and the badge page: their picture box, declared in manifest/pages/screens.ts. */
export const panelSize = { width: 560, height: 400 } as const
