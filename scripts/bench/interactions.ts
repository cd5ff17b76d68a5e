import type { Browser, BrowserContext, Locator, Page } from '@playwright/test'
import { popups } from '../../manifest/popups'
import type { PageId } from '../../src/generated/site.gen'
import { popupHiddenCookie } from '../../src/lib/hide-for-today'
import { pagePath } from '../../src/lib/routing'

/**
 * The first interactions a visitor makes on the site's pages (docs/performance.md, interactions),
 * measured as Chromium's Event Timing API reports them: from the input's timestamp to the next
 * paint after its handlers ran (the figure behind Interaction to Next Paint, in steps of 8 ms),
 * with the CPU slowed as in Lighthouse's mobile preset (calibrated to the machine:
 * cpu-slowdown.ts). Each run opens the page in a fresh context, waits until it has hydrated and
 * gone quiet, then makes the interaction once: the first time is the one that may still load code
 * or render a list for the first time.
 */
export interface InteractionScenario {
  /** What the visitor does, as the table names it. */
  name: string
  routeId: PageId
  /**
   * Desktop (the header's menus, pressed with a mouse already resting on them) or phone (the
   * drawer, and the lists and forms as most visit them, tapped on a touch screen: Chromium then
   * sends the pointer, touch and compatibility mouse events of a real tap).
   */
  viewport: 'desktop' | 'phone'
  /**
   * Typed into the form before the measured interaction, not measured: each field by its CSS
   * selector, focused and typed into as a visitor does (no locator: see `openForInteraction`).
   */
  typeFirst?: readonly { selector: string; text: string }[]
  /**
   * What the visitor presses, or types into, found by the page's roles and names in Korean (the
   * pages are measured at /kor). Found in a page of its own: see `openForInteraction`.
   */
  target: (page: Page) => Locator
  /** Typed into the target (focused beforehand) instead of pressing it: each keystroke is an interaction. */
  types?: string
  /** What shows the interaction took effect (then its paint has happened). */
  done: (page: Page) => Promise<void>
}

/** Where a scenario is measured: its page in Korean (the scenarios find elements by their Korean names). */
export const scenarioPath = (scenario: InteractionScenario): string => pagePath(scenario.routeId, 'kor')

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 412, height: 823 } } as const

const submitButton = (page: Page) => page.locator('form[data-script-form] button[type="submit"]')

export const interactionScenarios: readonly InteractionScenario[] = [
  {
    name: 'header menu opens',
    routeId: 'HomePage',
    viewport: 'desktop',
    target: (page) => page.getByRole('navigation', { name: '주 메뉴' }).getByRole('button').first(),
    done: (page) => page.getByRole('navigation', { name: '주 메뉴' }).getByRole('button', { expanded: true }).waitFor(),
  },
  {
    name: 'drawer opens',
    routeId: 'HomePage',
    viewport: 'phone',
    target: (page) => page.getByRole('button', { name: '메뉴 열기' }),
    done: (page) => page.getByRole('dialog', { name: '주 메뉴' }).waitFor(),
  },
  {
    name: 'gallery tab',
    routeId: 'BadgesGalleryPage',
    viewport: 'phone',
    target: (page) => page.getByRole('tab').nth(1),
    done: (page) => page.getByRole('tab').nth(1).and(page.locator('[aria-selected="true"]')).waitFor(),
  },
  {
    // The figure is the slowest of the word's keystrokes.
    name: 'gallery search typing',
    routeId: 'BadgesGalleryPage',
    viewport: 'phone',
    target: (page) => page.getByRole('searchbox'),
    types: 'dig',
    done: (page) => page.locator('input[type="search"][value="dig"]').waitFor(),
  },
  {
    name: 'contact empty submit',
    routeId: 'ContactPage',
    viewport: 'phone',
    target: submitButton,
    done: (page) => page.locator('form[data-script-form] [aria-invalid="true"]').first().waitFor(),
  },
  {
    name: 'sample submit to confirm dialog',
    routeId: 'SampleBadgesV3Page',
    viewport: 'phone',
    typeFirst: [
      { selector: 'form[data-script-form] input[autocomplete="name"]', text: '홍길동' },
      { selector: 'form[data-script-form] input[type="email"]', text: 'bench@example.com' },
    ],
    target: submitButton,
    done: (page) => page.getByRole('alertdialog').waitFor(),
  },
]

