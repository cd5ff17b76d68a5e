import { describe, expect, it } from 'vitest'
import type { SectionOf } from '../../../manifest/schema/section'
import { loadAllDictionaries, renderInPage } from '../../app/test-support/render-in-page'
import { sectionIn } from '../../app/test-support/section-in'
import { eventProblems } from './check-event'
import { eventProblemText } from './event-problem-text'
import { emptyValues, eventOf, fieldOfPath } from './request-fields'
import PartnerRequestFormSection from './partner-request-form'

const section: SectionOf<'partner-request-form'> = { type: 'partner-request-form', policy: { label: { ko: '방침', en: 'Test policy link' }, page: 'PrivacyPage' } }
const L = await loadAllDictionaries()

describe('partner request form section', () => {
  it('labels every field in the page language, with the logo as a PNG or SVG file', async () => {
    const html = await renderInPage(<PartnerRequestFormSection section={sectionIn(section, 'eng')} />, 'eng')
    const labels = (F: typeof L.en.partnerRequest.field) => [F.contactName(), F.nameKo(), F.nameEn(), F.start(), F.claimsOpens(), F.logo()]
    for (const label of labels(L.en.partnerRequest.field)) expect(html).toContain(`>${label}`)
    expect(html).toMatch(/type="file"[^>]*accept="image\/png,image\/svg\+xml,.png,.svg"|accept="image\/png,image\/svg\+xml,.png,.svg"[^>]*type="file"/)
    expect(html).toMatch(/<a[^>]*href="\/eng\/privacy"[^>]*>Test policy link<\/a>/)
    const korean = await renderInPage(<PartnerRequestFormSection section={sectionIn(section, 'kor')} />, 'kor')
    for (const label of labels(L.ko.partnerRequest.field)) expect(korean).toContain(`>${label}`)
  })

  it('leaves an empty optional field out of the event it sends', () => {
    expect(eventOf({ ...emptyValues, slug: 'x' })).toEqual({
      slug: 'x',
      interfaceLanguage: 'ko',
      title: { ko: '', en: '' },
      description: { ko: '', en: '' },
      name: { ko: '', en: '' },
      partner: { name: { ko: '', en: '' } },
      timeZone: 'Asia/Seoul',
      asksClaimCode: false,
    })
  })

  it('checks with the manifest schema and puts each refusal under its field, in the page language', () => {
    const values = { ...emptyValues, nameKo: '포럼', slug: 'Not A Slug', start: '2027-05-02', end: '2027-05-01', timeZone: 'GMT+7' }
    const errors = (v: typeof values, language: typeof L.en) => Object.fromEntries(eventProblems(v, undefined).map((p) => [p.field, eventProblemText(p, language)]))
    const english = errors(values, L.en)
    const rule = L.en.forms.validation.rule
    expect(english.nameEn).toBe(rule.required())
    expect(english.slug).toBe(rule.invalid())
    expect(english.timeZone).toBe(rule.invalid())
    expect(errors({ ...values, timeZone: 'Asia/Seoul' }, L.ko).end).toBe(L.ko.partnerRequest.datesOrder())
  })

  it('finds the field a refusal path names, or the one to change for a check across fields', () => {
    expect(fieldOfPath('dates.end')).toBe('end')
    expect(fieldOfPath('dates')).toBe('end')
    expect(fieldOfPath('claims')).toBe('claimsCloses')
    expect(fieldOfPath('logo')).toBe('logo')
    expect(fieldOfPath('email')).toBe('email')
  })
})
