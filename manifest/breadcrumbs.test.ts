import { describe, expect, it } from 'vitest'
import { breadcrumbTrail } from './breadcrumbs'
import { navigation } from './navigation'
import { pages } from './pages/index'

const site = { routes: pages, navigation }
/** A page's English title: the step of a page that no menu holds. */
const title = (pageId: string) => pages.find((page) => page.id === pageId)!.title.en
/** A trail in English, a page's link after its label when it has one. */
const english = (pageId: string) => breadcrumbTrail(pageId, site).map((c) => (c.page ? `${c.label.en} (${c.page})` : c.label.en))

describe('breadcrumb trail (given a page, want where the navigation puts it)', () => {
  it.each([
    ['IssuancePage', ['Service (ServicePage)', 'Issuance (IssuancePage)']],
    ['OpenbadgesPage', ['Open Badge (OpenbadgesPage)']],
    ['BadgesGalleryPage', ['Open Badge (OpenbadgesPage)', 'Gallery (BadgesGalleryPage)']],
    ['ServicePage', ['Service (ServicePage)']],
    ['NoticeViewPage', ['Company (CompanyPage)', 'Notices (NoticePage)', 'Notice (NoticeViewPage)']],
    ['ContactPage', [`${title('ContactPage')} (ContactPage)`]],
    ['PrivacyPage', [`${title('PrivacyPage')} (PrivacyPage)`]],
    ['UserForOpenbadgeV3Page', [`${title('UserForOpenbadgeV3Page')} (UserForOpenbadgeV3Page)`]],
    ['NotFoundPage', [`${title('NotFoundPage')} (NotFoundPage)`]],
  ])('%s', (pageId, want) => {
    expect(english(pageId)).toEqual(want)
  })

  it('refuses a loop of parents, naming it', () => {
    const looping = { ...site, routes: [{ id: 'APage', title: { ko: 'A', en: 'A' }, parent: 'BPage' }, { id: 'BPage', title: { ko: 'B', en: 'B' }, parent: 'APage' }] }
    expect(() => breadcrumbTrail('APage', looping)).toThrow('breadcrumb parents loop: APage -> BPage -> APage')
  })
})