declare global {
  interface Window {
    /** The longest entry of each interaction so far, by interaction id (the init script's). */
    __interactions: Map<number, { name: string; duration: number }>
    /** Calls `resolve` once `count` interactions have been reported (at once if they have). */
    __whenInteractions: (count: number, resolve: () => void) => void
  }
}

/** An Event Timing entry; TypeScript's DOM library does not have `interactionId` yet. */
type EventEntry = PerformanceEventTiming & { interactionId?: number }

/** Collects Event Timing entries from the page's start (`durationThreshold` 16, the API's least). */
function observeInteractions() {
  window.__interactions = new Map()
  // No named function inside: tsx would wrap it in a helper the page does not have.
  const waiters: Array<{ count: number; resolve: () => void }> = []
  window.__whenInteractions = (count, resolve) => {
    waiters.push({ count, resolve })
    if (window.__interactions.size >= count) resolve()
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as EventEntry[]) {
      if (!entry.interactionId) continue
      const known = window.__interactions.get(entry.interactionId)
      if (!known || entry.duration > known.duration) window.__interactions.set(entry.interactionId, { name: entry.name, duration: entry.duration })
    }
    // A promise's resolve may be called again: a waiter is simply woken on every report after its count.
    for (const waiter of waiters) if (window.__interactions.size >= waiter.count) waiter.resolve()
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

const interactionsSoFar = (page: Page) => page.evaluate(() => [...window.__interactions.entries()].map(([id, e]) => ({ id, ...e })))

/**
 * The target's place in the document as a CSS path from `<body>` (`:nth-child` steps), read in a
 * page of its own (the prerendered document is the same at every load), so that the measured
 * page can find it without a locator.
 */
async function targetPath(browser: Browser, origin: string, scenario: InteractionScenario): Promise<string> {
  const context = await visitorContext(browser, origin, scenario)
  try {
    const page = await context.newPage()
    await page.goto(origin + scenarioPath(scenario), { waitUntil: 'load' })
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    return await scenario.target(page).evaluate((element) => {
      const steps: string[] = []
      for (let node: Element = element; node.parentElement && node !== document.body; node = node.parentElement) {
        steps.unshift(`${node.localName}:nth-child(${[...node.parentElement.children].indexOf(node) + 1})`)
      }
      return `body > ${steps.join(' > ')}`
    })
  } finally {
    await context.close()
  }
}

const targetPaths = new Map<string, Promise<string>>()

/** A returning visitor's browser: the popups that open at load were hidden for today (they would cover the page). */
async function visitorContext(browser: Browser, origin: string, scenario: InteractionScenario) {
  const context = await browser.newContext({ viewport: viewports[scenario.viewport], hasTouch: scenario.viewport === 'phone', locale: 'ko-KR' })
  await context.addCookies(popups.filter((p) => p.hideForToday).map((p) => ({ name: popupHiddenCookie(p.id), value: '1', url: origin })))
  return context
}

/**
 * A scenario's page, opened as a visitor's (the CPU slowed from the start, the popups hidden for
 * today), hydrated, quiet, the target in view and, to type, focused: the point to press.
 *
 * Nothing of Playwright's selector engine is in this page. Its injected script, which every
 * locator installs, adds capture listeners on `window` for every pointer, touch and mouse event
 * (not passive: its hit-target check for actions), and they ran in each event of the tap being
 * measured, on the slowed main thread: 4 to 7 ms of a tap at 4x in traces (docs/performance.md,
 * "Interactions"). So the page is reached by `evaluate` alone (Playwright's small evaluation
 * script, no listeners), the target by its CSS path (`targetPath`), and the input goes through
 * the DevTools protocol.
 */
export async function openForInteraction(browser: Browser, origin: string, scenario: InteractionScenario, cpuSlowdown: number) {
  const key = `${origin} ${scenario.name}`
  if (!targetPaths.has(key)) targetPaths.set(key, targetPath(browser, origin, scenario))
  const path = await targetPaths.get(key)!
  const context = await visitorContext(browser, origin, scenario)
  try {
    return { context, ...(await openPage(context, origin, scenario, cpuSlowdown, path)) }
  } catch (error) {
    await context.close()
    throw error
  }
}

/** `openForInteraction`'s page, in `context`: the target's centre is `point`. */
async function openPage(context: BrowserContext, origin: string, scenario: InteractionScenario, cpuSlowdown: number, path: string) {
  const page = await context.newPage()
  await page.addInitScript(observeInteractions)
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  await page.goto(origin + scenarioPath(scenario), { waitUntil: 'load' })
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const root = document.documentElement
        if (root.dataset.hydrated === 'true') return resolve()
        new MutationObserver(() => root.dataset.hydrated === 'true' && resolve()).observe(root, { attributeFilter: ['data-hydrated'] })
      }),
  )
  await page.waitForLoadState('networkidle')
  for (const field of scenario.typeFirst ?? []) {
    await focusOn(page, field.selector)
    await page.keyboard.type(field.text)
  }
  const box = await page.evaluate((selector) => {
    const element = document.querySelector(selector)
    if (!element) return null
    const shown = element.getBoundingClientRect()
    // Scrolled to the middle only when not wholly in view, as Playwright's `scrollIntoViewIfNeeded`.
    if (shown.top < 0 || shown.left < 0 || shown.bottom > innerHeight || shown.right > innerWidth) element.scrollIntoView({ block: 'center', inline: 'center' })
    const { x, y, width, height } = element.getBoundingClientRect()
    return { x, y, width, height }
  }, path)
  if (!box || box.width === 0) throw new Error(`${scenario.name}: the target (${path}) is not shown`)
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  if (scenario.types !== undefined) await focusOn(page, path)
  else if (scenario.viewport === 'desktop') await page.mouse.move(point.x, point.y)
  return { page, point }
}

