import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { BuildCache } from './build-cache'
import { keyOf } from './cache-keys'
import { mapLimited } from './map-limited'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Text files worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|svg|xml|txt|json|webmanifest)$/

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? (e.name === 'nginx' || e.name === '.vite' ? [] : filesUnder(path.join(dir, e.name))) : [path.join(dir, e.name)])),
  )
  return nested.flat()
}

/**
 * The build's cache of compressed copies, by the bytes they compress (`shared`: what else they
 * depend on, the toolchain and this file's settings: code-digest.ts). A page taken from the cache
 * is the same bytes as before, and so are its copies.
 */
export type CompressionCache = { cache: BuildCache; shared: string }

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file
 * of the build, when they are smaller, so the Node server and nginx (`gzip_static`) send them
 * as they are: the best compression, at no cost per request. With `cached`, a file compressed by
 * an earlier build gets its copies from the cache (`reused` counts them).
 */
export async function precompress(dist: string, cached?: CompressionCache): Promise<{ files: number; bytes: number; brotliBytes: number; reused: number }> {
  const files = (await filesUnder(dist)).filter((f) => COMPRESSIBLE.test(f))
  const sizes = await mapLimited(files, (file) => compressBeside(file, cached))
  return {
    files: files.length,
    bytes: sizes.reduce((sum, s) => sum + s.bytes, 0),
    brotliBytes: sizes.reduce((sum, s) => sum + Math.min(s.brotliBytes, s.bytes), 0),
    reused: sizes.filter((s) => s.reused).length,
  }
}

/** One file's `.br` and `.gz` siblings, as `precompress` writes them (the bench reuses it for its no-script copies). */
export async function compressBeside(file: string, cached?: CompressionCache): Promise<{ bytes: number; brotliBytes: number; reused: boolean }> {
  const content = await readFile(file)
  const name = cached && keyOf(cached.shared, createHash('sha256').update(content).digest('hex'))
  if (cached && name) {
    const [brotliBytes, gzipBytes] = await Promise.all([cached.cache.sizeOf('compressed', `${name}.br`), cached.cache.sizeOf('compressed', `${name}.gz`)])
    if (brotliBytes !== undefined && gzipBytes !== undefined) {
      if (brotliBytes < content.length) await cached.cache.copyTo('compressed', `${name}.br`, `${file}.br`)
      if (gzipBytes < content.length) await cached.cache.copyTo('compressed', `${name}.gz`, `${file}.gz`)
      return { bytes: content.length, brotliBytes, reused: true }
    }
  }
  const [br, gzipped] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gz(content, { level: 9 }),
  ])
  if (br.length < content.length) await writeFile(`${file}.br`, br)
  if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped)
  // Both kept, whatever their size: a later build decides by the same rule.
  if (cached && name) await Promise.all([cached.cache.put('compressed', `${name}.br`, br), cached.cache.put('compressed', `${name}.gz`, gzipped)])
  return { bytes: content.length, brotliBytes: br.length, reused: false }
}
