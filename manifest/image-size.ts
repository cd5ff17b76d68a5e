import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const sitePublicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public')

export type ImageSize = { width: number; height: number }

/**
 * The intrinsic size of an SVG or PNG of `public/` (its address on the site, `/partners/x.svg`),
 * so the page can give its <img> a width and height and reserve the space before it arrives.
 * An SVG's `width`/`height` in pixels, else its `viewBox`; a PNG's header. Throws a sentence
 * naming what is wrong: the manifest turns it into the entry's error.
 */
export function imageSize(address: string, publicDir = sitePublicDir): ImageSize {
  const file = path.join(publicDir, address)
  let bytes: Buffer
  try {
    bytes = readFileSync(file)
  } catch {
    throw new Error(`no file public${address}`)
  }
  const size = address.endsWith('.png') ? pngSize(bytes) : svgSize(bytes.toString('utf8'))
  if (!size) throw new Error(`public${address}: cannot read its width and height`)
  return size
}

/** A PNG's width and height: big-endian, at bytes 16 and 20 of its IHDR chunk, which comes first. */
function pngSize(bytes: Buffer): ImageSize | null {
  const signature = '89504e470d0a1a0a'
  if (bytes.length < 24 || bytes.subarray(0, 8).toString('hex') !== signature || bytes.toString('latin1', 12, 16) !== 'IHDR') return null
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

function svgSize(text: string): ImageSize | null {
  const root = /<svg\b[^>]*>/.exec(text)?.[0]
  if (!root) return null
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1]
  const pixels = (value: string | undefined) => (value && /^\d+(\.\d+)?(px)?$/.test(value) ? Math.round(parseFloat(value)) : undefined)
  const width = pixels(attribute('width'))
  const height = pixels(attribute('height'))
  if (width && height) return { width, height }
  const box = attribute('viewBox')?.trim().split(/[\s,]+/).map(Number)
  if (box?.length === 4 && box[2]! > 0 && box[3]! > 0) return { width: Math.round(box[2]!), height: Math.round(box[3]!) }
  return null
}
