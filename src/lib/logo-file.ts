import { apiLimits } from '../generated/api-rules.gen'

/**
 * What a partner's logo file must be before an entry may name it: one set of checks for
 * `npm run new:event` (scripts/posters/logo-file.ts words them for a maintainer), the API's
 * `requestPartnerEvent` (server/api/messages.ts words them for the partner, in both languages)
 * and the request form. The figures are the contract's (api.yaml `x-obadge-limits`, `logo*`):
 * - SVG or PNG by its content, never by its name: a JPEG renamed `.png` is refused;
 * - at most `logoMaxBytes`: it loads on every visit of the page, on a phone in the hall;
 * - a PNG at least `logoMinPngSide` px on its shorter side (sharp at the page's logo height on a
 *   2x screen) and at most `logoMaxPngSide` px on its longer;
 * - no wider or taller than `logoMaxAspect` : 1, which at the logo's height would be a thread;
 * - an SVG with no script, event handler, `javascript:` address, entity declaration or
 *   reference to anything outside itself (only `#` fragments): it is served from our own origin,
 *   and the posters' renderer reads nothing from the network.
 * Plain bytes in (`Uint8Array`), no Node API, so the browser can run the same checks.
 */
export const logoLimits = {
  maxBytes: apiLimits.logoMaxBytes,
  minPngSide: apiLimits.logoMinPngSide,
  maxPngSide: apiLimits.logoMaxPngSide,
  maxAspect: apiLimits.logoMaxAspect,
} as const

export type LogoImage = { format: 'svg' | 'png'; width: number; height: number; hasText: boolean }

/** One reason a logo is refused, with the figures its wording needs. */
export type LogoProblem =
  | { kind: 'tooBig'; bytes: number }
  | { kind: 'notImage' }
  | { kind: 'noProportions' }
  | { kind: 'pngTooSmall'; width: number; height: number }
  | { kind: 'pngTooLarge'; width: number; height: number }
  | { kind: 'tooThin'; aspect: number }
  | { kind: 'wrongName'; extension: string; format: LogoImage['format'] }
  | { kind: 'script' }
  | { kind: 'eventHandler'; attribute: string }
  | { kind: 'javascriptUrl' }
  | { kind: 'entity' }
  | { kind: 'outsideReference'; reference: string }

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** Width and height of a PNG from its header (IHDR), or undefined if the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.byteLength < 24 || PNG_SIGNATURE.some((byte, i) => bytes[i] !== byte)) return undefined
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

/** The `<svg …>` start tag of an SVG document (after any XML declaration, comment or doctype). */
function svgStartTag(text: string): string | undefined {
  const prolog = /^\uFEFF?\s*(?:(?:<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*/.exec(text)![0]
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

/**
 * What in an SVG's text could run, or fetch, anything. The first of each kind is reported, in the
 * order a partner would fix them. An address inside the file (`href="#shape"`, `url(#fade)`) is
 * the only reference allowed: `data:` too is refused, since a data address can hold another SVG
 * with a script, or an HTML page.
 */
function svgHazards(text: string): LogoProblem[] {
  const problems: LogoProblem[] = []
  if (/<script\b/i.test(text)) problems.push({ kind: 'script' })
  const handler = /[\s/"']((?:[a-z-]+:)?on[a-z]+)\s*=/i.exec(text)?.[1]
  if (handler) problems.push({ kind: 'eventHandler', attribute: handler })
  if (/j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t\s*:/i.test(text)) problems.push({ kind: 'javascriptUrl' })
  // An entity can spell any of the above where these checks do not see it.
  if (/<!ENTITY\b/i.test(text)) problems.push({ kind: 'entity' })
  const reference =
    /[\s:](?:href|src)\s*=\s*["']\s*((?!#)[^"']*)["']/i.exec(text)?.[1] ?? /url\(\s*["']?\s*((?!#)[^)"']*)/i.exec(text)?.[1] ?? /@import\s+(["']?[^;\s]*)/i.exec(text)?.[1]
  if (reference !== undefined && !problems.some((p) => p.kind === 'javascriptUrl')) problems.push({ kind: 'outsideReference', reference: reference.slice(0, 60) })
  return problems
}

/**
 * What is wrong with a logo file's bytes (nothing when it is fine), and what it is. `name`, when
 * given, must end in the format the bytes hold (the interactive command names the file itself).
 */
export function logoProblems(bytes: Uint8Array, name?: string): { problems: LogoProblem[]; image?: LogoImage } {
  const problems: LogoProblem[] = []
  if (bytes.byteLength > logoLimits.maxBytes) problems.push({ kind: 'tooBig', bytes: bytes.byteLength })
  const extension = name === undefined ? undefined : /\.(svg|png)$/.exec(name)?.[1]
  let image: LogoImage | undefined
  const png = pngSize(bytes)
  if (png) {
    image = { format: 'png', ...png, hasText: false }
    if (Math.min(png.width, png.height) < logoLimits.minPngSide) problems.push({ kind: 'pngTooSmall', ...png })
    if (Math.max(png.width, png.height) > logoLimits.maxPngSide) problems.push({ kind: 'pngTooLarge', ...png })
  } else {
    const text = new TextDecoder().decode(bytes)
    const tag = svgStartTag(text)
    const size = tag && svgSize(tag)
    if (!tag) problems.push({ kind: 'notImage' })
    else if (!size) problems.push({ kind: 'noProportions' })
    else image = { format: 'svg', ...size, hasText: /<text\b/.test(text) }
    if (tag) problems.push(...svgHazards(text))
  }
  if (image && extension && image.format !== extension) problems.push({ kind: 'wrongName', extension, format: image.format })
  if (image) {
    const aspect = Math.max(image.width / image.height, image.height / image.width)
    if (aspect > logoLimits.maxAspect) problems.push({ kind: 'tooThin', aspect: Math.round(aspect * 10) / 10 })
  }
  return image ? { problems, image } : { problems }
}
