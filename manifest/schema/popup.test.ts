import { describe, expect, it } from 'vitest'
import { PopupSchema, popupsOfPage } from './popup'

const popup = (id: string, page: string, enabled: boolean) =>
  PopupSchema.parse({ id, page, enabled, hideForToday: true, maxWidth: 600, title: { ko: id, en: id }, parts: [{ paragraphs: [{ ko: id, en: id }] }] })

describe('the popups that open on a page', () => {
  const popups = [popup('welcome', 'HomePage', true), popup('seminar', 'HomePage', false), popup('v3', 'UserForOpenbadgeV3Page', true)]

  it("are the page's own that are switched on, in the manifest's order", () => {
    expect(popupsOfPage(popups, 'HomePage').map((p) => p.id)).toEqual(['welcome'])
    expect(popupsOfPage(popups, 'UserForOpenbadgeV3Page').map((p) => p.id)).toEqual(['v3'])
  })

  it('are none on a page that has none, or only switched-off ones', () => {
    expect(popupsOfPage(popups, 'ContactPage')).toEqual([])
    expect(popupsOfPage([popup('seminar', 'HomePage', false)], 'HomePage')).toEqual([])
  })
})
