import type { Locator, Page } from '@playwright/test'
import { brand } from '../../manifest/brand'
import { events } from '../../manifest/events/index'
import { popups as manifestPopups } from '../../manifest/popups'
import type { Popup as PopupEntry } from '../../manifest/schema/popup'
import { expect, expectHydrated, test, twoFrames } from './fixtures'
import { addressOf, asSet } from './site'
import { interfaceWords, issuanceWords, languageOf, segmentOf, type Segment } from './words'

// Every dialog fits the window (its title and actions in view, its content
// scrolling, opened at its top), its actions are one row or a deliberate full-width stack with
// "hide for today" apart and never above them, focus starts on "close" (WAI-ARIA APG dialog
// pattern) and, for a popup nobody asked for, returns to the top of the page. Measured in the
// browser at the widths a visitor uses, in both languages. Also: one overlay at a time on a
// phone (docs/decisions/one-overlay-at-a-time.md), and a back-to-top button that covers nothing.

const viewports = [
  { width: 320, height: 640 },
  { width: 375, height: 667 },
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const
/**
 * Where a popup is loaded: the smallest phone and the desktop. The phones' other sizes are reached
 * by resizing the open popup (its layout follows CSS alone): where it starts is decided at load,
 * by the focus on "close", and the smallest screen is where that focus could scroll its content
 * away. Loaded at each of the four, the test took four loads a popup for what two show.
 */
const loadViewports = [viewports[0], viewports[3]] as const
const resizedViewports = (loadedAt: (typeof viewports)[number]) => (loadedAt === viewports[0] ? [viewports[1], viewports[2]] : [])

type Popup = {
  path: string
  /** With joiners allowed: codegen holds a Korean particle to the number before it (manifest/no-break.ts). */
  title: RegExp
  close: string
  hide?: string
  action?: string
  /** Every link of its parts, in order. */
  links: string[]
  first: { role: 'heading' | 'img'; name: string }
}

/** The popup `id` of manifest/popups.ts as a visitor of `segment` meets it, its words read from the entry and the dictionaries. */
function popupOf(id: string, segment: Segment): Popup {
  const popup: PopupEntry | undefined = manifestPopups.find((p) => p.id === id)
  const part = popup?.parts[0]
  if (!popup || !part) throw new Error(`no popup ${id} with a part in the manifest`)
  const lang = languageOf[segment]
  const words = interfaceWords[segment].popup
  // Its content opens with its illustration, or else with its first part's heading.
  const opening = popup.image?.alt ?? part.heading
  if (!opening) throw new Error(`popup ${id}: neither an illustration nor a heading to open with`)
  const first = { role: popup.image ? ('img' as const) : ('heading' as const), name: opening[lang] }
  return {
    path: addressOf(popup.page, segment),
    title: asSet(popup.title[lang]),
    close: words.close,
    hide: popup.hideForToday ? words.hideForToday : undefined,
    // A popup of one part has its links in the dialog's own row, after "close" (manifest/schema/popup.ts).
    action: popup.parts.length === 1 ? part.links[0]?.label[lang] : undefined,
    links: popup.parts.flatMap((p) => p.links.map((link) => link.label[lang])),
    first,
  }
}

/**
 * The request form's words on the event page `slug`: its entry's interface language's, whatever the
 * path (docs/rules/issuance.md §2.13).
 */
function issuanceWordsOf(slug: string) {
  const event = events.find((e) => e.slug === slug)
  if (!event) throw new Error(`no event ${slug} in the manifest`)
  return issuanceWords[segmentOf[event.interfaceLanguage]]
}

/** The "hide for today" button of a popup that offers one; one that does not fails the test that asks. */
function hideButton(popup: Popup): string {
  if (!popup.hide) throw new Error(`${popup.title.source}: no "hide for today"`)
  return popup.hide
}

/** The popups that open by themselves: the home page's login paths and the v2.0 entry page's 3.0 advert. */
const popups = (segment: Segment) => [popupOf('loginPath', segment), popupOf('badgesV3', segment)]

type Box = { x: number; y: number; width: number; height: number }

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox()
  expect(b, `${locator} has a box`).not.toBeNull()
  return b as Box
}

