import { describe, expect, it } from 'vitest'
import { plainSentence } from './plain-answer'

const text = { ko: '요청이 올바르지 않습니다', en: 'The request is not valid' }

describe('a plain answer is worded in the language of its address', () => {
  it('an English page reads English, a Korean page Korean', () => {
    expect(plainSentence(text, '/eng/company?x=1')).toBe('The request is not valid.')
    expect(plainSentence(text, '/eng')).toBe('The request is not valid.')
    expect(plainSentence(text, '/kor/service')).toBe('요청이 올바르지 않습니다.')
  })

  it('an address of no language, or one that only begins like one, reads both', () => {
    for (const url of ['/%', '/english', '/korea/x', '/']) expect(plainSentence(text, url)).toBe('요청이 올바르지 않습니다. The request is not valid.')
  })
})
