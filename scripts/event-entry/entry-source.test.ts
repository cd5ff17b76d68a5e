import { describe, expect, it } from 'vitest'
import { entrySource } from './entry-source'

/** The object a written entry defines, read back by running its source. */
function readBack(source: string): unknown {
  const body = source.replace(/^import .*\n/, '').replace(/export const \w+ = /, 'return ')
  return new Function('defineEvent', body)((entry: unknown) => entry)
}

describe('an entry written as TypeScript', () => {
  const entry = {
    slug: 'newpartner',
    title: { ko: '새 파트너의 "서밋"', en: "New Partner's Summit" },
    description: { ko: '줄\\바꿈 없이, 따옴표 \' 와 " 둘 다', en: 'A sentence long enough that the pair cannot stay on one line of one hundred and twenty.' },
    partner: { name: { ko: '새 파트너', en: 'New Partner' }, logo: '/partners/newpartner.svg', url: undefined },
    sendsLanguage: undefined,
  }
  const source = entrySource('newpartner', entry)

  it('defines the same object, leaving out what is undefined', () => {
    expect(readBack(source)).toEqual({ ...entry, partner: { name: entry.partner.name, logo: entry.partner.logo } })
    expect(source).not.toContain('undefined')
  })

  it('reads like the hand-written entries: short pairs on one line, long ones over several', () => {
    expect(source).toContain(`  title: { ko: '새 파트너의 "서밋"', en: "New Partner's Summit" },\n`)
    expect(source).toContain("  description: {\n    ko: '줄\\\\바꿈 없이, 따옴표 \\' 와 \" 둘 다',\n")
    expect(source).toContain("  partner: { name: { ko: '새 파트너', en: 'New Partner' }, logo: '/partners/newpartner.svg' },\n")
  })
})