const within = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Whether what a person sees at the element's centre is the element (nothing lies over it). */
const onTop = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect()
    return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2))
  })

/** Waits for the dialog's entrance (a short slide), so that boxes are where they stay. */
const settled = (dialog: Locator) =>
  dialog.evaluate((d) => Promise.all(d.getAnimations({ subtree: true }).filter((a) => a.timeline instanceof DocumentTimeline).map((a) => a.finished)))

/**
 * The dialog inside the window; its title and every action fully in view, uncovered and apart;
 * the buttons one row (always on a wide screen) or a stack of equal full-width buttons; the minor
 * action at the row's start or under the buttons, never above them.
 */
async function expectFitsWithActions(page: Page, dialog: Locator, title: string | RegExp, buttonNames: string[], asideName?: string) {
  const viewport = page.viewportSize() ?? { width: 0, height: 0 }
  const screen = { x: 0, y: 0, ...viewport }
  await settled(dialog)
  const dialogBox = await box(dialog)
  expect(within(dialogBox, screen), `dialog ${JSON.stringify(dialogBox)} inside ${viewport.width}x${viewport.height}`).toBe(true)

  const heading = dialog.getByRole('heading', { name: title, level: 2 })
  const titleBox = await box(heading)
  expect(within(titleBox, dialogBox), 'title inside the dialog').toBe(true)
  expect(await onTop(heading), 'title uncovered').toBe(true)

  const buttons = buttonNames.map((name) => dialog.getByRole(name === buttonNames.at(-1) && buttonNames.length > 1 ? 'link' : 'button', { name, exact: true }))
  const actions = asideName ? [...buttons, dialog.getByRole('button', { name: asideName, exact: true })] : buttons
  const boxes = await Promise.all(actions.map(box))
  for (const [i, b] of boxes.entries()) {
    expect(within(b, dialogBox), `${buttonNames[i] ?? asideName} inside the dialog`).toBe(true)
    expect(await onTop(actions[i]!), `${buttonNames[i] ?? asideName} uncovered`).toBe(true)
    for (const other of boxes.slice(i + 1)) expect(overlap(b, other), 'actions apart').toBe(false)
  }

  const buttonBoxes = boxes.slice(0, buttons.length)
  const oneRow = buttonBoxes.every((b) => Math.abs(b.y - buttonBoxes[0]!.y) < 1)
  const stack = buttonBoxes.every((b) => Math.abs(b.x - buttonBoxes[0]!.x) < 1 && Math.abs(b.width - buttonBoxes[0]!.width) < 1)
  expect(oneRow || stack, `buttons ${JSON.stringify(buttonBoxes)} in one row or a full-width stack`).toBe(true)
  if (viewport.width >= 600) expect(oneRow, 'one row on a wide screen').toBe(true)
  if (asideName) {
    const aside = boxes.at(-1)!
    const top = Math.min(...buttonBoxes.map((b) => b.y))
    const bottom = Math.max(...buttonBoxes.map((b) => b.y + b.height))
    const besideAtStart = oneRow && aside.y + aside.height / 2 > top && aside.y + aside.height / 2 < bottom && aside.x + aside.width <= Math.min(...buttonBoxes.map((b) => b.x))
    const under = aside.y >= bottom - 0.5
    expect(besideAtStart || under, `"${asideName}" ${JSON.stringify(aside)} beside the buttons at the start, or under them`).toBe(true)
  }
}

