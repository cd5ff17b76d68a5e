import { describe, expect, it } from 'vitest'
import type { SectionInLanguage } from '../../../manifest/schema/section'
import { literal } from '../../app/test-support/literal'
import { loadAllDictionaries, renderInPage } from '../../app/test-support/render-in-page'
import ContactFormSection from './contact-form'

const { en } = await loadAllDictionaries()

/** A byLanguage section in this test's own words: the component gets the page's language only. */
const section = (lang: 'ko' | 'en'): SectionInLanguage<'contact-form'> => {
  const t = (ko: string, en: string) => ({ ko, en })[lang]
  return {
    type: 'contact-form',
    inquiryTypes: [
      { value: 'service', label: t('서비스', 'Service') },
      { value: 'other', label: t('기타', 'Other') },
    ],
    consent: {
      heading: t('안내', 'Notice'),
      purpose: t('목적', 'Purpose: answering'),
      items: t('항목', 'Items: name'),
      retention: t('기간', 'Retention: one year'),
      refusal: t('거부', 'You may refuse'),
      agree: t('동의합니다', 'I agree'),
      policy: { label: t('방침', 'Test policy'), page: 'PrivacyPage' },
    },
    details: {
      heading: t('답변과 연락처', 'Test answers and ways in'),
      rows: [
        { label: t('답변', 'Test answer'), value: t('하루 안에', 'Within a day') },
        { label: t('전화', 'Phone'), value: { brand: 'supportPhone' } },
        { label: t('이메일', 'E-mail'), value: { brand: 'supportEmail' } },
      ],
    },
  }
}

describe('contact form section', () => {
  it('offers the inquiry types as radios under a legend, labelled fields and a counter', async () => {
    const html = await renderInPage(<ContactFormSection section={section('en')} />, 'eng')
    // The group is required like the fields, and says so in its name.
    const words = en.forms.contact
    expect(html).toMatch(new RegExp(`<legend[^>]*>${literal(words.type())}<!-- --> <span[^>]*>\\(<!-- -->${literal(en.forms.form.required())}<!-- -->\\)</span></legend>`))
    expect(html.match(/type="radio"/g)).toHaveLength(2)
    for (const label of [words.name(), words.tel(), words.email(), words.path(), words.content()]) expect(html).toContain(`>${label}`)
    expect(html).toContain('0 / 5,000 characters')
    expect(html).toMatch(/<textarea/)
  })

  it('states the four items of the consent notice and links the privacy policy in the page language', async () => {
    const html = await renderInPage(<ContactFormSection section={section('ko')} />, 'kor')
    for (const item of ['목적', '항목', '기간', '거부']) expect(html).toContain(`<li>${item}</li>`)
    expect(html).toMatch(/<a[^>]*href="\/kor\/privacy"[^>]*>방침<\/a>/)
    expect(html).toMatch(/type="checkbox"/)
  })

  it('gives the details beside the form: the answer time and the telephone and e-mail as links', async () => {
    const html = await renderInPage(<ContactFormSection section={section('en')} />, 'eng')
    expect(html).toMatch(/<h2[^>]*>Test answers and ways in<\/h2>/)
    expect(html).toMatch(/<dt[^>]*>Test answer<\/dt><dd[^>]*>Within a day<\/dd>/)
    expect(html).toMatch(/<dt[^>]*>Phone<\/dt><dd[^>]*><a href="tel:\+82-[\d-]+"[^>]*>[\d-]+<\/a><\/dd>/)
    expect(html).toMatch(/<a href="mailto:[^"]+@[^"]+"[^>]*>/)
  })
})