const focusOn = (page: Page, selector: string) => page.evaluate((s) => document.querySelector<HTMLElement>(s)?.focus(), selector)

/**
 * One run of a scenario on `origin`: the longest of the interactions its input made, in ms. An
 * interaction shorter than 16 ms gives no entry (the observer's threshold): it counts as 16.
 */
export async function measureInteraction(browser: Browser, origin: string, scenario: InteractionScenario, cpuSlowdown: number): Promise<number> {
  const { context, page, point } = await openForInteraction(browser, origin, scenario, cpuSlowdown)
  try {
    // Quiet first: the entries of the keystrokes typed beforehand are reported a task after their paint.
    await quiet(page)
    const before = new Set((await interactionsSoFar(page)).map((i) => i.id))
    // Nothing of the harness runs in the page until the interaction has painted: a locator's wait
    // polls the page (a role query walks the whole document), and on the slowed main thread that
    // polling ran while the interaction it measured was still running (docs/performance.md).
    // So it waits for the page's own report: one entry per press, one per keystroke. An
    // interaction under 16 ms reports none; the wait then ends after `unreportedMs`.
    const reported = page.evaluate(
      ([count, ms]) =>
        new Promise<void>((resolve) => {
          window.__whenInteractions(count, resolve)
          setTimeout(resolve, ms)
        }),
      [before.size + (scenario.types?.length ?? 1), unreportedMs] as const,
    )
    if (scenario.types !== undefined) await page.keyboard.type(scenario.types)
    else if (scenario.viewport === 'phone') await page.touchscreen.tap(point.x, point.y)
    else {
      await page.mouse.down()
      await page.mouse.up()
    }
    await reported
    // Only now checked, with locators: the interaction did what it should (a run that did not is an error).
    await scenario.done(page)
    // Entries are reported after the paint they end with, to the observer a task later.
    await quiet(page)
    const made = (await interactionsSoFar(page)).filter((i) => !before.has(i.id))
    return Math.max(16, ...made.map((i) => i.duration))
  } finally {
    await context.close()
  }
}

/** How long a run waits for an interaction's report before it takes the interaction as under 16 ms. */
const unreportedMs = 3000

/** Two frames and an idle moment: what the page started has painted and its timers have run. */
async function quiet(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2000 }))),
      ),
  )
  await page.waitForTimeout(300)
}
