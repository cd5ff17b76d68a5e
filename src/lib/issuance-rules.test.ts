import { describe, expect, it } from 'vitest'
import { i18n } from '../i18n/i18n-util'
import { loadAllLocales } from '../i18n/i18n-util.sync'
import { issuanceErrors } from './issuance-rules'

loadAllLocales()
const { ko, en } = i18n()

// Spec 5.1, to the letter (without the sentence's full stop, as the site shows them).
describe('issuance form checks', () => {
  it.each([
    [{ name: '', email: '' }, { name: '이름을 입력해주세요', email: '이메일을 입력해주세요' }, { name: 'Please enter your name', email: 'Please enter your email' }],
    [{ name: '홍길동', email: 'hong@' }, { email: '유효한 이메일 주소를 입력해주세요' }, { email: 'Please enter a valid email address' }],
    [{ name: '   ', email: 'a b@c.d' }, { name: '이름을 입력해주세요', email: '유효한 이메일 주소를 입력해주세요' }, { name: 'Please enter your name', email: 'Please enter a valid email address' }],
    [{ name: '홍길동', email: 'hong@mail.example' }, {}, {}],
  ])('%j', (values, korean, english) => {
    expect(issuanceErrors(ko, values)).toEqual(korean)
    expect(issuanceErrors(en, values)).toEqual(english)
  })

  it('refuses a name longer than the API takes', () => {
    expect(issuanceErrors(en, { name: 'x'.repeat(101), email: 'a@b.co' })).toEqual({ name: 'Please enter at most 100 characters for your name' })
  })
})
