// Every link of the site header, reached and followed with scripts off (blocked, or not yet run on
// a slow phone), at a phone's, a tablet's and a desktop's width, by keyboard and by pointer
// (docs/page-design.md, "The header without scripts"; WCAG 2.2 AA, 2.1.1 Keyboard and 2.4.11
// Focus Not Obscured). The links are read from the manifest's navigation and the route index: a
// new menu entry is tested with no edit here. How the header shows them is not assumed: a visitor
// presses what the header offers to open (a button, or a link to a place in the header itself)
// until the link shows.
import type { Page } from '@playwright/test'
import type { Link } from '../../manifest/schema/link'
import type { InLanguage } from '../../manifest/schema/text'
import { site } from '../../src/generated/site.gen'
import shellEn from '../../src/generated/shell.en.gen'
import shellKo from '../../src/generated/shell.ko.gen'
import { expect, test } from './fixtures'
import { pairwise } from './pairwise'
import { addressOf, asSet } from './site'

type Segment = (typeof site.languages)[number]['segment']
/** A header link as a visitor finds it: the words it starts with and where it leads. */
type HeaderLink = { label: string; href: string; external: boolean }

function headerLinks(segment: Segment, pageId: string): HeaderLink[] {
  const locale = site.languages.find((l) => l.segment === segment)!.locale
  const { brand, navigation } = { ko: shellKo, en: shellEn }[locale]
  const entries: readonly InLanguage<Link>[] = [...navigation.menus.flatMap((menu) => menu.items), ...navigation.login.items, navigation.contact]
  return [
    { label: brand.name, href: addressOf('HomePage', segment), external: false },
    ...entries.map((entry) =>
      'external' in entry
        ? { label: entry.label, href: site.brand.external[entry.external], external: true }
        : {
            label: entry.label,
            href: addressOf(entry.page, segment) + ('search' in entry ? `?${new URLSearchParams(entry.search)}` : ''),
            external: false,
          },
    ),
    // The language switch leads to the same page in each language (docs/rules/routing.md §2.1).
    ...site.languages.map((l) => ({ label: l.switchLabel, href: addressOf(pageId, l.segment), external: false })),
  ]
}

/** Where the link leads, checked: this page's address, or a new tab's for another site. */
async function expectFollowed(page: Page, link: HeaderLink, follow: () => Promise<void>) {
  if (!link.external) {
    await follow()
    await expect(page).toHaveURL(new URL(link.href, page.url()).href)
    return
  }
  // The brand's other sites (login, verification) open in a new tab: answered here, never fetched.
  // Routed only now: a route turns the HTTP cache off, and the loads before need none.
  await page.context().route(/^https:\/\/[^/]+\.obadge\.example\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' }))
  const opened = page.context().waitForEvent('page')
  await follow()
  const tab = await opened
  await tab.waitForURL(link.href)
  await tab.close()
}

/**
 * What a visitor can tell of a control, in one call (a Tab walk makes many): whether it is in the
 * header; whether pressing it may show more of the header (a button not yet expanded, or a link
 * to a place in the header, not elsewhere in the page); for a link, its address and words (the
 * logo's picture's); and whether it is seen: its middle in the screen with nothing drawn over it
 * there (the sticky header, a panel; WCAG 2.4.11). Read once, not waited for: with no script
 * running, what a key or a click shows is shown once the browser has handled it. `scroll` first
 * brings it into the screen, as a visitor with a pointer scrolls to what is below (the keyboard's
 * focus scrolls by itself).
 */
const readControl = (el: Element, scroll = false) => {
  if (scroll) el.scrollIntoView({ block: 'nearest' })
  const header = el.closest('header')
  const href = el.getAttribute('href')
  const target = href?.startsWith('#') ? document.getElementById(decodeURIComponent(href.slice(1))) : null
  const box = el.getBoundingClientRect()
  return {
    inHeader: !!header,
    opens: el.getAttribute('aria-expanded') === 'false' || (!!target && !!header?.contains(target)),
    href,
    words: (el.textContent || el.querySelector('img')?.alt) ?? '',
    seen: box.width > 0 && box.height > 0 && el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)),
  }
}

/** The focused control, read in one call to the page (a Tab walk makes many). */
const focusedControl = (page: Page): Promise<ReturnType<typeof readControl>> =>
  page.evaluate(`(${readControl.toString()})(document.activeElement ?? document.body)`)

/** A walk's findings, and how to follow a link on a fresh load of the page (what went wrong, or undefined). */
type Reached = { problems: string[]; follow: (page: Page, link: HeaderLink) => Promise<string | undefined> }

/**
 * From the top of the page, Tab through the header to its end, pressing Enter on what opens
 * something in the header on the way; what went wrong for each of `links` (never reached, or
 * focused but not seen), in one walk of the page. Its `follow` presses again, on a fresh load, the
 * keys that reached the link, checks that the link has the focus, then presses Enter: with scripts
 * off the same keys reach the same control, and pressed without reading the focus at every stop
 * they cost half the walk they repeat.
 */
