import type { Page } from '@playwright/test'
import { expect, expectHydrated, test } from './fixtures'
import { robotsAllow, robotsRules, type RobotsRule } from './robots-rules'
import { picturesAsScrolledPast } from './gallery-cards'
import { interfaceWords } from './words'

// What robots.txt allows is what the page needs. A renderer that obeys robots
// (as Google's does) gets none of what robots.txt refuses; the gallery and press pages must still
// show their lists, their thumbnails, and refresh them from the API. The built robots.txt is read
// here and applied with longest-match precedence (robots-rules.ts); every request it refuses on
// the site's origin is aborted, as the renderer would not make it.

const pressListName = { kor: interfaceWords.kor.press.list, eng: interfaceWords.eng.press.list } as const
const notRefreshed = { kor: interfaceWords.kor.lists.notRefreshed, eng: interfaceWords.eng.lists.notRefreshed } as const

/** Blocks, from the first request on, whatever the site's robots.txt refuses; returns what was blocked. */
async function obeyRobots(page: Page, rules: readonly RobotsRule[], origin: string): Promise<string[]> {
  const blocked: string[] = []
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.origin === origin && !robotsAllow(rules, url.pathname + url.search)) {
      blocked.push(url.pathname + url.search)
      return route.abort('blockedbyclient')
    }
    return route.continue()
  })
  return blocked
}

test.describe('a renderer that obeys robots.txt', () => {
  let rules: RobotsRule[]
  test.beforeAll(async ({ request }) => {
    const answer = await request.get('/robots.txt')
    expect(answer.status()).toBe(200)
    rules = robotsRules(await answer.text())
  })

  test('robots.txt refuses the writes (the test blocks what it must)', async ({ baseURL }) => {
    expect(baseURL).toBeTruthy()
    for (const write of ['/api/v1/OpenBadges', '/api/v1/OpenBadgesV3', '/api/v1/ContactUsByEmail']) expect(robotsAllow(rules, write)).toBe(false)
  })

  for (const segment of ['kor', 'eng'] as const) {
    test(`sees the gallery's 52 badges with their thumbnails, refreshed from the API (${segment})`, async ({ page, baseURL }) => {
      const blocked = await obeyRobots(page, rules, new URL(baseURL!).origin)
      const refreshed = page.waitForResponse((r) => r.url().includes('/api/v1/BadgeGallery?category=all'))
      await page.goto(`/${segment}/openbadge/badge-list`)
      await expectHydrated(page)
      expect((await refreshed).status()).toBe(200)
      const cards = page.getByRole('tabpanel').getByRole('listitem')
      await expect(cards).toHaveCount(52)
      // Every thumbnail drawn as a visitor scrolls past it (the later ones load lazily).
      await expect(page.getByRole('tabpanel').getByRole('img')).toHaveCount(52)
      const pictures = await picturesAsScrolledPast(page.getByRole('tabpanel'))
      expect(pictures.filter((picture) => !picture.drawn)).toEqual([])
      await expect(page.getByText(notRefreshed[segment], { exact: true })).toHaveCount(0)
      expect(blocked.filter((path) => path.startsWith('/api/'))).toEqual([])
    })

    test(`sees the press page's 20 rows, refreshed from the API (${segment})`, async ({ page, baseURL }) => {
      const blocked = await obeyRobots(page, rules, new URL(baseURL!).origin)
      const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/v1/MediaNews'))
      await page.goto(`/${segment}/company/press`)
      await expectHydrated(page)
      expect((await refreshed).status()).toBe(200)
      await expect(page.getByRole('list', { name: pressListName[segment] }).getByRole('listitem')).toHaveCount(20)
      await expect(page.getByText(notRefreshed[segment], { exact: true })).toHaveCount(0)
      expect(blocked.filter((path) => path.startsWith('/api/'))).toEqual([])
    })
  }
})
