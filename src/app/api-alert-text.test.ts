import { describe, expect, it } from 'vitest'
import { site } from '../generated/site.gen'
import { i18nObject } from '../i18n/i18n-util'
import { ApiError } from '../api/api-error'
import { alertTextFor, serverDownText } from './api-alert-text'
import { loadDictionary } from './i18n'

describe('the server-down alert (docs/rules/api.md §8)', () => {
  it('gives the support number as dialled in Korea on Korean pages, with +82 on English ones', async () => {
    await Promise.all([loadDictionary('ko'), loadDictionary('en')])
    expect(site.brand.supportPhone).toBe('02-0000-0000')
    // The sentence is the dictionary's; the number in it is what this test fixes.
    expect(serverDownText(i18nObject('ko'), 'ko')).toBe(i18nObject('ko').alert.serverDown({ phone: '02-0000-0000' }))
    expect(serverDownText(i18nObject('en'), 'en')).toBe(i18nObject('en').alert.serverDown({ phone: '+82-2-0000-0000' }))
  })
})

describe("docs/rules/api.md §8's alert for a refusal", () => {
  it('keeps "오류 발생: {server message}. 다시 시도해 주세요." with the server\'s sentence', async () => {
    await loadDictionary('ko')
    const other = new ApiError('rejected', { status: 403, serverMessage: '이메일 형식이 올바르지 않습니다' })
    expect(alertTextFor(other, i18nObject('ko'))).toBe('오류 발생: 이메일 형식이 올바르지 않습니다. 다시 시도해 주세요.')
  })
})
