import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { keptOrMade } from './kept-outputs'

describe("codegen's kept outputs", () => {
  let root: string
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'obadge-kept-'))
  })
  afterAll(() => rm(root, { recursive: true, force: true }))

  it('makes once per set of inputs, and gives the same outputs back to the next run', async () => {
    let made = 0
    const make = async () => new Map([['src/a.ts', `made ${++made}`]])
    expect(await keptOrMade(root, 'step', ['one'], make)).toEqual(new Map([['src/a.ts', 'made 1']]))
    expect(await keptOrMade(root, 'step', ['one'], make)).toEqual(new Map([['src/a.ts', 'made 1']]))
    // Another input, or the same text split otherwise, is another set.
    expect(await keptOrMade(root, 'step', ['two'], make)).toEqual(new Map([['src/a.ts', 'made 2']]))
    expect(await keptOrMade(root, 'step', ['o', 'ne'], make)).toEqual(new Map([['src/a.ts', 'made 3']]))
    expect(await keptOrMade(root, 'other', ['one'], make)).toEqual(new Map([['src/a.ts', 'made 4']]))
  })

  it('keeps the newest six sets of a step, and no half-written file', async () => {
    const make = async () => new Map([['out', 'x']])
    for (let i = 0; i < 9; i++) await keptOrMade(root, 'many', [String(i)], make)
    const files = await readdir(path.join(root, 'node_modules/.cache/obadge-codegen'))
    expect(files.filter((f) => f.startsWith('many-'))).toHaveLength(6)
    expect(files.filter((f) => f.endsWith('.partial'))).toEqual([])
  })
})