for (const segment of ['kor', 'eng'] as const) {
  test.describe(`popups fit and start in the right place /${segment}`, () => {
    test.use({ popups: 'shown' })

    for (const popup of popups(segment)) {
      /** Fits with its actions, and starts at its top: the content's first thing under the title, not scrolled away. */
      const expectFitsAtItsTop = async (page: Page) => {
        const dialog = page.getByRole('dialog', { name: popup.title })
        await expectFitsWithActions(page, dialog, popup.title, popup.action ? [popup.close, popup.action] : [popup.close], popup.hide)
        const first = await box(dialog.getByRole(popup.first.role, { name: popup.first.name }))
        const title = await box(dialog.getByRole('heading', { name: popup.title, level: 2 }))
        expect(first.y).toBeGreaterThanOrEqual(title.y + title.height)
        expect(first.y).toBeLessThan((await box(dialog)).y + (await box(dialog)).height)
      }
      test(`${popup.path} at 320, 375 (two heights) and 1440 px`, async ({ page }) => {
        for (const loadedAt of loadViewports) {
          await test.step(`${loadedAt.width}x${loadedAt.height}`, async () => {
            await page.setViewportSize(loadedAt)
            await page.goto(popup.path)
            await expectHydrated(page)
            const dialog = page.getByRole('dialog', { name: popup.title })
            await expect(dialog).toBeVisible()
            const close = dialog.getByRole('button', { name: popup.close, exact: true })
            await expect(close).toBeFocused()
            // A strong ring in the brand's blue (#1f4fd1), not the loudest thing on screen in orange.
            const ring = await close.evaluate((el) => {
              const style = getComputedStyle(el)
              return { color: style.outlineColor, style: style.outlineStyle, width: style.outlineWidth }
            })
            expect(ring).toEqual({ color: 'rgb(31, 79, 209)', style: 'solid', width: '3px' })
            await expectFitsAtItsTop(page)
            for (const viewport of resizedViewports(loadedAt)) {
              await test.step(`resized to ${viewport.width}x${viewport.height}`, async () => {
                await page.setViewportSize(viewport)
                await expectFitsAtItsTop(page)
              })
            }

            // Closed with the keyboard, the popup nobody opened hands focus to the top of the page.
            await page.keyboard.press('Enter')
            await expect(dialog).toBeHidden()
            await page.keyboard.press('Tab')
            await expect(page.getByRole('link', { name: interfaceWords[segment].shell.skipToContent })).toBeFocused()
          })
        }
      })
    }
  })
}

test.describe('a dialog somebody opened', () => {
  // A Korean event at a phone's width, an English one at a laptop's.
  for (const [segment, slug, viewport] of [
    ['kor', 'aeskr', { width: 320, height: 640 }],
    ['eng', 'lecoslte2025', { width: 1440, height: 900 }],
  ] as const) {
    const path = `/${segment}/${slug}`
    test(`${path} at ${viewport.width} px: the confirmation fits, its No and Yes in a row, and focus goes back to the issue button`, async ({ page }) => {
      const words = issuanceWordsOf(slug)
      const w = { name: words.name, email: words.email, issue: words.submit, confirm: words.confirmTitle, no: words.no, yes: words.yes }
      await page.setViewportSize(viewport)
      await page.goto(path)
      await expectHydrated(page)
      await page.getByLabel(w.name).fill('Ada')
      await page.getByLabel(w.email).fill('ada@example.com')
      await page.getByRole('button', { name: w.issue }).click()
      const confirm = page.getByRole('alertdialog', { name: w.confirm })
      await expect(confirm.getByRole('button', { name: w.no })).toBeFocused()
      await settled(confirm)
      const [no, yes, dialogBox] = await Promise.all([box(confirm.getByRole('button', { name: w.no })), box(confirm.getByRole('button', { name: w.yes, exact: true })), box(confirm)])
      expect(within(dialogBox, { x: 0, y: 0, ...viewport })).toBe(true)
      expect(Math.abs(no.y - yes.y)).toBeLessThan(1)
      expect(no.x + no.width).toBeLessThanOrEqual(yes.x)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('button', { name: w.issue })).toBeFocused()
    })
  }
})

