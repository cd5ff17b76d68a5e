import type { Page } from '@playwright/test'
import { navigation } from '../../manifest/navigation'
import { notices } from '../../manifest/notices/index'
import { blogBanner } from '../../manifest/pages/art'
import { notFound } from '../../manifest/pages/not-found'
import { openbadges } from '../../manifest/pages/openbadges'
import { service } from '../../manifest/pages/service'
import { expect, test } from './fixtures'
import { band, breadcrumbName } from './page-walk/page-head'
import { asSet } from './site'
import { languageOf, sectionOf } from './words'

/**
 * The page head (docs/page-design.md), beyond what the page walk checks on every inner page (the
 * page head and one call to action at the end: page-walk/page-head.ts): the breadcrumb's words and
 * links; the band's buttons on pages that have their own; the not-found page (docs/rules/routing.md
 * §2.14) offers the main sections; a short page keeps its footer at the bottom of the screen.
 * The trails' short steps are written from manifest/navigation.ts, the contact button's words from
 * the spec; every longer text is read from its manifest entry.
 */

/** Notice 1, whose page ends its trail with its title. */
const firstNotice = notices.find((n) => n.id === 1)
if (!firstNotice) throw new Error('no notice 1 in the manifest')

/** What the footer's legal links call the privacy page, which its trail calls it too. */
const privacyLink = navigation.legal.find((link) => link.page === 'PrivacyPage')
if (!privacyLink) throw new Error('no privacy policy among the legal links')

/** The labels of a page's own row of buttons, in a language. */
const actionLabels = (page: Parameters<typeof sectionOf>[0], lang: 'ko' | 'en') => sectionOf(page, 'actions').items.map((item) => item.label[lang])

/**
 * The end-of-page band of two pages whose trail is checked too: the trail's test checks it on the
 * same load. Both only read the page, so each finds it as the fresh load left it.
 */
const bandsOnTrailPages: { url: string; title: string; check: (page: Page) => Promise<void> }[] = [
  {
    url: '/eng/openbadge',
    title: 'the page buttons and the contact button share the band',
    check: async (page) => {
      const [gallery, sample] = actionLabels(openbadges, 'en')
      if (!gallery || !sample) throw new Error('the open badge page: two buttons of its own, the gallery and the sample')
      await expect(band(page).getByRole('link')).toHaveText([gallery, sample, 'Ask us'])
      await expect(page.getByRole('main').getByRole('link', { name: sample })).toHaveCount(1)
    },
  },
  {
    url: '/kor/solutions/education',
    title: 'the blog banner is the band, with the contact button beside its own',
    check: async (page) => {
      await expect(band(page)).toHaveAccessibleName(blogBanner.heading.ko)
      await expect(band(page).getByRole('link')).toHaveText([asSet(blogBanner.link.label.ko), '도입 문의하기'])
      await expect(page.getByRole('heading', { name: blogBanner.heading.ko })).toHaveCount(1)
    },
  },
]

test.describe('the breadcrumb follows the navigation', () => {
  /** [address, the trail's words, the links among them (words -> address)] from manifest/navigation.ts. */
  const trails: [string, string[], Record<string, string>][] = [
    ['/kor/service/issuance', ['홈', '서비스', '배지 발급'], { 홈: '/kor', 서비스: '/kor/service' }],
    ['/eng/service/issuance', ['Home', 'Service', 'Issuance'], { Home: '/eng', Service: '/eng/service' }],
    ['/kor/openbadge', ['홈', '오픈배지'], { 홈: '/kor' }],
    ['/eng/openbadge', ['Home', 'Open Badge'], { Home: '/eng' }],
    ['/kor/solutions/education', ['홈', '솔루션', '교육기관'], { 홈: '/kor', 솔루션: '/kor/solutions' }],
    ['/eng/company', ['Home', 'Company'], { Home: '/eng' }],
    // A notice is a page of its own: the trail ends at it, named by its title.
    ['/kor/company/event-detail?id=1', ['홈', '회사', '공지사항', firstNotice.title.ko], { 홈: '/kor', 회사: '/kor/company', 공지사항: '/kor/company/event-list' }],
    ['/eng/company/event-detail?id=1', ['Home', 'Company', 'Notices', firstNotice.title.en], { Home: '/eng', Company: '/eng/company', Notices: '/eng/company/event-list' }],
    ['/eng/company/event-detail', ['Home', 'Company', 'Notices', 'Notice'], { Home: '/eng', Company: '/eng/company', Notices: '/eng/company/event-list' }],
    ['/kor/contact-us', ['홈', '문의하기'], { 홈: '/kor' }],
    ['/eng/privacy', ['Home', privacyLink.label.en], { Home: '/eng' }],
  ]
  for (const [url, words, links] of trails) {
    const bandCheck = bandsOnTrailPages.find((b) => b.url === url)
    test(`${url}: ${words.join(' > ')}${bandCheck ? `; ${bandCheck.title}` : ''}`, async ({ page }) => {
      await page.goto(url)
      await test.step(`${url}: ${words.join(' > ')}`, async () => {
        const segment = url.startsWith('/kor') ? 'kor' : 'eng'
        const nav = page.getByRole('navigation', { name: breadcrumbName[segment] })
        const items = nav.getByRole('listitem')
        await expect(items).toHaveText(words)
        await expect(nav.getByRole('link')).toHaveCount(Object.keys(links).length)
        for (const [name, href] of Object.entries(links)) await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
        await expect(items.last().locator('[aria-current="page"]')).toHaveText(words.at(-1)!)
      })
      if (bandCheck) await test.step(`${url}: ${bandCheck.title}`, () => bandCheck.check(page))
    })
  }
  // A band checked on a page that has no trail here would never be checked.
  const trailless = bandsOnTrailPages.filter((b) => !trails.some(([url]) => url === b.url))
  if (trailless.length) throw new Error(`bands on pages without a trail: ${trailless.map((b) => b.url).join(', ')}`)

  test('a step of the trail leads to its page, in the same language', async ({ page }) => {
    await page.goto('/eng/solutions/enterprise')
    await page.getByRole('navigation', { name: breadcrumbName.eng }).getByRole('link', { name: 'Solutions' }).click()
    await expect(page).toHaveURL(/\/eng\/solutions$/)
    await expect(page.getByRole('navigation', { name: breadcrumbName.eng }).locator('[aria-current="page"]')).toHaveText('Solutions')
  })
})

