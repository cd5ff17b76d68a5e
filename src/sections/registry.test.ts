import { readdir } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { sectionComponents } from '../generated/sections.gen'

describe('the generated section registry', () => {
  it('loads a component for every section folder, and lists nothing else', async () => {
    const folders = (await readdir(import.meta.dirname, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name)
    expect(Object.keys(sectionComponents).sort()).toEqual(folders.sort())
    for (const load of Object.values(sectionComponents)) expect(typeof (await load()).default).toBe('function')
  })
})
