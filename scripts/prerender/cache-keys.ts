import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * Bump when what an entry of the build's cache holds changes shape (build-cache.ts), so no build
 * reads an entry an older one wrote.
 */
const cacheVersion = 1

/** A key of the build's cache: the SHA-256 of its parts, each as JSON, so `['a', 'b']` and `['ab']` differ. */
export function keyOf(...parts: unknown[]): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(`${JSON.stringify(part) ?? 'undefined'}\n`)
  return hash.digest('hex')
}

/** The SHA-256 of a file's bytes. */
export const fileDigest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

/** The digest of every file under `dir`, by its path there and its bytes, in a fixed order. */
export function folderDigest(dir: string): string {
  const files = (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => statSync(path.join(dir, f)).isFile()).sort()
  return keyOf(files.map((f) => [f.split(path.sep).join('/'), fileDigest(path.join(dir, f))]))
}

/**
 * Where the dependencies are written down, most exact first: what npm installed (its record in
 * node_modules, the same for a copy of the repository that links the original's), the lockfile,
 * and, failing both, the ranges package.json asks for.
 */
const dependencyRecords = ['node_modules/.package-lock.json', 'package-lock.json', 'package.json']

/**
 * What every entry's bytes depend on beside its own inputs: the cache's shape, Node (its brotli and
 * zlib compress; it runs the renderer) and the dependencies as installed (React's server
 * renderer, which the SSR bundle imports, resvg, pdf-lib, the fonts).
 */
export function toolchainKey(root: string): string {
  const record = dependencyRecords.map((file) => path.join(root, file)).find((file) => existsSync(file))
  return keyOf(cacheVersion, process.versions.node, process.versions.brotli, process.versions.zlib, record && fileDigest(record))
}
