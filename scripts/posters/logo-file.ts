/**
 * What a partner's logo file must be before an entry may name it (`npm run new:event` checks;
 * the page shows it in an `<img>`, the posters draw it). Decided here, stated in the README:
 * - SVG or PNG by its content, not only its name: a JPEG renamed `.png` is refused;
 * - at most 200 kB: it loads on every visit of the page, on a phone in the hall;
 * - a PNG at least 100 px on its shorter side (sharp at the page's logo height on a 2x screen)
 *   and at most 4,000 px on its longer;
 * - no wider or taller than 8 : 1, which at the logo's height would be a thread;
 * - an SVG with no script, event handler or outside file: it is served from our own origin, and
 *   the posters' renderer reads nothing from the network.
 */
export const logoLimits = { maxBytes: 200_000, minPngSide: 100, maxPngSide: 4000, maxAspect: 8 } as const

export type LogoImage = { format: 'svg' | 'png'; width: number; height: number; hasText: boolean }

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** Width and height of a PNG from its header (IHDR), or undefined if the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (buffer.length < 24 || !buffer.subarray(0, 8).equals(PNG_SIGNATURE) || buffer.toString('latin1', 12, 16) !== 'IHDR') return undefined
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) }
}

/** The `<svg …>` start tag of an SVG document (after any XML declaration, comment or doctype). */
function svgStartTag(text: string): string | undefined {
  const prolog = /^\uFEFF?\s*(?:(?:<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/.exec(text)![0]
  const tag = /^<svg\b[^>]*>/.exec(text.slice(prolog.length))?.[0]
  return tag && /\bxmlns\s*=\s*["']http:\/\/www\.w3\.org\/2000\/svg["']/.test(tag) ? tag : undefined
}

/** The drawing size an SVG declares: its viewBox, else its width and height in user units. */
function svgSize(tag: string): { width: number; height: number } | undefined {
  const viewBox = /\bviewBox\s*=\s*["']([^"']*)["']/.exec(tag)?.[1]?.trim().split(/[\s,]+/).map(Number)
  if (viewBox?.length === 4 && viewBox.every(Number.isFinite)) return { width: viewBox[2]!, height: viewBox[3]! }
  const attribute = (name: string) => Number(new RegExp(`\\b${name}\\s*=\\s*["']\\s*([\\d.]+)(?:px)?\\s*["']`).exec(tag)?.[1])
  const [width, height] = [attribute('width'), attribute('height')]
  return width > 0 && height > 0 ? { width, height } : undefined
}

/** What is wrong with a logo file's bytes (empty when nothing), and what it is. */
export function inspectLogo(bytes: Uint8Array, name: string): { problems: string[]; image?: LogoImage } {
  const problems: string[] = []
  if (bytes.byteLength > logoLimits.maxBytes) problems.push(`${name}: ${Math.ceil(bytes.byteLength / 1000)} kB, at most ${logoLimits.maxBytes / 1000} kB (export it smaller or as SVG)`)
  const extension = /\.(svg|png)$/.exec(name)?.[1]
  let image: LogoImage | undefined
  const png = pngSize(bytes)
  if (png) {
    image = { format: 'png', ...png, hasText: false }
    const [short, long] = [Math.min(png.width, png.height), Math.max(png.width, png.height)]
    if (short < logoLimits.minPngSide) problems.push(`${name}: ${png.width} x ${png.height} px, want at least ${logoLimits.minPngSide} px on the shorter side (or an SVG)`)
    if (long > logoLimits.maxPngSide) problems.push(`${name}: ${png.width} x ${png.height} px, want at most ${logoLimits.maxPngSide} px on the longer side`)
  } else {
    const text = Buffer.from(bytes).toString('utf8')
    const tag = svgStartTag(text)
    const size = tag && svgSize(tag)
    if (!tag) problems.push(`${name}: neither a PNG nor an SVG (<svg xmlns="http://www.w3.org/2000/svg">) by its content`)
    else if (!size) problems.push(`${name}: the <svg> element gives no viewBox (or width and height), so its proportions are unknown`)
    else image = { format: 'svg', ...size, hasText: /<text\b/.test(text) }
    if (/<script\b|\son[a-z]+\s*=/i.test(text)) problems.push(`${name}: holds a script or an event handler; a logo is a picture`)
    if (/\bhref\s*=\s*["'](?!#|data:)/i.test(text)) problems.push(`${name}: refers to an outside file; embed it or leave it out`)
  }
  if (image && extension && image.format !== extension) problems.push(`${name}: named .${extension} but holds a ${image.format.toUpperCase()}`)
  if (image) {
    const aspect = Math.max(image.width / image.height, image.height / image.width)
    if (aspect > logoLimits.maxAspect) problems.push(`${name}: ${round(aspect)} : 1, at most ${logoLimits.maxAspect} : 1`)
  }
  return image ? { problems, image } : { problems }
}

const round = (n: number) => Math.round(n * 10) / 10