async function reachByKeyboard(page: Page, links: readonly HeaderLink[]): Promise<Reached> {
  const reached: (Awaited<ReturnType<typeof focusedControl>> & { keys: string[] })[] = []
  const keys: string[] = []
  let seenHeader = false
  // A guard against a loop, not a limit a visitor meets: the header has fewer stops than this,
  // walked twice when a link to the header itself starts its walk again.
  for (let stop = 0; stop < 200; stop++) {
    await page.keyboard.press('Tab')
    keys.push('Tab')
    const control = await focusedControl(page)
    if (!control.inHeader) {
      if (seenHeader) break
      continue
    }
    seenHeader = true
    if (control.href) reached.push({ ...control, keys: [...keys] })
    if (control.opens) {
      await page.keyboard.press('Enter')
      keys.push('Enter')
    }
  }
  const focusedAs = (link: HeaderLink) => reached.filter((c) => c.href === link.href && asSet(link.label).test(c.words))
  const problems = links.flatMap((link) => {
    const focused = focusedAs(link)
    if (focused.some((c) => c.seen)) return []
    return [`${link.label} (${link.href}): ${focused.length === 0 ? 'never reached by Tab' : 'focused but not seen'}`]
  })
  const follow = async (page: Page, link: HeaderLink) => {
    const route = focusedAs(link).find((c) => c.seen)?.keys
    if (!route) return 'never reached by Tab'
    for (const key of route) await page.keyboard.press(key)
    const control = await focusedControl(page)
    if (!(control.inHeader && control.href === link.href && asSet(link.label).test(control.words))) {
      return `the ${route.length} keys that reached it on one load focus ${control.href ?? 'no link'} on the next`
    }
    await expectFollowed(page, link, () => page.keyboard.press('Enter'))
  }
  return { problems, follow }
}

/**
 * The link, once seen: at once, or after clicking, one after another, what the header shows that
 * opens something. What the clicks opened stays open for the next link, as for a visitor.
 */
async function shownByPointer(page: Page, link: HeaderLink) {
  const header = page.getByRole('banner')
  const target = header.getByRole('link', { name: asSet(link.label) }).and(page.locator(`[href="${link.href}"]`))
  const seen = async () => {
    for (const candidate of await target.all()) if ((await candidate.evaluate(readControl, true)).seen) return candidate
    return undefined
  }
  let shown = await seen()
  for (const opener of shown ? [] : await header.locator('button[aria-expanded="false"], a[href^="#"]').all()) {
    if (!(await opener.isVisible()) || !(await opener.evaluate(readControl)).opens) continue
    await opener.click()
    shown = await seen()
    if (shown) break
  }
  return shown
}

/** What went wrong for each of `links`: not shown by clicking what the header offers. One load of the page. */
async function reachByPointer(page: Page, links: readonly HeaderLink[]): Promise<Reached> {
  const problems: string[] = []
  for (const link of links) if (!(await shownByPointer(page, link))) problems.push(`${link.label} (${link.href}): not shown by clicking what the header offers`)
  return { problems, follow: followByPointer }
}

/** The link shown by clicks (as above), then clicked. What went wrong, or undefined. */
async function followByPointer(page: Page, link: HeaderLink): Promise<string | undefined> {
  const shown = await shownByPointer(page, link)
  if (!shown) return 'not shown by clicking what the header offers'
  await expectFollowed(page, link, () => shown.click())
}

test.describe('the header without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // A phone, a tablet (below the menu breakpoint: the menu button) and a desktop (the menus in the bar).
  const widths = [375, 900, 1280]
  // The home page, where the audit found pages no visible link reached, every link; an inner page,
  // the links that differ from page to page (the language switch's): the rest of the header is one
  // component that reads nothing of the page.
  const starts = [
    ['HomePage', 'every header link', () => true],
    ['ContactPage', "the language switch's links", (link: HeaderLink) => site.languages.some((l) => link.label === l.switchLabel)],
  ] as const

  const ways = [
    ['reached by Tab, seen when reached; followed with Enter', reachByKeyboard],
    ['seen after clicking what the header offers; followed by a click', reachByPointer],
  ] as const
  // Pairwise (pairwise.ts) over language, width and way, the two start pages taking opposite
  // halves: a header that hides a longer label at one width is seen there by the way that runs in
  // that language; a way that fails at a width fails there in either language. All twenty-four
  // were 72 of the suite's test-seconds.

  site.languages.forEach(({ segment }, languageIndex) => {
    starts.forEach(([pageId, what, tested], startIndex) => {
      const start = addressOf(pageId, segment)
      widths.forEach((width, widthIndex) => {
        test.describe(`${start} at ${width} px`, () => {
          test.use({ viewport: { width, height: 800 } })

          ways.forEach(([by, reach], wayIndex) => {
            if (!pairwise(languageIndex, startIndex, widthIndex, wayIndex)) return
            // Every link reached on one load of the page; then the last link of the site and the
            // last of another site followed, each from a fresh load: with scripts off, a link the
            // header shows is followed by the browser alone, so following each one (a load per link,
            // eleven minutes of the suite on a busy machine) would test the browser, not the site.
            test(`${what}: ${by}`, async ({ page }) => {
              const links = headerLinks(segment, pageId).filter(tested)
              await page.goto(start)
              const { problems, follow } = await reach(page, links)
              for (const link of [links.findLast((l) => !l.external), links.findLast((l) => l.external)]) {
                if (!link) continue
                await page.goto(start)
                const problem = await follow(page, link)
                if (problem) problems.push(`${link.label} (${link.href}): ${problem}`)
              }
              expect(problems, `${start} at ${width} px`).toEqual([])
            })
          })
        })
      })
    })
  })
})
