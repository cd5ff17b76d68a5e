import { beforeAll, describe, expect, it } from 'vitest'
import { loadDictionary, loadNamespaces } from '../../app/i18n'
import type { TranslationFunctions } from '../../i18n/i18n-types'
import { i18nObject } from '../../i18n/i18n-util'
import { successMessage } from './success-message'

let ko: TranslationFunctions
let en: TranslationFunctions
beforeAll(async () => {
  await Promise.all((['ko', 'en'] as const).flatMap((locale) => [loadDictionary(locale), loadNamespaces(['issuance'], locale)]))
  ;[ko, en] = [i18nObject('ko'), i18nObject('en')]
})

// Midday UTC: 2 October on the test machine's calendar wherever it is (UTC-11 to UTC+11).
const first = '2025-10-02T12:00:00.000Z'

// The words are the issuance dictionary's; what the test fixes is which of them an answer picks
// and what fills their blanks (the badge's name, the first request's date on the page's calendar).
describe('the success dialog’s words', () => {
  it('announce a new request with the one delay the visitor waits on, the e-mail', () => {
    expect(successMessage({ result: 'Requested', duplicate: false, requestedAt: first }, en, 'en')).toEqual({
      title: en.issuance.successTitle(),
      body: en.issuance.successBody(),
    })
    const korean = successMessage({ result: 'Requested', duplicate: false, requestedAt: first }, ko, 'ko')
    expect(korean).toEqual({ title: ko.issuance.successTitle(), body: ko.issuance.successBody() })
    // The issuance-complete notice's 24 hours stay in "what happens next", not here.
    expect(`${korean.body} ${successMessage({ result: 'Requested' }, en, 'en').body}`).not.toMatch(/24/)
  })

  it('name the badge when the page gives its name', () => {
    const english = successMessage({ result: 'Requested' }, en, 'en', 'Test Forum 2099 badge').title
    expect(english).toBe(en.issuance.successTitleNamed({ badge: 'Test Forum 2099 badge' }))
    expect(english).not.toBe(en.issuance.successTitle())
    expect(successMessage({ result: 'Requested' }, ko, 'ko', '테스트 포럼 2099 배지').title).toBe(ko.issuance.successTitleNamed({ badge: '테스트 포럼 2099 배지' }))
  })

  it('say a repeat was already requested, on the first request’s date, in the page’s language', () => {
    const repeat = { result: 'Requested', duplicate: true, requestedAt: first } as const
    expect(successMessage(repeat, en, 'en')).toEqual({
      title: en.issuance.duplicateTitle(),
      body: en.issuance.duplicateBody({ date: '2 October 2025' }),
    })
    const korean = successMessage(repeat, ko, 'ko')
    expect(korean.title).toBe(ko.issuance.duplicateTitle())
    expect(korean.body).toBe(ko.issuance.duplicateBody({ date: '2025년 10월 2일' }))
  })

  it('say so without a date when the answer has none it can read', () => {
    const body = successMessage({ result: 'Requested', duplicate: true, requestedAt: 'not a date' }, en, 'en').body
    expect(body).toBe(en.issuance.duplicateBodyUndated())
  })

  it('treat an answer that does not say `duplicate` as a new request', () => {
    expect(successMessage({ result: 'Requested' }, en, 'en').title).toBe(en.issuance.successTitle())
  })
})
