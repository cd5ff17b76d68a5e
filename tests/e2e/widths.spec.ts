import type { Page } from '@playwright/test'
import { breakpoints } from '../../manifest/breakpoints'
import { popups } from '../../manifest/popups'
import { popupsOfPage } from '../../manifest/schema/popup'
import { expect, expectHydrated, test } from './fixtures'
import { everyPage } from './site'
import { checkWidth, type WidthProblem } from './width-check'
import { knownFailures } from './widths-known-failures'

/**
 * The width check (issue 31, item 1): every page of the site (site.ts reads the manifest's
 * routes, so a new page is checked without an edit here), in both languages, at every width from
 * 320 to 1440 px in steps of 32 plus the common devices' widths, measured by width-check.ts:
 * no word split inside itself, no text column under 8 characters, no line that begins with "·",
 * no sideways overflow, and nothing covering the focused element as one tabs through the page;
 * from a tablet's 768 px up, no grid of cards ending in one card alone (`orphanWidths`).
 *
 * CI time matters (the whole `npm test` aims at 15 minutes on two cores), so each page is loaded
 * once and the same tab is resized through the widths, one page.evaluate measuring each (the
 * layout follows the width in CSS alone). The costly parts run at the representative widths only
 * (`deepWidths`): tabbing through every focusable element, the page's on-load dialog, and the
 * drawer (below the menu breakpoint, where the header shows its menu button).
 *
 * A finding still to be fixed is listed once in widths-known-failures.ts; the test requires each
 * listed finding to still occur, so a fixed one has to be taken off the list.
 */
const steps = Array.from({ length: (1440 - 320) / 32 + 1 }, (_, i) => 320 + i * 32)
const devices = [360, 375, 414, 768, 834, 1024, 1280]
const widths = [...new Set([...steps, ...devices])].sort((a, b) => a - b)
const deepWidths = [320, 375, 768, 1024, 1440]
/** "Grids without orphans at 768" (issue 31, item 2), and at every width above. */
const orphansFrom = 768
const height = 800

type Finding = { url: string; width: number; state: string; problem: WidthProblem }
const describe = (f: Finding) => `${f.url} at ${f.width} px${f.state ? ` (${f.state})` : ''}: ${f.problem.rule}: ${f.problem.element} "${f.problem.text}" ${f.problem.detail}`

async function measure(page: Page, url: string, width: number, state: string, focus: boolean): Promise<Finding[]> {
  await page.setViewportSize({ width, height })
  // No frame is waited for: reading a box lays the page out at the new size first.
  const problems = await page.evaluate(checkWidth, { focus, orphans: width >= orphansFrom })
  return problems.map((problem) => ({ url, width, state, problem }))
}

test.use({ popups: 'shown' })

// An event page is one document in its own language under both paths: it is checked once.
const pages = everyPage.filter((p) => !(p.isEvent && p.segment === 'eng'))

for (const { url, routeId } of pages) {
  // Its popup opens after hydration, from a chunk of its own (page-popups.tsx): on a busy machine,
  // after the network is idle. Counted before it opened, the walk ran without it, and the popup
  // then took the drawer's button press for the rest of the test's ten minutes.
  const opensPopup = popupsOfPage(popups, routeId).length > 0
  test(`${url} at ${widths.length} widths from 320 to 1440 px: no split word, narrow column, leading "·", overflow or covered focus`, async ({ page }) => {
    await page.setViewportSize({ width: deepWidths[0]!, height })
    await page.goto(url)
    await expectHydrated(page)
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => document.fonts.ready)
    const findings: Finding[] = []

    const dialog = page.locator('dialog[open]')
    if (opensPopup) await expect(dialog).toHaveCount(1)
    if ((await dialog.count()) > 0) {
      for (const width of deepWidths) findings.push(...(await measure(page, url, width, 'dialog open', true)))
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
    }
    for (const width of widths) findings.push(...(await measure(page, url, width, '', deepWidths.includes(width))))

    // An event page has no menu: its header is the event's own.
    const drawerId = await page.evaluate(() => document.querySelector('header [role="dialog"][aria-modal="true"]')?.id)
    const menuButton = page.locator(`header button[aria-controls="${drawerId}"]`)
    const hasMenu = drawerId !== undefined
    for (const width of hasMenu ? deepWidths.filter((w) => w < breakpoints.menu) : []) {
      await page.setViewportSize({ width, height })
      await menuButton.click()
      const drawer = page.locator('[role="dialog"][aria-modal="true"]')
      await expect(drawer).toBeVisible()
      // Open as a visitor finds it: focus moves in after the drawer's first paint (mobile-drawer.tsx),
      // and the walk below, then Escape, start from there.
      await expect(drawer.getByRole('button').first()).toBeFocused()
      findings.push(...(await measure(page, url, width, 'drawer open', true)))
      await page.keyboard.press('Escape')
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    }

    const known = knownFailures.filter((k) => k.url === url)
    const isKnown = (f: Finding) => known.some((k) => k.width === f.width && k.rule === f.problem.rule && f.problem.text.includes(k.text))
    const unexpected = findings.filter((f) => !isKnown(f))
    const fixed = known.filter((k) => !findings.some((f) => k.width === f.width && k.rule === f.problem.rule && f.problem.text.includes(k.text)))
    expect(unexpected.map(describe), 'new findings').toEqual([])
    expect(fixed, 'listed in widths-known-failures.ts but no longer found: take them off the list').toEqual([])
  })
}

