import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { claimMomentsOn } from './claim-window'
import { checkReferences, loadSite, type CrossReferenced, type SiteRoute } from './site'

const site = loadSite()

/** The same manifest with one change, to see what checkReferences says about it. */
type Editable = CrossReferenced & { routes: SiteRoute[] }

function referenceErrors(change: (copy: Editable) => void): string {
  const copy = structuredClone(site) as Editable
  change(copy)
  try {
    checkReferences(copy)
    return ''
  } catch (error) {
    return (error as Error).message
  }
}

describe('the manifest as a whole (contract)', () => {
  it('declares every route of docs/rules/routing.md §2.2, the not-found page and the 8 event pages', () => {
    expect(site.routes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '', 'openbadge', 'openbadge/badge-list', 'service', 'service/issuance', 'service/management',
        'service/issuing-sample-v3', 'solutions', 'solutions/education', 'solutions/enterprise',
        'solutions/association', 'company', 'company/about', 'company/press', 'company/event-list',
        'company/event-detail', 'contact-us', 'user-for-openbadge', 'user-for-openbadge-v3',
        'terms_of_service', 'privacy', '404', 's4edtechbadge', 'aeskr', 'aesforumthai', 'eduplusweek',
        'alheforum', 'eduplusshow', 'lecoslte2025', 'bgwc3obadge',
      ]),
    )
  })

  it('has no inquiry banner where docs/rules/routing.md §2.2 says so, and no header on event pages', () => {
    const withoutBanner = site.routes.filter((r) => !r.inquiryBanner && !r.event).map((r) => r.id)
    expect(withoutBanner.sort()).toEqual(['ContactPage', 'NotFoundPage', 'SampleBadgesV3Page', 'UserForOpenbadgeV3Page'])
    expect(site.routes.filter((r) => r.event).every((r) => !r.header && !r.inquiryBanner)).toBe(true)
  })

  it('holds the event table of docs/rules/issuance.md §2.13 (a new partner entry adds a row; the examples are not partners)', () => {
    const table = Object.fromEntries(
      site.routes.flatMap((r) => (r.event && !r.event.example ? [[r.path, [r.event.interfaceLanguage, r.event.endpoint, r.event.company, r.event.sendsLanguage]]] : [])),
    )
    expect(table).toMatchObject({
      s4edtechbadge: ['ko', 'OpenBadges', 's4edtech', false],
      aeskr: ['ko', 'OpenBadges', 'aeskr', false],
      aesforumthai: ['en', 'OpenBadges', 'aesforumthai', false],
      eduplusweek: ['ko', 'OpenBadges', 'eduplusweek', false],
      alheforum: ['ko', 'OpenBadges', 'alheforum', false],
      eduplusshow: ['ko', 'OpenBadges', 'eduplusshow', false],
      lecoslte2025: ['en', 'OpenBadgesV3', 'lecoslte2025', false],
      bgwc3obadge: ['ko', 'OpenBadgesV3', 'bgwc3obadge', true],
    })
  })

  it('gives every event page its intro and the issuance form of its own entry', () => {
    const aeskr = site.routes.find((r) => r.path === 'aeskr')
    // The entry's own words: the intro and the form carry them, whatever they are.
    const entry = aeskr?.event
    expect(entry?.title.en).toBeTruthy()
    expect(aeskr?.sections).toEqual([
      {
        type: 'event-intro',
        title: entry?.title,
        description: aeskr?.description,
        badge: {
          image: '/events/aeskr.svg',
          alt: entry?.badge.alt,
          publicUrl: 'https://badges.obadge.example/aeskr',
        },
        example: false,
        criteria: aeskr?.event?.criteria,
      },
      // The form names the badge in its success dialog: the page's title.
      { type: 'issuance-form', targets: [{ endpoint: 'OpenBadges' }], company: 'aeskr', lang: 'ko-KR', sendsLanguage: false, badge: entry?.title },
    ])
  })

  it('hands the page the partner logo at its file’s size, the dates written out, and the claim window as a rule the build reads on its day, as instants and times that name their zone', () => {
    const example = site.routes.find((r) => r.path === 'example-event')
    const [intro, form] = example?.sections ?? []
    expect(intro?.type === 'event-intro' && intro.partner?.logo).toEqual({ src: '/partners/example-partner.svg', width: 240, height: 64 })
    expect(intro?.type === 'event-intro' && intro.dates).toEqual({ ko: '2026년 9월 15일~16일(GMT+9)', en: '15\u2009–\u200916 September 2026 (GMT+9)' })
    expect(form?.type).toBe('issuance-form')
    // Each time ends in a word joiner: the particle the sentence puts after it stays on its line.
    const WJ = '\u2060'
    // An example's window moves with the build's day: codegen hands on the rule, never dates.
    expect(example?.claims).toEqual({ relative: { openedDaysAgo: 1, closesInDays: 14 }, timeZone: 'Asia/Seoul' })
    // Read on a build of 16 September 2026 (Seoul), it opened the day before at 09:00 and closes on the 30th at 18:00.
    expect(claimMomentsOn(example!.claims!, Date.parse('2026-09-16T12:00:00+09:00'))).toEqual({
      opens: { at: Date.parse('2026-09-15T00:00:00Z'), text: { ko: `2026년 9월 15일 09:00(GMT+9, 대한민국 시간)${WJ}`, en: `15 September 2026 at 09:00 (GMT+9, South Korea Time)${WJ}` } },
      closes: { at: Date.parse('2026-09-30T09:00:00Z'), text: { ko: `2026년 9월 30일 18:00(GMT+9, 대한민국 시간)${WJ}`, en: `30 September 2026 at 18:00 (GMT+9, South Korea Time)${WJ}` } },
    })
  })

  it('has the artwork of every event badge in public/', () => {
    for (const route of site.routes.filter((r) => r.event)) {
      const file = path.join('public', route.event!.badge.image)
      expect(existsSync(file), file).toBe(true)
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*role="img"[\s\S]*<title[^>]*>[^<]+<\/title>/)
    }
  })
})

