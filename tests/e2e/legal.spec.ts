import type { Page } from '@playwright/test'
import { gdprNotice } from '../../manifest/legal/gdpr-notice'
import { privacyPolicy } from '../../manifest/legal/privacy-policy'
import { expect, expectHydrated, test } from './fixtures'
import { expectNoSeriousAxeViolation } from './axe-run'

// docs/rules/legal.md §2.12, written out here: what each legal page must show, in each language.
// The privacy page's two documents are named by their titles in manifest/legal/.
const privacy = {
  kor: { url: '/kor/privacy', contents: '목차', general: privacyPolicy.title.ko, gdpr: gdprNotice.title.ko, effective: '2023년 10월 31일' },
  eng: { url: '/eng/privacy', contents: 'Contents', general: privacyPolicy.title.en, gdpr: gdprNotice.title.en, effective: '31 October 2023' },
}
const terms = {
  kor: { url: '/kor/terms_of_service', contents: '목차', chapter: /^제\d+장 /, article: /^제\d+조 \(/, maintenance: '제12조 서비스의 점검' },
  eng: { url: '/eng/terms_of_service', contents: 'Contents', chapter: /^Chapter \d+\. /, article: /^Article \d+ \(/, maintenance: 'Article 12. Maintenance' },
}
const termsDates = ['2021-10-01', '2022-07-21', '2022-09-29', '2022-11-20', '2023-07-13', '2024-03-14', '2024-07-01']

/** Every link of the contents points at exactly one heading of the page. */
async function expectContentsAnchored(page: Page, contentsName: string) {
  const hrefs = await page.getByRole('navigation', { name: contentsName }).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  expect(hrefs.length).toBeGreaterThan(0)
  const targets = await page.evaluate(
    (ids) => ids.map((id) => ({ id, found: document.querySelectorAll(`[id="${id}"]`).length, tag: document.getElementById(id)?.tagName })),
    hrefs.map((h) => h.slice(1)),
  )
  expect(hrefs.every((h) => h.startsWith('#'))).toBe(true)
  expect(targets.filter((t) => t.found !== 1 || !/^H[2-4]$/.test(t.tag ?? ''))).toEqual([])
}


test.describe('the legal text is data in the page, not JavaScript', () => {
  // That a first visit downloads no text module is a step of the Korean privacy test below: the
  // same page, loaded the same way.
  test('a client-side visit loads the visitor\'s language only and shows the text', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/eng/service')
    await expectHydrated(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' }).click()
    await expect(page).toHaveURL(/\/eng\/terms_of_service$/)
    await expect(page.getByRole('heading', { name: 'Article 25 (Deletion of the account and destruction of personal information)' })).toBeAttached()
    expect(scripts.filter((path) => /terms-of-service-page\.(ko|en)\.gen-/.test(path)).map((path) => /\.(ko|en)\.gen-/.exec(path)![1])).toEqual(['en'])
  })
})

for (const lang of ['kor', 'eng'] as const) {
  test.describe(`legal pages in ${lang}`, () => {
    // What three tests checked (the first visit's in Korean only), as steps of one load: the first
    // visit's scripts are counted from before the load, and the first two steps only read the
    // page (axe moves nothing), so the jump starts from the load as it did. The reduced motion
    // the jump asks for is read by the style sheet alone (no script of this page reads it), so
    // asking for it after the load gives the jump the page it had when asked before.
    const firstVisit = 'a first visit downloads no text module; it hydrates from the HTML'
    test(`privacy: ${lang === 'kor' ? `${firstVisit}; ` : ''}a general policy of 5 articles and a GDPR policy of 10, effective 31 October 2023; a contents link jumps to its article`, async ({ page }) => {
      const p = privacy[lang]
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      })
      await page.goto(p.url)
      await expectHydrated(page)

      if (lang === 'kor') {
        await test.step(firstVisit, async () => {
          await expect(page.getByRole('heading', { name: '제5조 (개인정보 보호책임자, 쿠키, 권익침해 구제 및 방침의 변경)' })).toBeVisible()
          // The same check finds the page's own module, so an empty result means something.
          expect(scripts.some((path) => /\/privacy-page\.gen-/.test(path))).toBe(true)
          expect(scripts.filter((path) => /\.(ko|en)\.gen-/.test(path))).toEqual([])
        })
      }

      await test.step('a general policy of 5 articles and a GDPR policy of 10, effective 31 October 2023', async () => {
        const general = page.getByRole('region', { name: p.general })
        const gdpr = page.getByRole('region', { name: p.gdpr })
        await expect(general.getByRole('heading', { level: 2 })).toHaveText(p.general)
        await expect(general.getByRole('heading', { level: 3 })).toHaveCount(5)
        await expect(gdpr.getByRole('heading', { level: 3 })).toHaveCount(10)
        await expect(general.locator('time[datetime="2023-10-31"]')).toHaveText(p.effective)
        await expect(gdpr.locator('time[datetime="2023-10-31"]')).toHaveText(p.effective)
        // docs/rules/legal.md §2.12: the policy states the support hours, weekdays 9:00 to 18:00.
        await expect(general.getByText(/9:00 (~|to) 18:00/)).toBeVisible()
        await expectContentsAnchored(page, p.contents)
        await expectNoSeriousAxeViolation(page)
      })

      await test.step('a contents link jumps to its article', async () => {
        // An instant jump whatever the site's scroll-behavior, so the heading's final position is measured.
        await page.emulateMedia({ reducedMotion: 'reduce' })
        const link = page.getByRole('navigation', { name: p.contents }).getByRole('link').last()
        const href = (await link.getAttribute('href'))!
        await link.click()
        await expect(page).toHaveURL(new RegExp(`${p.url}${href}$`))
        const target = page.locator(href)
        await expect(target).toBeInViewport()
        await expect(target).toHaveAccessibleName(/10/)
        // The sticky header must not cover the heading it jumped to.
        const headerBottom = await page.getByRole('banner').evaluate((h) => h.getBoundingClientRect().bottom)
        expect(await target.evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom)
      })
    })

    // What two tests checked, as steps of one, each on a load of its own: the phone's jump is
    // measured from a page loaded at its width, not one the desktop's jump left scrolled.
    test('terms: chapters and articles, the in-force and amendment dates, contents that jump; on a phone: the contents list chapters, and a chapter link jumps to it', async ({ page }) => {
      const t = terms[lang]
      await test.step('terms: chapters and articles, the in-force and amendment dates, contents that jump', async () => {
        await page.goto(t.url)
        await expectHydrated(page)
        const main = page.getByRole('main')
        const chapters = main.getByRole('heading', { level: 2 }).filter({ hasText: t.chapter })
        const articles = main.getByRole('heading', { level: 3 }).filter({ hasText: t.article })
        if (lang === 'eng') {
          // docs/rules/legal.md §2.12: the English text is chapters 1 to 5.
          await expect(chapters).toHaveText([
            'Chapter 1. General provisions',
            'Chapter 2. Receipt of badges',
            'Chapter 3. Use of the service',
            'Chapter 4. Obligations of recipients',
            'Chapter 5. Personal information',
          ])
          await expect(articles).toHaveCount(25)
        } else {
          // The Korean text covers the whole service: more than the English chapters 1 to 5.
          expect(await chapters.count()).toBeGreaterThan(5)
          expect(await articles.count()).toBeGreaterThan(25)
        }
        expect(await main.locator('time').evaluateAll((times) => times.map((el) => el.getAttribute('datetime')))).toEqual(termsDates)
        await expectContentsAnchored(page, t.contents)
        const link = page.getByRole('navigation', { name: t.contents }).getByRole('link', { name: t.maintenance })
        await link.click()
        await expect(page).toHaveURL(new RegExp(`${t.url}#terms-article-12$`))
        await expect(page.locator('#terms-article-12')).toBeInViewport()
        await expectNoSeriousAxeViolation(page)
      })

      await test.step('terms on a phone: the contents list chapters, and a chapter link jumps to it', async () => {
        await page.setViewportSize({ width: 375, height: 700 })
        await page.goto(t.url)
        await expectHydrated(page)
        const links = page.getByRole('navigation', { name: t.contents }).getByRole('link')
        await expect(links.first()).toHaveText(t.chapter)
        expect(await links.allInnerTexts()).toEqual(expect.arrayContaining([expect.stringMatching(t.chapter)]))
        expect((await links.allInnerTexts()).some((name) => t.article.test(name))).toBe(false)
        await links.nth(2).click()
        await expect(page).toHaveURL(/#terms-chapter-3$/)
        await expect(page.locator('#terms-chapter-3')).toBeInViewport()
        await expectNoSeriousAxeViolation(page)
      })
    })
  })
}
