import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from '@playwright/test'

/**
 * The `page` and `context` of every browser test: one tab a worker for each set of context options
 * but the viewport (which the reset sets), kept from test to test and reset between them by
 * navigating it within its own origin.
 *
 * Why not Playwright's `reuseContext`: its reset navigates the tab to about:blank, then to each
 * origin visited (to clear its storage), and empties the HTTP cache, so that every test's first
 * page starts in a new renderer document and compiles every script again. 40 tests in one worker,
 * each loading /kor/privacy to hydration, two quiet cores: 45 to 47 CPU-s under `reuseContext`,
 * 41 to 43 with this reset emptying the cache, 29 to 32 with this reset as it is (below).
 *
 * A test starts as a visitor's first visit but for the site's files (scripts, style sheets, fonts:
 * `immutable`, named by their content), which stay in the HTTP cache, as for a visitor coming back:
 * no cookie; no local storage, IndexedDB, cache storage or service worker of any origin the tab
 * visited, nor session storage of the test's own; no cached answer the browser would use without asking the server (an API list's
 * `max-age`: the cache is emptied after any test that got one); no other tab, no route, no init
 * script or listener of an earlier test; the options' viewport, the mouse outside the page. A test
 * about what a first visit asks for says `test.use({ firstVisit: true })` and starts with the cache
 * empty. (Routes turn the cache off while they are in place, as Playwright does.) A test that
 * changes what this reset cannot put back (the clock, emulated media, exposed functions, extra
 * headers, permissions, geolocation, offline) marks its tab spent, and the next test gets a new
 * one, as it does after a crash. A failed test ends its worker, so nothing it left reaches another.
 *
 * The clock is the exception a spec can ask for: tests that each set the clock before their first
 * page say `test.use({ setsClock: true })` and share a tab of their own, whose clock each sets anew
 * (Playwright's clock, once installed in a context, takes every later time it is given; each new
 * document replays them and runs from the last). The reset sets it back to the real time, so no
 * time of one test (a fixed one, one far from now) is the next one's. Running the clock on
 * (`runFor`, `fastForward`, `pauseAt`) still spends the tab: every new document of the context
 * replays those too, and its `performance.now()` grows by each (past 2^31 ms, 25 days, a page no
 * longer hydrates). Each of those tests used to start a new context, with an empty cache: 35 of
 * them in the suite.
 */
type Tab = {
  key: string
  context: BrowserContext
  page: Page
  cdp: CDPSession
  /** Origins the tab's pages navigated to: their storage is cleared at each reset. */
  origins: Set<string>
  /** Whether the HTTP cache holds an answer the browser would reuse without asking (emptied at the reset). */
  cacheHoldsAnswers: boolean
  /** Why the tab cannot be reset (an API whose effect the reset cannot undo), once a test made it so. */
  spent?: string
  /** A tab for tests that each set the clock (`setsClock`): setting it does not spend the tab. */
  setsClock: boolean
  /** Whether a test has set this tab's clock since its last reset. */
  clockSet: boolean
  /** The init scripts the current test added, removed after it. */
  initScripts: { dispose(): Promise<void> }[]
  /** The listeners there were before the current test, by emitter and event: any other is the test's. */
  listenersBefore: Map<Emitter, Map<string | symbol, Set<unknown>>>
}

/** A page and a context as the event emitters they are (Playwright's types list only their events). */
type Emitter = { eventNames(): (string | symbol)[]; rawListeners(event: string | symbol): unknown[]; removeListener(event: string | symbol, listener: unknown): unknown }
const emitters = (tab: Tab) => [tab.page, tab.context] as unknown as Emitter[]

/** Tabs kept in this worker, by their options, the least recently used first. */
const tabs = new Map<string, Tab>()
/** Tests with other options (scripts off, a locale, another origin) alternate; each set keeps its tab, up to this many. */
const keptTabs = 3

/** The fixtures that replace Playwright's `page` and `context` (fixtures.ts). */
export const reusedTabFixtures = {
  // `_combinedContextOptions` is Playwright's fixture of every context option the test uses (its
  // `use` and the config's), the one its own context fixture creates contexts with. The name is
  // read from this function's parameters at run time, so it is written out here.
  page: async (
    {
      browser,
      _combinedContextOptions: options,
      firstVisit,
      setsClock,
    }: { browser: Browser; _combinedContextOptions: BrowserContextOptions; firstVisit: boolean; setsClock: boolean },
    use: (page: Page) => Promise<void>,
  ) => {
    const tab = await tabFor(browser, options, { firstVisit, setsClock })
    beginTest(tab)
    await use(tab.page)
    await endTest(tab)
  },
  context: async ({ page }: { page: Page }, use: (context: BrowserContext) => Promise<void>) => {
    await use(page.context())
  },
}

async function tabFor(browser: Browser, options: BrowserContextOptions, { firstVisit, setsClock }: { firstVisit: boolean; setsClock: boolean }): Promise<Tab> {
  // Not the viewport: the reset sets the test's, so tests at other widths share a tab.
  const { viewport: _setByTheReset, ...kept } = options
  const key = `${JSON.stringify(kept)}${setsClock ? ' and a clock each test sets' : ''}`
  const reusable = tabs.get(key)
  if (reusable) {
    tabs.delete(key)
    if (!reusable.spent && !reusable.page.isClosed() && (await reset(reusable, options, firstVisit).then(() => true, () => false))) {
      tabs.set(key, reusable)
      return reusable
    }
    await reusable.context.close().catch(() => undefined)
  }
  for (const [oldKey, old] of tabs) {
    if (tabs.size < keptTabs) break
    tabs.delete(oldKey)
    await old.context.close().catch(() => undefined)
  }
  const tab = await openTab(browser, key, setsClock)
  tabs.set(key, tab)
  return tab
}

