import { describe, expect, it } from 'vitest'
import { holdsSamples } from './brand'

/** Values a provider could really hold: nothing under .example, a phone with real digits. */
const real = {
  supportEmail: 'help@badges.co.kr',
  supportPhone: '02-1234-5678',
  address: { ko: '서울특별시 중구 세종대로 110, 3층', en: '3F, 110 Sejong-daero, Jung-gu, Seoul' },
  answerTime: { ko: '영업일 기준 하루 안에', en: 'Within one working day' },
  external: { blog: 'https://blog.badges.co.kr/', verify: 'https://verify.badges.co.kr/' },
}

describe('the placeholder flag (the footer says the values are samples while it is up)', () => {
  it('is down once every value is real', () => {
    expect(holdsSamples(real)).toBe(false)
  })

  it.each([
    ['an e-mail address under .example', { supportEmail: 'support@obadge.example' }],
    ['one external site under .example', { external: { ...real.external, blog: 'https://blog.obadge.example/' } }],
    ['a telephone number of zeros', { supportPhone: '02-0000-0000' }],
    ['an address that says it is a sample', { address: { ...real.address, en: '0F, 00 Sejong-daero (sample address)' } }],
    ['an address that says so in Korean', { address: { ...real.address, ko: '서울특별시 중구 (예시 주소)' } }],
    ['an answer time that says it is a sample', { answerTime: { ...real.answerTime, en: 'Within one working day (sample)' } }],
  ])('is up while one value is still a sample: %s', (_case, sample) => {
    expect(holdsSamples({ ...real, ...sample })).toBe(true)
  })
})
