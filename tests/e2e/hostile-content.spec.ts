// Hostile press entries (script tags, javascript: and other non-web links, very long strings)
// render as inert text, only http(s) addresses are links, and the layout holds on a phone and a
// desktop. The gallery reuses ./hostile-content.ts when it lands.
import { expectHydrated, test } from './fixtures'
import { expectHostileContentInert, hostileLinks, hostileStrings, serveHostile } from './hostile-content'

const strings = Object.values(hostileStrings)
const pressItems = [
  ...strings.map((title, i) => ({
    id: i + 1,
    publisher: strings[(i + 3) % strings.length]!,
    title,
    linkUrl: hostileLinks[i % hostileLinks.length]!,
    publishedDate: `2025-0${(i % 9) + 1}-01T00:00:00.000Z`,
    display: true,
  })),
  { id: 100, publisher: hostileStrings.scriptTag, title: 'hidden', linkUrl: 'https://news.example/hidden', publishedDate: '2025-01-01T00:00:00.000Z', display: false },
]

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test(`hostile press entries stay inert text at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await serveHostile(page, '/api/v1/MediaNews', pressItems)
    await page.goto('/kor/company/press')
    await expectHydrated(page)
    await expectHostileContentInert(page, page.getByRole('list', { name: '언론 보도 목록' }), strings.length)
  })
}
