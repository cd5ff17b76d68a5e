import { describe, expect, it } from 'vitest'
import { trailOf, type TrailSource } from './navigation-trail'
import { loadSite } from './site'

const text = (en: string) => ({ ko: `${en} (ko)`, en })

/** A small site: a menu with an overview page, a menu without one, a contact page, an orphan below a menu's page. */
const source: TrailSource = {
  routes: [
    { id: 'HomePage', path: '', title: text('A long home title') },
    { id: 'ServicePage', path: 'service', title: text('Our service') },
    { id: 'IssuancePage', path: 'service/issuance', title: text('Issuing badges') },
    { id: 'ManagementPage', path: 'service/management', title: text('Managing badges') },
    { id: 'DetailPage', path: 'service/issuance/detail', title: text('A detail') },
    { id: 'AboutPage', path: 'about', title: text('About us and directions') },
    { id: 'ContactPage', path: 'contact-us', title: text('Write to us') },
    { id: 'EventPage', path: 'fair', title: text('The fair badge') },
  ],
  navigation: {
    menus: [
      {
        label: text('Service'),
        items: [
          { label: text('Issuance'), page: 'IssuancePage' },
          { label: text('Management'), page: 'ManagementPage' },
          { label: text('Verify'), external: 'verify' },
        ],
      },
      { label: text('Company'), items: [{ label: text('About'), page: 'AboutPage' }] },
    ],
    contact: { label: text('Contact us'), page: 'ContactPage' },
    legal: [],
  },
}

const names = (pageId: string, from: TrailSource = source) => trailOf(pageId, from).map((item) => `${item.name.en} /${item.path}`)

describe('trailOf', () => {
  it('is home alone for the home page, named as a trail names it', () => {
    expect(trailOf('HomePage', source)).toEqual([{ page: 'HomePage', name: { ko: '홈', en: 'Home' }, path: '' }])
  })

  it('names a menu overview by its menu, and a menu item by its link', () => {
    expect(names('ServicePage')).toEqual(['Home /', 'Service /service'])
    expect(names('IssuancePage')).toEqual(['Home /', 'Service /service', 'Issuance /service/issuance'])
  })

  it('goes through every page above a page by path, and names a page no link names by its title', () => {
    expect(names('DetailPage')).toEqual(['Home /', 'Service /service', 'Issuance /service/issuance', 'A detail /service/issuance/detail'])
    expect(names('EventPage')).toEqual(['Home /', 'The fair badge /fair'])
  })

  it('keeps a menu of one link a link, and names the contact page by its button', () => {
    expect(names('AboutPage')).toEqual(['Home /', 'About /about'])
    expect(names('ContactPage')).toEqual(['Home /', 'Contact us /contact-us'])
  })

  it('refuses a page that does not exist', () => {
    expect(() => trailOf('NoSuchPage', source)).toThrow('trail: unknown page "NoSuchPage"')
  })
})

describe("the site's trails", () => {
  const site = loadSite()
  const korean = (pageId: string) => trailOf(pageId, site).map((item) => `${item.name.ko} /${item.path}`)

  it('follows the header menus', () => {
    expect(korean('BadgesGalleryPage')).toEqual(['홈 /', '오픈배지 /openbadge', '배지 갤러리 /openbadge/badge-list'])
    expect(korean('IssuancePage')).toEqual(['홈 /', '서비스 /service', '배지 발급 /service/issuance'])
    expect(korean('EducationPage')).toEqual(['홈 /', '솔루션 /solutions', '교육기관 /solutions/education'])
    expect(korean('NoticeViewPage')).toEqual(['홈 /', '회사 /company', '공지사항 상세 /company/event-detail'])
  })

  it('names the footer and header links by their labels, and event pages by their titles', () => {
    expect(korean('PrivacyPage')).toEqual(['홈 /', '개인정보처리방침 /privacy'])
    expect(korean('ContactPage')).toEqual(['홈 /', '문의하기 /contact-us'])
    expect(korean('AeskrEventPage')).toEqual(['홈 /', 'AES 코리아 참가 기념 배지 /aeskr'])
  })
})