test.describe('one interruption a visit on a phone', () => {
  test.use({ popups: 'shown', viewport: { width: 375, height: 812 } })
  const banner = (page: Page) => page.getByRole('complementary', { name: interfaceWords.kor.appBanner.label })
  const loginPath = popupOf('loginPath', 'kor')

  test('the app banner never follows the login-path popup on the same visit, and shows on a visit without it', async ({ page }) => {
    await page.goto('/kor')
    await expectHydrated(page)
    const dialog = page.getByRole('dialog', { name: loginPath.title })
    await expect(dialog).toBeVisible()
    await expect(banner(page)).toHaveCount(0)
    await dialog.getByRole('button', { name: loginPath.close }).click()
    await expect(dialog).toBeHidden()
    // The popup gives the overlays' turn back as it closes, and the banner decided within the
    // same frames when it still showed after a popup (it no longer does): two frames are enough.
    await twoFrames(page)
    await expect(banner(page)).toHaveCount(0)

    // The next visit, the popup hidden for today: nothing else interrupts it, so the banner shows.
    await page.reload()
    await expectHydrated(page)
    await dialog.getByRole('button', { name: hideButton(loginPath) }).click()
    await page.reload()
    await expectHydrated(page)
    await expect(banner(page)).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // The page's end scrolls clear of the bar: the footer's last line is above it.
    // (Polled: the room follows the bar's measured height, a frame after it appears.)
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
        const bar = await box(banner(page))
        const copyright = await box(page.getByRole('contentinfo').getByText(/©/))
        return bar.y - (copyright.y + copyright.height)
      })
      // Sub-pixel rounding of the measured bar height (seen: -0.34 px).
      .toBeGreaterThanOrEqual(-1)
  })
})

// On a phone the home's popup shows every way out (its own buttons and the
// buttons of its two parts) at once, with nothing to scroll inside it.
for (const segment of ['kor', 'eng'] as const) {
  const w = popupOf('loginPath', segment)
  test.describe(`/${segment}: the login-path popup on a phone`, () => {
    test.use({ popups: 'shown' })

    for (const viewport of [
      { width: 320, height: 640 },
      { width: 375, height: 667 },
    ]) {
      test(`at ${viewport.width}x${viewport.height} every action is on screen without scrolling inside it`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.goto(`/${segment}`)
        await expectHydrated(page)
        const dialog = page.getByRole('dialog', { name: w.title })
        await expect(dialog).toBeVisible()
        await settled(dialog)
        const screen = { x: 0, y: 0, ...viewport }
        const actions = [...w.links.map((name) => ({ role: 'link' as const, name })), ...[w.close, hideButton(w)].map((name) => ({ role: 'button' as const, name }))]
        for (const { role, name } of actions) {
          const action = dialog.getByRole(role, { name, exact: true })
          expect(within(await box(action), screen), `${name} within ${viewport.width}x${viewport.height}`).toBe(true)
          expect(await onTop(action), `${name} uncovered`).toBe(true)
        }
        // Nothing of the content is out of sight (the title's description is the scrolling content).
        const hidden = await dialog.evaluate((d) => [...d.querySelectorAll('*')].filter((el) => el.scrollHeight > el.clientHeight + 1 && getComputedStyle(el).overflowY !== 'visible').length)
        expect(hidden, 'scrolled boxes in the dialog').toBe(0)
      })
    }
  })
}

