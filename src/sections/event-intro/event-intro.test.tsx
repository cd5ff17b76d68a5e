import { describe, expect, it } from 'vitest'
import type { SectionInLanguage } from '../../../manifest/schema/section'
import { literal } from '../../app/test-support/literal'
import { loadAllDictionaries, renderInPage } from '../../app/test-support/render-in-page'
import EventIntroSection from './event-intro'

type Intro = SectionInLanguage<'event-intro'>
const { ko, en } = await loadAllDictionaries()

// As an English event page gets it: its one language, resolved by codegen (a `byLanguage` section).
const onlyCriteria: Intro = {
  type: 'event-intro',
  title: 'Event badge',
  description: 'Enter your name and e-mail.',
  badge: { image: '/events/aeskr.svg', alt: 'A blue medal', publicUrl: 'https://badges.example/aeskr' },
  example: false,
  criteria: 'Recognises attendance.',
}

const everything: Intro = {
  ...onlyCriteria,
  example: true,
  partner: { name: 'Partner Co', url: 'https://partner.example/', logo: { src: '/partners/p.svg', width: 240, height: 64 } },
  name: 'Partner Summit 2026',
  dates: '30 September\u2009–\u20091 October 2026',
  venue: { kind: 'place', name: 'Hall 3', address: '1 Yesi-ro, Seoul', country: 'KR' },
}

describe('event intro section', () => {
  it('is the page heading, with the badge linking to its public page at a fixed size', async () => {
    const html = await renderInPage(<EventIntroSection section={onlyCriteria} />, 'eng')
    expect(html).toMatch(/<h1[^>]*>Event badge<\/h1>/)
    expect(html).toMatch(/<a href="https:\/\/badges\.example\/aeskr" target="_blank" rel="noopener noreferrer"[^>]*><img src="\/events\/aeskr\.svg" alt="A blue medal" width="200" height="200"/)
    expect(html).toContain('Enter your name and e-mail.')
  })

  it('shows the partner’s logo beside ours at its own size with "hosted by" in text, linking to the partner, and every fact with its label', async () => {
    const html = await renderInPage(<EventIntroSection section={everything} />, 'eng')
    expect(html).toMatch(/aria-label="oBadge home"/)
    expect(html).toMatch(/<a href="https:\/\/partner\.example\/" target="_blank" rel="noopener noreferrer"[^>]*><img src="\/partners\/p\.svg" alt="" width="240" height="64"[^>]*\/><span[^>]*>Hosted by Partner Co<\/span>/)
    // The event's own name comes first: the h1 is the badge's.
    expect(html).toMatch(/<dl[^>]*><div[^>]*><dt[^>]*>Event<\/dt><dd[^>]*>Partner Summit 2026</)
    expect(html).toMatch(/Dates<\/dt><dd[^>]*>30 September\u2009–\u20091 October 2026</)
    expect(html).toMatch(/Venue<\/dt><dd[^>]*><span[^>]*>Hall 3<\/span><span[^>]*>1 Yesi-ro, Seoul</)
    expect(html).toMatch(new RegExp(`${literal(en.event.criteria())}</dt><dd[^>]*>Recognises attendance\\.<`))
    expect(html).toContain(en.event.exampleNote())
    const online: Intro = { ...everything, dates: '2026년 9월 30일~10월 1일', venue: { kind: 'online', platform: '줌' } }
    const korean = await renderInPage(<EventIntroSection section={online} />, 'kor')
    expect(korean).toMatch(/행사명<\/dt><dd[^>]*>Partner Summit 2026</)
    expect(korean).toMatch(/행사 기간<\/dt><dd[^>]*>2026년 9월 30일~10월 1일</)
    expect(korean).toMatch(/장소<\/dt><dd[^>]*><span[^>]*>온라인<\/span><span[^>]*>줌</)
    expect(korean).toContain(ko.event.exampleNote())
    expect(korean).toMatch(/<span[^>]*>주최 Partner Co<\/span>/)
  })

  it('leaves out what the entry does not give: no partner, name, dates, venue or example note', async () => {
    const html = await renderInPage(<EventIntroSection section={onlyCriteria} />, 'kor')
    for (const absent of ['행사명', '행사 기간', '장소', '예시 페이지', '/partners/']) expect(html).not.toContain(absent)
    // The event's name where the heading holds it already: no row repeats it.
    const named = await renderInPage(<EventIntroSection section={{ ...everything, title: 'Partner Summit 2026 attendance badge' }} />, 'eng')
    expect(named).not.toMatch(/>Event<\/dt>/)
    expect(named).toMatch(/<h1[^>]*>Partner Summit 2026 attendance badge<\/h1>/)
    const bare = await renderInPage(<EventIntroSection section={{ ...onlyCriteria, criteria: undefined }} />, 'kor')
    expect(bare).not.toContain('<dl')
  })

  it('names a partner without a logo in text, and without a site links nowhere', async () => {
    const html = await renderInPage(<EventIntroSection section={{ ...onlyCriteria, partner: { name: 'Partner Co' } }} />, 'eng')
    expect(html).toMatch(/<span[^>]*>Hosted by Partner Co<\/span>/)
    expect(html).not.toContain('partner.example')
  })
})
