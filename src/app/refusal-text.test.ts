import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/api-error'
import { i18nObject } from '../i18n/i18n-util'
import { alertTextFor } from './api-alert-text'
import { loadDictionary, loadNamespaces } from './i18n'
import { refusalText } from './refusal-text'

describe("the contract's refusals are worded in the page's language, not the server's (docs/decisions/refusals-in-the-page-language.md)", () => {
  const issuance = { refuses: [400, 403, 409, 413, 415, 429], fieldLabel: (field: string) => ({ name: 'Name', email: 'Email' })[field] }
  const load = () => Promise.all([loadDictionary('ko'), loadDictionary('en')])
  // The sentences are the dictionaries' (alert, issuance); what the test fixes is which one a refusal gets, in which language.

  it("a claim outside its window (409) is the site's own sentence, whatever language the server wrote", async () => {
    await load()
    const korean = new ApiError('rejected', { status: 409, serverMessage: '이 배지는 2026년 9월 15일 09:00(한국 시간)부터 신청할 수 있습니다' })
    expect(refusalText(korean, i18nObject('en'), issuance)).toBe(i18nObject('en').alert.claimWindowClosed())
    expect(refusalText(korean, i18nObject('ko'), issuance)).toBe(i18nObject('ko').alert.claimWindowClosed())
  })

  it('a 409 inside a claim window is the window’s own dated sentence (the window knows its dates)', async () => {
    await load()
    const closed = new ApiError('rejected', { status: 409, serverMessage: '이 배지의 신청은 2026년 9월 30일 18:00(GMT+9, 대한민국 시간)에 마감되었습니다' })
    const windowRefused = () => 'The test window closed on 30 September 2026.'
    expect(refusalText(closed, i18nObject('en'), { ...issuance, windowRefused })).toBe(windowRefused())
    // A window that cannot say (no end on that side): the general sentence.
    expect(refusalText(closed, i18nObject('en'), { ...issuance, windowRefused: () => undefined })).toBe(i18nObject('en').alert.claimWindowClosed())
  })

  it("a claim code missing or wrong (403) is the issuance form's own sentence, in the page's language", async () => {
    await load()
    await Promise.all([loadNamespaces(['issuance'], 'ko'), loadNamespaces(['issuance'], 'en')])
    const wrong = new ApiError('rejected', { status: 403, serverMessage: '행사에서 안내한 참가 코드가 아닙니다 (claimCode)', field: 'claimCode' })
    expect(refusalText(wrong, i18nObject('en'), issuance)).toBe(i18nObject('en').issuance.claimCodeRefused())
    expect(refusalText(wrong, i18nObject('ko'), issuance)).toBe(i18nObject('ko').issuance.claimCodeRefused())
  })

  it("a 400 names the field with the form's label; a field the visitor cannot see gives docs/rules/api.md §8's plain alert", async () => {
    await load()
    const email = new ApiError('rejected', { status: 400, serverMessage: '유효한 이메일 주소를 입력해주세요 (email)', field: 'email' })
    expect(refusalText(email, i18nObject('en'), issuance)).toBe(i18nObject('en').alert.fieldRefused({ field: 'Email' }))
    const company = new ApiError('rejected', { status: 400, serverMessage: '회사 코드는 영문 소문자와 숫자로 입력해주세요 (company)', field: 'company' })
    expect(refusalText(company, i18nObject('ko'), issuance)).toBe('오류 발생. 다시 시도해 주세요.')
    const notJson = new ApiError('rejected', { status: 415, serverMessage: '요청 형식은 application/json 이어야 합니다' })
    expect(refusalText(notJson, i18nObject('en'), issuance)).toBe(i18nObject('en').alert.failed())
  })

  it("a 429 is the site's own sentence too", async () => {
    await load()
    expect(refusalText(new ApiError('rejected', { status: 429, serverMessage: '요청이 너무 많습니다' }), i18nObject('en'), issuance)).toBe(i18nObject('en').alert.tooManyRequests())
  })

  it('leaves a refusal the contract does not name to docs/rules/api.md §8\'s "오류 발생: {server message}"', async () => {
    await load()
    const other = new ApiError('rejected', { status: 410, serverMessage: '발급이 중지된 배지입니다' })
    expect(refusalText(other, i18nObject('ko'), issuance)).toBeUndefined()
    expect(alertTextFor(other, i18nObject('ko'))).toBe('오류 발생: 발급이 중지된 배지입니다. 다시 시도해 주세요.')
    // A 200 inquiry whose result is not Requested (docs/rules/api.md §7) is such a refusal: its message is shown.
    const notRequested = new ApiError('rejected', { status: 200, serverMessage: 'Mail server busy' })
    expect(refusalText(notRequested, i18nObject('ko'), { refuses: [400, 413, 415, 429] })).toBeUndefined()
    expect(alertTextFor(notRequested, i18nObject('ko'))).toBe('오류 발생: Mail server busy. 다시 시도해 주세요.')
    // Failures that are not refusals (a 500, no answer) are not its business.
    expect(refusalText(new ApiError('server', { status: 500 }), i18nObject('ko'), issuance)).toBeUndefined()
  })
})
