import { describe, expect, it } from 'vitest'
import { sectionTypes } from '../../manifest/sections/index.gen'
import { sectionComponents } from '../generated/sections.gen'

describe('the generated section registry', () => {
  it('has a component for every section type of the manifest, and nothing else', async () => {
    expect(Object.keys(sectionComponents).sort()).toEqual(Object.keys(sectionTypes).sort())
    for (const load of Object.values(sectionComponents)) expect(typeof (await load()).default).toBe('function')
  })
})
