import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { CacheKind } from './build-cache'
import { fileDigest, keyOf, toolchainKey } from './cache-keys'

/**
 * The folders of the site's data, as STYLE.md draws it (manifest/, the dictionaries, and what
 * codegen writes of them): not code. An artefact's key holds the data it is drawn from (a card's
 * text, a page's event), so a new entry does not touch the key of what does not show it.
 */
const dataFolders = ['manifest/', 'src/i18n/', 'src/generated/']

/**
 * The digest of the code that draws an artefact: `entries` and every module of the repository
 * they import, transitively (static, dynamic and type imports, re-exports), but the site's data.
 * Packages are the toolchain's (`toolchainKey`). Returns the files too, for a test to read.
 */
export function codeDigest(root: string, entries: readonly string[]): { digest: string; files: string[] } {
  const seen = new Set<string>()
  const visit = (file: string) => {
    const relative = path.relative(root, file).split(path.sep).join('/')
    if (seen.has(relative) || dataFolders.some((folder) => relative.startsWith(folder))) return
    seen.add(relative)
    const text = readFileSync(file, 'utf8')
    for (const [, , specifier] of text.matchAll(importSpecifiers)) {
      const imported = specifier!.startsWith('.') ? resolveModule(path.resolve(path.dirname(file), specifier!.replace(/\?.*$/, ''))) : undefined
      if (imported) visit(imported)
    }
  }
  for (const entry of entries) visit(path.resolve(root, entry))
  const files = [...seen].sort()
  return { digest: keyOf(files.map((f) => [f, fileDigest(path.join(root, f))])), files }
}

/**
 * What a module imports: `from '…'` (imports and re-exports, types included), `import('…')` and
 * `import '…'`. A regular expression, not TypeScript's parser, which took longer to load than the
 * rest of the prerender's start; one in a comment only adds a file to the digest, never drops one.
 */
const importSpecifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\1/g

/** The file a relative import names, as Vite and tsx find it (`./x` is `./x.ts`, `./x.tsx` or `./x/index.ts`; `./x.js` may be `./x.ts`). */
export function resolveModule(base: string): string | undefined {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx'), base.replace(/\.js$/, '.ts')]
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
}

/**
 * The modules that make each kind of the cache's entries (build-cache.ts); `codeDigest` follows
 * their imports. A page is made by the prerender (its head tags, analytics, the cache itself) as
 * well as by the SSR bundle, which its key holds whole (page-key.ts).
 */
export const makingCode = {
  pages: ['scripts/prerender/main.ts'],
  compressed: ['scripts/prerender/compress.ts'],
  cards: ['scripts/prerender/og-card.ts', 'scripts/prerender/og-glyphs.ts'],
  posters: ['scripts/posters/write-posters.ts'],
  faces: ['scripts/prerender/event-faces.ts'],
} as const satisfies Record<CacheKind, readonly string[]>

/** The shared part of each kind's keys: its kind, the toolchain (cache-keys.ts) and the code that makes it. */
export function sharedKeys(root: string): Record<CacheKind, string> {
  const toolchain = toolchainKey(root)
  const kinds = Object.keys(makingCode) as CacheKind[]
  return Object.fromEntries(kinds.map((kind) => [kind, keyOf(kind, toolchain, codeDigest(root, makingCode[kind]).digest)])) as Record<CacheKind, string>
}
