import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codeDigest, makingCode } from './code-digest'

const root = path.resolve(import.meta.dirname, '../..')

describe('the digest of the code that makes an entry of the cache', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'obadge-code-digest-'))
    await mkdir(path.join(dir, 'scripts'), { recursive: true })
    await mkdir(path.join(dir, 'manifest/events'), { recursive: true })
    await writeFile(path.join(dir, 'scripts/draw.ts'), "import { shape } from './shape'\nimport type { Event } from '../manifest/events/one'\nimport { x } from 'a-package'\nexport const draw = () => [shape, x]\n")
    await writeFile(path.join(dir, 'scripts/shape.ts'), 'export const shape = 1\n')
    await writeFile(path.join(dir, 'manifest/events/one.ts'), 'export type Event = { slug: string }\n')
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('covers the modules an entry module imports, every level down, but not the data an entry shows', async () => {
    const before = codeDigest(dir, ['scripts/draw.ts'])
    expect(before.files).toEqual(['scripts/draw.ts', 'scripts/shape.ts'])
    await writeFile(path.join(dir, 'manifest/events/one.ts'), 'export type Event = { slug: string; title: string }\n')
    expect(codeDigest(dir, ['scripts/draw.ts']).digest).toBe(before.digest)
    await writeFile(path.join(dir, 'scripts/shape.ts'), 'export const shape = 2\n')
    expect(codeDigest(dir, ['scripts/draw.ts']).digest).not.toBe(before.digest)
  })

  it("finds each kind's drawing code in the repository: the cards' glyphs and the posters' PDF among it", () => {
    expect(codeDigest(root, makingCode.cards).files).toEqual(expect.arrayContaining(['scripts/prerender/og-glyphs.ts', 'scripts/fonts.ts', 'src/styles/palette.ts']))
    expect(codeDigest(root, makingCode.posters).files).toEqual(expect.arrayContaining(['scripts/posters/poster-pdf.ts', 'scripts/pdf/pdf-document.ts', 'src/lib/posters/qr.ts']))
    expect(codeDigest(root, makingCode.pages).files).toEqual(expect.arrayContaining(['scripts/prerender/head-tags.ts', 'scripts/prerender/analytics.ts']))
    for (const kind of Object.values(makingCode)) expect(codeDigest(root, kind).files.filter((f) => f.startsWith('manifest/') || f.startsWith('src/generated/'))).toEqual([])
  })
})
