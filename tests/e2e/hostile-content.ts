import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Hostile API content for any list section (press list now, the gallery next): strings that
 * would run code if a component ever injected HTML, link targets that are not web addresses, and
 * strings long enough to break a layout. Use `hostileStrings` / `hostileLinks` to build entries of
 * your list's shape, `serveHostile` to answer its operation with them, and
 * `expectHostileContentInert` to check the result. Each payload, if it ran, sets
 * `window.__hostileRan` or opens a dialog; both are checked.
 */
export const hostileStrings = {
  scriptTag: '<script>window.__hostileRan = "script"</script>',
  imgOnerror: '<img src=x onerror="window.__hostileRan = \'img\'">',
  svgOnload: '<svg onload="window.__hostileRan = \'svg\'"></svg>',
  closingMarkup: '"></a><iframe src="javascript:parent.__hostileRan=\'iframe\'"></iframe>',
  alert: '<b onmouseover=alert(1)>hover</b>',
  longWord: 'W'.repeat(3000),
  longText: '긴 제목 '.repeat(400),
  bidiOverride: '\u202egnp.exe\u202c 보도',
  emojiZwj: '👩‍💻'.repeat(200),
} as const

/** Link targets that must never become links, and one that must. */
export const hostileLinks = [
  'javascript:window.__hostileRan="link"',
  'JaVaScRiPt:window.__hostileRan="link"',
  ' javascript:window.__hostileRan="link"',
  'data:text/html,<script>parent.__hostileRan="data"</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/x',
  `https://news.example/${'a'.repeat(4000)}`,
] as const

/** Answers `operationPath` (e.g. `/api/v1/MediaNews`) with `{ data }` instead of the reference API. */
export async function serveHostile(page: Page, operationPath: string, data: unknown[]): Promise<void> {
  await page.route(`**${operationPath}*`, (route) => route.fulfill({ status: 200, json: { data } }))
}

/**
 * Nothing ran, nothing became markup, only http(s) addresses are links, and the page is no wider
 * than the window (a long string wraps instead of pushing the layout sideways). `list` is the
 * section's list; `expectedRows` how many entries it should show.
 */
export async function expectHostileContentInert(page: Page, list: Locator, expectedRows: number): Promise<void> {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await expect(list.locator(':scope > li')).toHaveCount(expectedRows)
  // Hover and click through every row that is not a link (a link opens a new tab; not needed).
  for (const row of await list.locator(':scope > li').all()) await row.hover()
  expect(await page.evaluate(() => (window as unknown as { __hostileRan?: string }).__hostileRan)).toBeUndefined()
  expect(dialogs).toEqual([])
  expect(await list.locator('script, img, svg, iframe, object, embed, [onerror], [onload], [onmouseover]').count()).toBe(0)
  for (const href of await list.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
    expect(href).toMatch(/^https?:\/\//)
  }
  // The markup arrived as text, visible to the visitor.
  await expect(list.getByText(hostileStrings.scriptTag, { exact: false }).first()).toBeAttached()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, 'page wider than the window').toBeLessThanOrEqual(0)
  const listBox = await list.boundingBox()
  for (const row of await list.locator(':scope > li').all()) {
    const box = await row.boundingBox()
    expect(box && listBox && box.x + box.width <= listBox.x + listBox.width + 1, 'row wider than its list').toBe(true)
  }
}
