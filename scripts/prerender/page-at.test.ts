import { describe, expect, it } from 'vitest'
import { loadSite } from '../../manifest/site'
import { pageAt } from './page-at'

const site = loadSite()

describe('the page a prerendered address shows', () => {
  it("reads an event page's language from its entry, any other page's from its path", () => {
    expect(pageAt('/eng/aeskr', site)).toMatchObject({ route: { id: 'AeskrEventPage' }, locale: 'ko' })
    expect(pageAt('/kor/lecoslte2025', site)).toMatchObject({ locale: 'en' })
    expect(pageAt('/eng', site)).toMatchObject({ route: { id: 'HomePage' }, locale: 'en' })
    expect(() => pageAt('/kor/nowhere', site)).toThrow('prerender: no page at /kor/nowhere')
  })

  it('reads the notice a detail address names, and null where it names none', () => {
    expect(pageAt('/eng/company/event-detail?id=3', site)).toMatchObject({ route: { id: 'NoticeViewPage' }, locale: 'en', notice: { id: 3, date: '2022-09-15' } })
    expect(pageAt('/eng/company/event-detail', site).notice).toBeNull()
    expect(pageAt('/eng/company/event-detail?id=03', site).notice).toBeNull()
    expect(pageAt('/eng/company/press', site)).not.toHaveProperty('notice')
  })
})
