import { describe, expect, it } from 'vitest'
import { dictionaryPairs, foreignTexts, pageLocale, pairsIn, startupScripts, textsInScript } from './one-language-rules'

describe('the texts in two languages', () => {
  it('are every { ko, en } pair of strings at any depth, and the dictionaries key by key', () => {
    const manifest = { title: { ko: '제목', en: 'Title' }, list: [{ label: { ko: '링크', en: 'A link' } }], file: { ko: { src: 'a' }, en: { src: 'b' } } }
    expect(pairsIn(manifest)).toEqual([{ ko: '제목', en: 'Title' }, { ko: '링크', en: 'A link' }])
    expect(dictionaryPairs({ shell: { home: '홈', skip: '건너뛰기' } }, { shell: { home: 'Home', skip: 'Skip to content' } })).toEqual([
      { ko: '홈', en: 'Home' },
      { ko: '건너뛰기', en: 'Skip to content' },
    ])
  })
})

describe("the other language's texts a page must not carry", () => {
  const pairs = [
    { ko: '시험 창구에 쓰기', en: 'Write to the test desk' },
    { ko: '홈', en: 'Home' },
    { ko: 'oBadge', en: 'oBadge' },
    { ko: '한국어', en: 'Korean' },
  ]
  it("are the other side of each pair: Korean always, English of two words or more, neither a name the same in both nor a language's own name", () => {
    expect(foreignTexts(pairs, 'ko', ['한국어', 'English'])).toEqual(['Write to the test desk'])
    expect(foreignTexts(pairs, 'en', ['한국어', 'English'])).toEqual(['시험 창구에 쓰기', '홈'])
  })

  it('are found as whole string literals, joiners and no-break spaces written as escapes or not', () => {
    const texts = ['Write to the test desk', '3.0\u2060을 받는 법', 'Read\u00a0more']
    expect(textsInScript('const a={label:"Write to the test desk"}', texts)).toEqual(['Write to the test desk'])
    expect(textsInScript("x('3.0\\u2060을 받는 법')", texts)).toEqual(['3.0\u2060을 받는 법'])
    expect(textsInScript('y=`Read\\xa0more`', texts)).toEqual(['Read\u00a0more'])
    // Inside a longer literal, or in code, the words are not that text.
    expect(textsInScript('z="Write to the test desk today";Write to the test desk', texts)).toEqual([])
  })
})

describe('a prerendered page', () => {
  const html = '<!DOCTYPE html><html lang="en"><head><link rel="modulepreload" href="/assets/a.js" fetchPriority="low"/><link rel="stylesheet" href="/assets/b.css"/></head><body><script type="module" src="/assets/entry.js"></script></body></html>'
  it('starts with its module script and the modules it preloads, and is written in the language of <html lang>', () => {
    expect(startupScripts(html)).toEqual(['/assets/entry.js', '/assets/a.js'])
    expect(pageLocale(html)).toBe('en')
    expect(pageLocale('<html lang="fr">')).toBeUndefined()
  })
})
