import type { Glyphs } from '../prerender/og-card'

/**
 * A badge's label as outlines, so that drawing the artwork reads no font. resvg loads a face for
 * every picture that sets text, 6 MB each time: for ten badges most of the posters' cost. The
 * glyphs come from one pass over the face for all the artwork (og-glyphs.ts, bold).
 *
 * Only the plain kind of text our artwork uses (src/lib/event-badge/art.ts): a `<text>` with a
 * bold weight, a position, a size, an anchor, letter spacing and a fill, holding characters only.
 * Anything else (a tspan, a transform, a style sheet, another weight) leaves the file to resvg.
 */
const TEXT = /<text\b([^>]*)>([^<]*)<\/text>/g
const HANDLED = new Set(['x', 'y', 'font-size', 'font-weight', 'font-family', 'text-anchor', 'letter-spacing', 'fill'])

type PlainText = { attributes: Record<string, string>; content: string; source: string }

function plainTexts(svg: string): PlainText[] | undefined {
  if (/<style\b|<tspan\b|<textPath\b/.test(svg)) return undefined
  const texts = [...svg.matchAll(TEXT)].map(([source, attrs, content]) => ({
    source: source!,
    attributes: Object.fromEntries([...attrs!.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)].map(([, name, value]) => [name!, value!])),
    content: decodeXml(content!),
  }))
  if (texts.length !== (svg.match(/<text\b/g) ?? []).length) return undefined
  const plain = texts.every(({ attributes: a }) =>
    Object.keys(a).every((name) => HANDLED.has(name)) &&
    /^(bold|[6-9]00)$/.test(a['font-weight'] ?? '') &&
    ['x', 'y', 'font-size', 'letter-spacing'].every((name) => a[name] === undefined || /^-?[\d.]+(px)?$/.test(a[name]!)) &&
    ['start', 'middle', 'end', undefined].includes(a['text-anchor']),
  )
  return plain ? texts : undefined
}

/** The characters an SVG's plain text sets (empty when it has none, or text this file leaves to resvg). */
export function plainTextChars(svg: string): string {
  return (plainTexts(svg) ?? []).map((t) => t.content).join('')
}

/** The SVG with every text element as outlines, or undefined when its text is not the plain kind. */
export function withOutlinedText(svg: string, glyphs: Glyphs): string | undefined {
  const texts = plainTexts(svg)
  if (!texts || texts.length === 0) return undefined
  let result = svg
  for (const { source, attributes: a, content } of texts) {
    const size = parseFloat(a['font-size'] ?? '16')
    const spacing = parseFloat(a['letter-spacing'] ?? '0') / size
    const chars = [...content]
    if (chars.some((c) => !glyphs.has(c))) return undefined
    let pen = 0
    const paths = chars.map((char) => {
      const glyph = glyphs.get(char)!
      const path = glyph.d ? `<path transform="translate(${round(pen * 1000)} 0)" d="${glyph.d}"/>` : ''
      pen += glyph.advance + spacing
      return path
    })
    const width = pen * size
    const anchor = a['text-anchor'] === 'middle' ? width / 2 : a['text-anchor'] === 'end' ? width : 0
    const x = parseFloat(a.x ?? '0') - anchor
    const fill = a.fill ? ` fill="${a.fill}"` : ''
    result = result.replace(source, `<g transform="translate(${round(x)} ${parseFloat(a.y ?? '0')}) scale(${size / 1000})"${fill}>${paths.join('')}</g>`)
  }
  return result
}

const round = (n: number) => Math.round(n * 100) / 100

function decodeXml(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
}
