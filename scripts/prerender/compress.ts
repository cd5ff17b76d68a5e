import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

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
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file
 * of the build, when they are smaller, so the Node server and nginx (`gzip_static`) send them
 * as they are: the best compression, at no cost per request.
 */
export async function precompress(dist: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = (await filesUnder(dist)).filter((f) => COMPRESSIBLE.test(f))
  const sizes = await Promise.all(files.map(compressBeside))
  return {
    files: files.length,
    bytes: sizes.reduce((sum, s) => sum + s.bytes, 0),
    brotliBytes: sizes.reduce((sum, s) => sum + Math.min(s.brotliBytes, s.bytes), 0),
  }
}

/** One file's `.br` and `.gz` siblings, as `precompress` writes them (the bench reuses it for its no-script copies). */
export async function compressBeside(file: string): Promise<{ bytes: number; brotliBytes: number }> {
  const content = await readFile(file)
  const [br, gzipped] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gz(content, { level: 9 }),
  ])
  if (br.length < content.length) await writeFile(`${file}.br`, br)
  if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped)
  return { bytes: content.length, brotliBytes: br.length }
}
