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

describe('the success dialog’s words', () => {
  it('announce a new request with the one delay the visitor waits on, the e-mail', () => {
    expect(successMessage({ result: 'Requested', duplicate: false, requestedAt: first }, en, 'en')).toEqual({
      title: 'Your badge is on its way',
      body: 'The e-mail with your badge can take up to 1 hour to reach the address below.',
    })
    const korean = successMessage({ result: 'Requested', duplicate: false, requestedAt: first }, ko, 'ko')
    expect(korean).toEqual({ title: '발급 요청이 접수되었습니다', body: '배지 안내 메일은 최대 1시간 안에 아래 주소로 갑니다.' })
    // The issuance-complete notice's 24 hours stay in "what happens next", not here.
    expect(`${korean.body} ${successMessage({ result: 'Requested' }, en, 'en').body}`).not.toMatch(/24/)
  })

  it('name the badge when the page gives its name', () => {
    expect(successMessage({ result: 'Requested' }, en, 'en', 'AES Korea attendance badge').title).toBe('Your AES Korea attendance badge is on its way')
    expect(successMessage({ result: 'Requested' }, ko, 'ko', 'AES 코리아 참가 기념 배지').title).toBe('AES 코리아 참가 기념 배지 발급 요청이 접수되었습니다')
  })

  it('say a repeat was already requested, on the first request’s date, in the page’s language', () => {
    const repeat = { result: 'Requested', duplicate: true, requestedAt: first } as const
    expect(successMessage(repeat, en, 'en')).toEqual({
      title: 'You already requested this badge',
      body: 'This badge was already requested for this address on 2 October 2025, so no new request was made. The badge of that first request goes to the wallet below.',
    })
    const korean = successMessage(repeat, ko, 'ko')
    expect(korean.title).toBe('이미 요청한 배지입니다')
    expect(korean.body).toContain('2025년 10월 2일에 요청한 같은 배지가 있어 새로 요청하지 않았습니다')
  })

  it('say so without a date when the answer has none it can read', () => {
    const body = successMessage({ result: 'Requested', duplicate: true, requestedAt: 'not a date' }, en, 'en').body
    expect(body).toBe('This badge was already requested for this address, so no new request was made. The badge of that first request goes to the wallet below.')
  })

  it('treat an answer that does not say `duplicate` as a new request', () => {
    expect(successMessage({ result: 'Requested' }, en, 'en').title).toBe('Your badge is on its way')
  })
})