/** A new context with the test's options (Playwright gives `newContext` them during a test), and its tab. */
async function openTab(browser: Browser, key: string, setsClock: boolean): Promise<Tab> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const tab: Tab = {
    key,
    context,
    page,
    cdp: await context.newCDPSession(page),
    origins: new Set(),
    cacheHoldsAnswers: false,
    setsClock,
    clockSet: false,
    initScripts: [],
    listenersBefore: new Map(),
  }
  context.on('request', (request) => {
    const { protocol, origin } = new URL(request.url())
    if (request.isNavigationRequest() && /^https?:$/.test(protocol)) tab.origins.add(origin)
  })
  context.on('response', (response) => {
    if (!asksOrNeverChanges(response.headers()['cache-control'])) tab.cacheHoldsAnswers = true
  })
  const spendOn = (target: object, names: string[], spends = () => true) => {
    for (const name of names) {
      const original = (target as Record<string, unknown>)[name] as (...args: unknown[]) => unknown
      Object.defineProperty(target, name, {
        value: (...args: unknown[]) => {
          if (spends()) tab.spent = name
          return original.apply(target, args)
        },
      })
    }
  }
  // On a tab for tests that set the clock, setting it only asks the reset to set it back.
  spendOn(context.clock, ['install', 'resume', 'setFixedTime', 'setSystemTime'], () => {
    tab.clockSet = true
    return !tab.setsClock
  })
  spendOn(context.clock, ['fastForward', 'runFor', 'pauseAt'])
  spendOn(page, ['emulateMedia', 'exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders'])
  spendOn(context, ['exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders', 'grantPermissions', 'setGeolocation', 'setOffline'])
  for (const target of [page, context]) {
    const addInitScript = target.addInitScript.bind(target) as (...args: unknown[]) => Promise<{ dispose(): Promise<void> }>
    Object.defineProperty(target, 'addInitScript', {
      value: async (...args: unknown[]) => {
        const script = await addInitScript(...args)
        tab.initScripts.push(script)
        return script
      },
    })
  }
  return tab
}

/** The tab as a first visit finds it (above), without leaving the origin the test's pages are on. */
async function reset(tab: Tab, options: BrowserContextOptions, firstVisit: boolean): Promise<void> {
  const { page, context, cdp } = tab
  for (const other of context.pages()) if (other !== page) await other.close()
  // A small document of the test's own origin ends the last test's page (its timers, its
  // requests) in the same renderer; about:blank would start a new one.
  const origin = options.baseURL ? new URL(options.baseURL).origin : undefined
  // The real time (not a fixed one), before the next document replays the clock's times.
  if (tab.clockSet) {
    await context.clock.setSystemTime(Date.now())
    tab.clockSet = false
  }
  await page.goto(origin ? `${origin}/robots.txt` : 'about:blank')
  if (origin) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()))
  const storageTypes = 'local_storage,indexeddb,cache_storage,service_workers,file_systems,storage_buckets,shared_storage'
  for (const visited of tab.origins) await cdp.send('Storage.clearDataForOrigin', { origin: visited, storageTypes })
  tab.origins.clear()
  if (tab.cacheHoldsAnswers || firstVisit) await cdp.send('Network.clearBrowserCache')
  tab.cacheHoldsAnswers = false
  await context.clearCookies()
  await page.mouse.move(-1, -1)
  if (options.viewport) await page.setViewportSize(options.viewport)
}

function beginTest(tab: Tab): void {
  tab.listenersBefore = new Map(emitters(tab).map((emitter) => [emitter, listenersOf(emitter)]))
}

/** Takes off what the test added to the tab: its routes, init scripts and listeners. */
async function endTest(tab: Tab): Promise<void> {
  try {
    await tab.page.unrouteAll({ behavior: 'ignoreErrors' })
    await tab.context.unrouteAll({ behavior: 'ignoreErrors' })
    for (const script of tab.initScripts.splice(0)) await script.dispose()
    for (const [emitter, before] of tab.listenersBefore) {
      for (const [event, listeners] of listenersOf(emitter)) {
        for (const listener of listeners) if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener)
      }
    }
  } catch (error) {
    tab.spent = `its cleanup failed: ${error}`
  }
  if (tab.spent) {
    tabs.delete(tab.key)
    await tab.context.close().catch(() => undefined)
  }
}

/**
 * Whether a response with this Cache-Control is never reused without asking the server (no-cache,
 * no-store, max-age=0), or is a file named by its content (immutable): either way a test meets it
 * as a first visit would. Anything else (an API list's max-age, no header at all) could answer a
 * later test from the cache.
 */
function asksOrNeverChanges(cacheControl: string | undefined): boolean {
  return cacheControl !== undefined && /\b(no-cache|no-store|max-age=0|immutable)\b/.test(cacheControl)
}

function listenersOf(emitter: Emitter): Map<string | symbol, Set<unknown>> {
  return new Map(emitter.eventNames().map((event) => [event, new Set(emitter.rawListeners(event))]))
}
