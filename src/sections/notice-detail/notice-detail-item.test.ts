import { describe, expect, it } from 'vitest'
import { describe as describeNotice, pageItem } from './notice-detail-item'

type Section = Parameters<typeof pageItem>[0]
const text = { id: 1, type: '1', date: '2022-06-30', title: 'Login address changed', paragraphs: ['Greetings from the test.', 'The wallet moves on 7 July 2022.'] } as const
const banner = {
  id: 2,
  type: '2',
  date: '2022-08-10',
  title: 'How to receive your badge',
  banner: { headline: 'Getting a test badge', lines: ['From the e\u2060-\u2060mail to your wallet', 'Three minutes!'], links: [] },
} as const
const section = { type: 'notice-detail', notices: [text, banner] } as unknown as Section

describe('a notice as a page of its own', () => {
  it('is the notice its id names: its title, its text as the description, its id for the address, the start of its Seoul day', () => {
    expect(pageItem(section, { id: 1 })).toEqual({
      title: 'Login address changed',
      description: 'Greetings from the test. The wallet moves on 7 July 2022.',
      query: '?id=1',
      published: '2022-06-30T00:00:00+09:00',
    })
  })

  it("describes a banner notice by its headline and lines, as plain sentences", () => {
    expect(pageItem(section, { id: 2 })?.description).toBe('Getting a test badge. From the e-mail to your wallet. Three minutes!')
  })

  it('is none for no id, an unknown one, or one the router could not read as a number', () => {
    for (const id of [undefined, 999, 'abc', '1']) expect(pageItem(section, { id }), String(id)).toBeNull()
  })

  it('cuts a long text at a word, within what search results show', () => {
    const long = describeNotice({ ...text, paragraphs: ['word '.repeat(60).trim()] } as never)
    expect(long.length).toBeLessThanOrEqual(150)
    expect(long).toMatch(/ word…$/)
  })
})