test.describe('the app banner covers no focus', () => {
  test.use({ viewport: { width: 375, height: 667 } })

  // WCAG 2.2, 2.4.11 (the banner once covered the third quick-link card here, and at 320 the
  // second hero button). What a person sees at the focused element's centre and corners is the
  // element, never a fixed or sticky bar (the banner, the header) lying over it.
  test('tabbing through /kor at 375 px, no fixed or sticky bar ever lies over the focused element', async ({ page }) => {
    await page.goto('/kor')
    await expectHydrated(page)
    // The popups are hidden for today (the fixture's cookies): a visit the banner may take.
    await expect(page.getByRole('complementary', { name: interfaceWords.kor.appBanner.label })).toBeVisible()
    const covered: string[] = []
    let stops = 0
    for (;;) {
      await page.keyboard.press('Tab')
      // Focus may scroll smoothly (scroll-behavior): wait until the page stands still.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            let last = -1
            const check = () => (window.scrollY === last ? resolve() : ((last = window.scrollY), requestAnimationFrame(() => requestAnimationFrame(check))))
            check()
          }),
      )
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null
        // Past the last stop focus leaves the page (the body), or comes round to the first again.
        if (!el || el === document.body || el.dataset.walkStart !== undefined) return null
        if (!document.querySelector('[data-walk-start]')) el.dataset.walkStart = ''
        const r = el.getBoundingClientRect()
        // Corners are taken inside the element's rounded shape: a point 2 px in from the corner of a
        // 6 px radius lies outside it once Chromium snaps the box to whole pixels, and there the
        // hit test rightly finds what is under the element (the skip link over the header).
        const radius = parseFloat(getComputedStyle(el).borderTopLeftRadius) || 0
        const inset = Math.min(Math.max(2, radius), r.width / 2, r.height / 2)
        const points = [
          [r.left + r.width / 2, r.top + r.height / 2],
          [r.left + inset, r.top + inset],
          [r.right - inset, r.top + inset],
          [r.left + inset, r.bottom - inset],
          [r.right - inset, r.bottom - inset],
        ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < innerWidth && y! < innerHeight)
        const bars = new Set<string>()
        for (const [x, y] of points) {
          const top = document.elementFromPoint(x!, y!)
          if (!top || el.contains(top) || top.contains(el)) continue
          let bar: Element | null = top
          while (bar && !['fixed', 'sticky'].includes(getComputedStyle(bar).position)) bar = bar.parentElement
          if (bar && !bar.contains(el)) bars.add(`<${bar.tagName.toLowerCase()} ${bar.getAttribute('aria-label') ?? bar.className}>`)
        }
        const name = `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40) || el.getAttribute('aria-label')}"`
        return { name, bars: [...bars] }
      })
      if (!focus) break
      if (focus.bars.length) covered.push(`${focus.name} under ${focus.bars.join(', ')}`)
      stops += 1
      expect(stops, 'the tab order ends').toBeLessThan(400)
    }
    expect(stops, 'tab stops walked').toBeGreaterThan(20)
    expect(covered).toEqual([])
  })
})

test.describe('back to top covers nothing', () => {
  test('at 375 px the contact consent and the footer address stay uncovered', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/eng/contact-us')
    await expectHydrated(page)
    const consent = page.locator('label').filter({ has: page.getByRole('checkbox') })
    const address = page.getByRole('contentinfo').getByText(asSet(brand.address.en))
    const button = page.getByRole('button', { name: interfaceWords.eng.shell.scrollToTop })
    // Each read where a corner button used to sit (its line 48 px above the window's bottom), and mid-window.
    for (const [target, fromBottom] of [[consent, 48], [consent, 406], [address, 48], [address, 406]] as const) {
      await target.evaluate((el, y) => {
        const r = el.getBoundingClientRect()
        window.scrollBy({ top: r.top + r.height / 2 - (window.innerHeight - y), behavior: 'instant' })
      }, fromBottom)
      await expect.poll(() => page.evaluate(() => window.scrollY > 240)).toBe(true)
      // Scrolled this far the button is shown: wherever it is, it is not on what is read here.
      await expect(button).toBeVisible()
      expect(overlap(await box(button), await box(target)), `the button on ${await target.textContent()} (${fromBottom} px above the bottom)`).toBe(false)
      expect(await onTop(target)).toBe(true)
    }
  })

  test('at 1440 px it floats beside the page column and stands out on the dark footer', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/eng/service')
    await expectHydrated(page)
    const button = page.getByRole('button', { name: interfaceWords.eng.shell.scrollToTop })
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(button).toBeVisible()
    const h1 = await box(page.getByRole('heading', { level: 1 }))
    expect((await box(button)).x).toBeGreaterThanOrEqual(1440 - h1.x)
    const contrast = await button.evaluate((el) => {
      const footer = document.querySelector('footer') as HTMLElement
      const luminance = (colour: string) => {
        const [r, g, b] = (colour.match(/\d+/g) ?? []).slice(0, 3).map((v) => {
          const c = Number(v) / 255
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
        })
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
      }
      const [a, b] = [getComputedStyle(el).backgroundColor, getComputedStyle(footer).backgroundColor].map(luminance)
      return (Math.max(a!, b!) + 0.05) / (Math.min(a!, b!) + 0.05)
    })
    expect(contrast).toBeGreaterThanOrEqual(3)
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})