describe('checkReferences', () => {
  it('names a link to a page that does not exist', () => {
    const message = referenceErrors((s) => {
      s.navigation.menus[0]!.items[0] = { label: { ko: '갤러리', en: 'Gallery' }, page: 'GaleryPage' }
    })
    expect(message).toMatch(/^manifest\/navigation\.ts: menus\[0\]\.items\[0\]\.page: unknown page "GaleryPage"; known pages: HomePage, /)
  })

  it('names a query parameter the target page does not read', () => {
    const message = referenceErrors((s) => {
      s.navigation.legal[0] = { label: { ko: '약관', en: 'Terms' }, page: 'TermsOfServicePage', search: { tab: 'x' } }
    })
    expect(message).toBe('manifest/navigation.ts: legal[0].search.tab: TermsOfServicePage reads no query parameter "tab"')
  })

  it('finds a company code used twice', () => {
    const message = referenceErrors((s) => {
      const events = s.routes.filter((r) => r.event)
      events[1]!.event!.company = events[0]!.event!.company
    })
    expect(message).toMatch(/^manifest\/events: company "[a-z0-9]+" is used twice$/)
  })

  it('finds a link to nowhere inside any section, however deep, with its place', () => {
    const message = referenceErrors((s) => {
      const notFound = s.routes.find((r) => r.id === 'NotFoundPage')!
      notFound.sections = [
        { type: 'text', heading: { ko: '제목', en: 'Title' }, paragraphs: [{ ko: '본문', en: 'Body' }] },
        { type: 'actions', items: [{ label: { ko: '홈', en: 'Home' }, page: 'HomePage' }, { label: { ko: '없음', en: 'None' }, page: 'NowherePage' }] },
      ]
    })
    expect(message).toMatch(/^manifest\/pages \(NotFoundPage\): sections\[1\]\.items\[1\]\.page: unknown page "NowherePage"/)
  })

  it('finds a link to nowhere in an event page\'s sections by its file', () => {
    const message = referenceErrors((s) => {
      const event = s.routes.find((r) => r.event)!
      event.sections = [{ type: 'actions', items: [{ label: { ko: '홈', en: 'Home' }, page: 'GonePage' }] }]
    })
    expect(message).toMatch(/^manifest\/events\/[a-z0-9-]+\.ts: sections\[0\]\.items\[0\]\.page: unknown page "GonePage"/)
  })

  it('refuses a popup or a redirect to an event page: an event page has no popups, and the browser knows no event route', () => {
    const message = referenceErrors((s) => {
      const event = s.routes.find((r) => r.event)!
      s.popups[0]!.page = event.id
      s.redirects[1]!.to = event.id
    })
    expect(message).toMatch(/manifest\/popups\.ts: \[0\]\.page: unknown page "[A-Za-z0-9]+EventPage"/)
    expect(message).toMatch(/manifest\/redirects\.ts: \[1\]\.to: unknown page "[A-Za-z0-9]+EventPage"/)
  })

  it('finds a redirect and a popup to nowhere', () => {
    const message = referenceErrors((s) => {
      s.redirects[1]!.to = 'PrivatePage'
      s.popups[0]!.page = 'LandingPage'
    })
    expect(message).toContain('manifest/redirects.ts: [1].to: unknown page "PrivatePage"')
    expect(message).toContain('manifest/popups.ts: [0].page: unknown page "LandingPage"')
  })
})