// The band of /eng/openbadge and of /kor/solutions/education: on their trails' tests (above).
test.describe('one call to action at the end of a page', () => {
  test('/kor/service: the page row already leads to the contact page, so the band adds no second contact button', async ({ page }) => {
    await page.goto('/kor/service')
    await expect(band(page).getByRole('link')).toHaveText(actionLabels(service, 'ko'))
    await expect(page.getByRole('main').locator('a[href="/kor/contact-us"]')).toHaveCount(1)
  })
})

test.describe('the band on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })
  test('/eng/solutions/education: the blog banner band stacks its words over its buttons', async ({ page }) => {
    await page.goto('/eng/solutions/education')
    const words = await band(page).getByText(asSet(blogBanner.text.en, true)).boundingBox()
    const buttons = await band(page).getByRole('link').evaluateAll((links) => links.map((a) => a.getBoundingClientRect().top))
    for (const top of buttons) expect(top).toBeGreaterThanOrEqual(words!.y + words!.height)
  })
})

test.describe('the not-found page', () => {
  /** The not-found page's apology, home button and sections heading in a language, from its entry. */
  const words = (segment: 'kor' | 'eng') => {
    const lang = languageOf[segment]
    const sections = sectionOf(notFound, 'site-sections').heading
    const [home] = actionLabels(notFound, lang)
    if (!sections || !home) throw new Error('the not-found page: a home button and a heading over its sections')
    return { apology: notFound.description[lang], home: [home, `/${segment}`], sections: sections[lang] } as const
  }
  const cases = [
    { url: '/kor/no-such-page', ...words('kor'), menus: ['오픈배지', '서비스', '솔루션', '회사'], link: ['교육기관', '/kor/solutions/education'] },
    { url: '/eng/no-such-page', ...words('eng'), menus: ['Open Badge', 'Service', 'Solutions', 'Company'], link: ['Education', '/eng/solutions/education'] },
  ] as const
  for (const c of cases) {
    test(`${c.url}: the apology, the home button and the main sections of the navigation`, async ({ page }) => {
      const response = await page.goto(c.url)
      expect(response?.status()).toBe(404)
      await expect(page.getByText(asSet(c.apology))).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: c.home[0] })).toHaveAttribute('href', c.home[1])
      const sections = page.getByRole('navigation', { name: c.sections })
      await expect(sections.getByRole('heading', { level: 3 })).toHaveText([...c.menus])
      await sections.getByRole('link', { name: c.link[0], exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${c.link[1]}$`))
    })
  }
})

/**
 * At 1440 x 900 the shortest pages (the not-found page, a notice page without a notice) now fill
 * the screen with their head, band and footer; on a taller screen (1440 x 1400) they are short,
 * and the footer must still end at the bottom of the screen, not float above white space.
 * One load a page for both heights: the page is at least a screen high by CSS alone (the body's
 * minimum height), so a resize lays it out as a load at that height would, and it is measured after.
 */
const shortPageHeights = [900, 1400]
const footerEnds = 'the footer ends at the bottom of the screen or of the page, whichever is lower'
test.describe(`a short page at 1440 x ${shortPageHeights.join(', then ')}`, () => {
  test.use({ viewport: { width: 1440, height: shortPageHeights[0]! } })
  for (const url of ['/kor/company/event-detail', '/eng/company/event-detail', '/kor/no-such-page']) {
    test(`${url}: ${shortPageHeights.map((height) => `at 1440 x ${height}, ${footerEnds}`).join('; ')}`, async ({ page }) => {
      await page.goto(url)
      for (const height of shortPageHeights) {
        await test.step(`a short page at 1440 x ${height} › ${url}: ${footerEnds}`, async () => {
          await page.setViewportSize({ width: 1440, height })
          const footer = page.getByRole('contentinfo')
          await expect(footer).toBeVisible()
          const m = await footer.evaluate((el) => {
            const main = document.querySelector('main')!
            const parts = [...main.children].reduce((sum, c) => sum + c.getBoundingClientRect().height, 0)
            return {
              bottom: el.getBoundingClientRect().bottom + window.scrollY,
              pageEnd: document.documentElement.scrollHeight,
              // The room the layout gives the main part beyond what its parts need: only a short page has any.
              room: main.getBoundingClientRect().height - parts,
            }
          })
          // The footer ends the page, and the page is at least a screen high.
          expect(Math.abs(m.bottom - m.pageEnd)).toBeLessThanOrEqual(1)
          expect(m.bottom).toBeGreaterThanOrEqual(height - 1)
          if (height === 1400) {
            expect(m.room, 'the page is short at this height').toBeGreaterThan(0)
            expect(Math.abs(m.bottom - height)).toBeLessThanOrEqual(1)
          }
        })
      }
    })
  }
})
