import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESCRIPTION_MAX_LENGTH } from '../manifest/schema/text'
import { copyRepo, type RepoCopy } from './test-support/repo-copy'

/** A built file's content hash in a name that refers to it (`home-page.gen-CEEiLdxh.js`). */
const withoutHash = /-[\w-]{8}\.(js|css|woff2)\b/g

/** A Vite manifest chunk, as far as this test reads it. */
type Chunk = { file: string; imports?: string[]; dynamicImports?: string[] }

/**
 * The gzipped size of the JavaScript every page starts with: the client entry, its start-up
 * steps (its dynamic imports: React DOM, the app with the route tree and the route index) and
 * what they import, with the content hashes of the files they name taken out. `codegen` runs after a manifest change; the copy's own generated files are the
 * committed ones, up to date (`check:codegen`), so the baseline builds without it.
 */
async function startupGzipBytes(copy: RepoCopy, { codegen = true } = {}): Promise<number> {
  if (codegen) await copy.codegen()
  await copy.buildClient()
  const dist = path.join(copy.dir, 'dist')
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>
  const entryKey = 'src/app/entry-client.tsx'
  const files = new Set<string>()
  const walk = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) walk(imported)
  }
  for (const key of [entryKey, ...(manifest[entryKey]?.dynamicImports ?? [])]) walk(key)
  if (files.size < 2) throw new Error('no start-up chunks in dist/.vite/manifest.json')
  // Content hashes out: a page chunk whose content changed (a new page's route) has a new name,
  // which the route tree's import of it carries.
  const sizes = await Promise.all([...files].map(async (file) => gzipSync((await readFile(path.join(dist, file), 'utf8')).replace(withoutHash, '-HASH.$1')).length))
  return sizes.reduce((sum, bytes) => sum + bytes, 0)
}

/** Text no one would compress away: every sentence differs. */
const longText = (n: number, lang: string) =>
  Array.from({ length: n }, (_, i) => `${lang} paragraph ${i}: ${Math.sin(i + 1).toString(36).repeat(12)}`)

const fixturePage = `import { definePage } from '../schema/page'

export const fixtureLong = definePage({
  id: 'FixtureLongPage',
  path: 'fixture-long',
  title: { ko: ${JSON.stringify(longText(6, '긴 제목').join(' '))}, en: ${JSON.stringify(longText(6, 'long title').join(' '))} },
  description: { ko: ${JSON.stringify(longText(2, '설명').join(' ').slice(0, DESCRIPTION_MAX_LENGTH))}, en: ${JSON.stringify(longText(2, 'about').join(' ').slice(0, DESCRIPTION_MAX_LENGTH))} },
  sections: [${longText(40, 'x')
    .map((_, i) => `{ type: 'text', heading: { ko: '제목 ${i}', en: 'Heading ${i}' }, paragraphs: [{ ko: ${JSON.stringify(longText(3, 'ko').join(' ') + i)}, en: ${JSON.stringify(longText(3, 'en').join(' ') + i)} }] }`)
    .join(',\n    ')}],
})
`

// Issue "the house before the content": page content must load with its page, not in the entry.
// An event page adds not a byte to any chunk: new-event.test.ts builds its copy before and after
// its entries and finds the client build's manifest, every chunk named by its content's hash, the
// same (this file built a copy of its own for it).
describe('the start-up chunks hold only what every page needs', () => {
  let copy: RepoCopy
  let baseline: number
  // Builds of a copy, bounded by their work (a client build: 20-60 s on two quiet cores, five times
  // that beside other builds); the limit only catches a hang, so a busy machine cannot fail them.
  const hangLimitMs = 600_000
  beforeAll(async () => {
    copy = await copyRepo()
    baseline = await startupGzipBytes(copy, { codegen: false })
  }, hangLimitMs)
  afterAll(() => copy?.remove())

  it('grows by less than 0.3 kB gzipped when a page with long text is added', async () => {
    await writeFile(path.join(copy.dir, 'manifest/pages/fixture-long.ts'), fixturePage)
    const index = path.join(copy.dir, 'manifest/pages/index.ts')
    const source = await readFile(index, 'utf8')
    await writeFile(
      index,
      `import { fixtureLong } from './fixture-long'\n${source.replace('  notFound,\n] as const', '  notFound,\n  fixtureLong,\n] as const')}`,
    )
    const withPage = await startupGzipBytes(copy)
    // The page's text is in its content module of each language, which its route's loader imports.
    expect(await readFile(path.join(copy.dir, 'src/generated/pages/fixture-long-page.en.gen.ts'), 'utf8')).toContain('Heading 39')
    console.info(`start-up chunks: ${baseline} B gzip, with the page: ${withPage} B`)
    expect(withPage - baseline).toBeLessThan(300)
  }, hangLimitMs)
})