/**
 * The check itself, held to a page that breaks each rule once (and to the same page mended), so
 * a rule that stopped seeing its defect fails here rather than passing everywhere.
 */
const fixture = (broken: boolean) => `<!doctype html><html lang="en"><head><style>
  body { margin: 0; font: 16px/1.5 sans-serif }
  .card { width: ${broken ? '90px' : '240px'}; border: 1px solid }
  .card h3 { font-size: 24px; ${broken ? 'overflow-wrap: anywhere' : ''} }
  .row { display: flex; gap: 8px }
  .row p { ${broken ? 'width: 40px' : 'flex: 1'} }
  .banner { position: fixed; bottom: 0; left: 0; right: 0; height: 120px; background: #eee; ${broken ? '' : 'display: none'} }
  .wide { width: ${broken ? '600px' : '100%'}; height: 10px }
</style></head><body>
  <div class="card"><h3>Motivation</h3></div>
  <div class="row"><p>Thinking about the closing band of the page</p><p>Second column of text</p></div>
  <div class="wide"></div>
  <div style="height: 700px"></div>
  <a href="#end" style="display: block; height: 60px">Last link on the page</a>
  <div class="banner">App banner</div>
</body></html>`

test('the width check finds a split word, a squeezed column, a hidden focus and overflow on a broken page, and nothing once it is mended', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.setContent(fixture(true))
  const found = await page.evaluate(checkWidth, { focus: true })
  const lines = found.map((p) => `${p.rule}: ${p.element} "${p.text}" ${p.detail}`)
  expect(lines).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^word split: h3 "Motivation" "Motivation" is broken across lines$/),
      expect.stringMatching(/^narrow column: p "Thinking about the closing band of the page" 40 px wide/),
      expect.stringMatching(/^focus covered: a "Last link on the page" covered by div.banner "App banner"/),
      expect.stringMatching(/^overflow: div.wide "" spans x 0\.\.600 of a 375 px viewport$/),
    ]),
  )

  await page.setContent(fixture(false))
  expect(await page.evaluate(checkWidth, { focus: true })).toEqual([])
})

test('the width check finds a line that begins with a middle dot', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.setContent('<!doctype html><p style="width: 205px; font: 16px/1.5 monospace">Members of the assoc · partners</p>')
  const found = await page.evaluate(checkWidth, { focus: false })
  expect(found.map((p) => p.rule)).toEqual(['middle dot'])
})

test('the width check finds a grid of cards that ends in one card alone, but not one whose last card takes the row, nor a list as long as its data', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 800 })
  const cards = (n: number) => Array.from({ length: n }, (_, i) => `<li>Card ${i + 1}</li>`).join('')
  const grid = (extra: string, attributes = '') =>
    `<!doctype html><style>ul { display: grid; grid-template-columns: repeat(2, 1fr); gap: 8px; list-style: none; padding: 0 } li { height: 60px; border: 1px solid } ${extra}</style><ul${attributes}>${cards(3)}</ul>`
  const orphans = async () => (await page.evaluate(checkWidth, { focus: false, orphans: true })).map((p) => `${p.rule}: ${p.element} "${p.text}"`)

  await page.setContent(grid(''))
  expect(await orphans()).toEqual(['orphan: li "Card 3"'])
  // Not asked for (below the tablet's width): not measured.
  expect(await page.evaluate(checkWidth, { focus: false })).toEqual([])
  await page.setContent(grid('li:last-child { grid-column: 1 / -1 }'))
  expect(await orphans()).toEqual([])
  await page.setContent(grid('', ' data-length="from-data"'))
  expect(await orphans()).toEqual([])
})
