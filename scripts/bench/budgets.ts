import type { SectionCapabilities } from '../../manifest/schema/section-type'
import { sectionTypes } from '../../manifest/sections/index'

/**
 * The performance, accessibility and size budgets (docs/performance.md, budgets), in one place:
 * `npm run bench` marks what breaches them, the bundle-size gate of `npm test`
 * (scripts/gates/bundle.ts) and its tests read the same numbers, and codegen writes their table in
 * docs/performance.md. A budget is written here and nowhere else.
 */

/** What a page is for, which decides how much JavaScript it may load first. */
export type PageKind = 'home' | 'form' | 'list' | 'content'

/** The part of a manifest route (`loadSite().routes`) the classification reads. */
export interface ClassifiableRoute {
  path: string
  sections: readonly { type: string }[]
}

const capabilities = (type: string): SectionCapabilities => (sectionTypes as Record<string, SectionCapabilities>)[type] ?? {}

/** Which pages are of each kind, in words (the budget table of docs/performance.md; `pageKind` decides). */
export const pageKindMeaning: Record<PageKind, string> = {
  home: 'the home page, `/{lang}`',
  form: 'a page with a section that `submits` to the API',
  list: 'a page with a section that `loads` API data',
  content: 'any other page',
}

/**
 * Home is the route at `/{lang}`; a form page has a section that submits to the API (its
 * section type declares `submits`: TanStack Form, zod and the API client load with it); a list
 * page has one that loads API data (`loads`: the API client loads with it); the rest is content.
 */
export function pageKind(route: ClassifiableRoute): PageKind {
  if (route.path === '') return 'home'
  if (route.sections.some((s) => capabilities(s.type).submits)) return 'form'
  return route.sections.some((s) => capabilities(s.type).loads) ? 'list' : 'content'
}

/**
 * First-load JavaScript (gzip, kB of 1000 bytes) each kind of page may load. The first budgets
 * were 105 (content), 125 (home) and 135 (forms), assuming React with TanStack Router is about 93 kB.
 * Measured in this build (source-map attribution of the entry chunk, gzip -9), React, react-dom
 * and the scheduler are 67.3 kB and TanStack Router as the site uses it (loaders, SSR hydration,
 * head management, scroll restoration, URL rewrite) 29.4 kB: 96.2 kB together before a line of
 * the site's own. So each budget is the first one plus that 3 kB; content pages get 2 kB more for
 * their sections, and list pages (not in the first budgets) are content pages plus the typed
 * API client (openapi-fetch and the site's API wiring, 4.1 kB) and the list's own code.
 * Then 2 kB more for every kind but home (which had room): start-up runs in three tasks instead
 * of one (src/app/entry-client.tsx), React DOM and the app as chunks of their own, and the glue
 * between chunks costs 2.0 kB gzip; it took the start-up long task from 150-180 ms to under 110 ms
 * on a 4x-slowed CPU, and TBT on /kor from a median of 232 to 129 ms (7 alternating runs each).
 * List pages then got 1 kB more: every inner page opens with the page head (breadcrumb,
 * title, illustration) and closes with the inquiry band in the same chunk, 0.5 kB gzip in all; the
 * gallery had 0.1 kB of room. Content pages took it within their 112 kB; event pages, which have
 * neither, lost 0.5 kB (their own layout, src/app/event-layout.tsx).
 * Half a kB more then went to forms and lists, for what only script can do: a form re-checks a
 * field as it changes once a press has failed (TanStack Form's `revalidateLogic`, 0.2 kB) and its
 * counters turn into errors past the API's limits (0.2 kB); a list that failed to load has a
 * retry button, and a gallery search with no results offers the same search in all categories
 * (0.3 kB; their button a plain class, not the 0.9 kB button recipe). Merged, the event pages'
 * own layout paid for the forms' half (heaviest 139.8 kB, so forms keep 140), lists came to
 * 117.8 kB (118), and content pages to 112.1 kB: the page head plus the wordmark's sized image
 * (0.1 kB), so content pages get half a kB (112.5).
 * The lists then went into the HTML (the answers the build read; docs/lists.md), and list pages got
 * half a kB more (118.5) for the code that keeps them still: the page starts from the build's
 * answer in its dehydrated loader data, hydrates with it whatever the visit's query, compares the
 * fresh answer with it and shows only a different one, and says when the list shown was read (Seoul
 * time, written by hand so server and browser agree). 0.4 kB gzip: the gallery 118.2 kB, the press
 * page 117.2 kB. The data itself is HTML, not JavaScript.
 * Then every notice became a page of its own, which every page's start-up carries (0.1 kB
 * in the app chunk): the route accepts the notices' ids only and reloads when the id changes, the
 * head and the page head take the notice's title, and the language switch keeps `?id=N` before
 * hydration. Forms had 32 bytes of room, so they get half a kB (140.5; heaviest 140.0 kB).
 * Then the forms' strings moved out of their JavaScript (1.3 kB gzip: a lazy namespace, in the
 * HTML in the page's language), which paid for forms that never submit before hydration and word
 * the contract's refusals themselves; the form budget gives back 0.3 kB of it (140.2; heaviest
 * 139.9). Lists took 0.1 kB of that cut (118.6; the gallery 118.52): reading any body as text
 * (a 200 of any shape issues a badge), keeping a built list through a failed refresh, and a
 * notice's own sharing card in every page's head.
 * Claim codes and events' own time zones took the example events to 140.4 kB; the
 * browser build then left out TanStack Form's field groups, which no form of the site uses (a
 * shim in vite.config.ts): 2.05 kB gzip off every form page (heaviest 138.3 kB). The budget stays.
 * Then lists got 0.4 kB and content pages 0.1 kB, a debt for a cut still to find: the marks that
 * let tests wait for what a page decided instead of sleeping (src/lib/page-marks.ts, a 0.2 kB chunk
 * of its own on the gallery), one SectionHead for three sections (a shared 0.2 kB chunk), and the
 * forms' bodies typed end to end (0.1 kB in the API's chunk): the gallery 118.9 kB, the service
 * page 112.6 kB. The partner request page took TanStack Form as the other forms have it (139.6 kB).
 */
export const firstLoadJsBudgetKb: Record<PageKind, number> = { home: 128, form: 140.2, list: 119, content: 112.6 }

/**
 * Routes allowed more than their kind, each with its reason. Only for what a follow-up removes;
 * the gate still fails such a route if it grows past its own figure. None today: the legal
 * pages, the last exceptions, now carry their long text as data in the HTML (byLanguage sections).
 */
export const firstLoadJsExceptionsKb: Record<string, { kb: number; reason: string }> = {}

/** The first-load JS budget (kB) of a route: its exception, or its kind's. */
export function firstLoadJsBudgetOf(routeId: string, kind: PageKind): number {
  return firstLoadJsExceptionsKb[routeId]?.kb ?? firstLoadJsBudgetKb[kind]
}

/** Lighthouse budgets every measured page must meet (mobile preset, devtools throttling). */
export const lighthouseBudgets = {
  /** Category scores, 0 to 100: the least each may be. */
  minScore: { performance: 98, accessibility: 100, bestPractices: 100, seo: 100 },
  /** Cumulative Layout Shift, as shown with two decimals ("0.00"). */
  maxCls: 0,
  /** Total Blocking Time, ms. */
  maxTbtMs: 50,
  /** Largest Contentful Paint as a multiple of the same page's no-JavaScript LCP. */
  maxLcpRatio: 1.1,
} as const

/** What Lighthouse measured of one page (medians of the runs). */
export interface LighthouseFigures {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number }
  cls: number
  tbtMs: number
  /** Page LCP divided by its no-JavaScript limit; undefined when the limit had no successful run. */
  lcpRatio: number | undefined
}

/** A budget a page breaks: the column it is shown in and what was measured against what was allowed. */
export interface Breach {
  column: 'perf' | 'a11y' | 'bp' | 'seo' | 'cls' | 'tbt' | 'lcpRatio' | 'js'
  message: string
}

/** CLS as Lighthouse and the table show it: two decimals. */
export const roundCls = (cls: number): number => Math.round(cls * 100) / 100

/** The Lighthouse budgets a page breaks, in table order; empty when it meets them all. */
export function lighthouseBreaches(figures: LighthouseFigures): Breach[] {
  const breaches: Breach[] = []
  const { minScore } = lighthouseBudgets
  const scores: [Breach['column'], keyof typeof minScore, string][] = [
    ['perf', 'performance', 'performance'],
    ['a11y', 'accessibility', 'accessibility'],
    ['bp', 'bestPractices', 'best practices'],
    ['seo', 'seo', 'SEO'],
  ]
  for (const [column, key, label] of scores) {
    if (figures.scores[key] < minScore[key]) breaches.push({ column, message: `${label} ${figures.scores[key]} < ${minScore[key]}` })
  }
  const cls = roundCls(figures.cls)
  if (cls > lighthouseBudgets.maxCls) breaches.push({ column: 'cls', message: `CLS ${cls.toFixed(2)} > ${lighthouseBudgets.maxCls.toFixed(2)}` })
  if (figures.tbtMs > lighthouseBudgets.maxTbtMs) {
    breaches.push({ column: 'tbt', message: `TBT ${Math.round(figures.tbtMs)} ms > ${lighthouseBudgets.maxTbtMs} ms` })
  }
  if (figures.lcpRatio !== undefined && figures.lcpRatio > lighthouseBudgets.maxLcpRatio) {
    breaches.push({ column: 'lcpRatio', message: `LCP ${figures.lcpRatio.toFixed(2)} x its no-JS limit > ${lighthouseBudgets.maxLcpRatio.toFixed(2)} x` })
  }
  return breaches
}

/** The first-load JS budget, when a page of this kind loads more than it allows. */
export function firstLoadJsBreach(kind: PageKind, gzipBytes: number, budget = firstLoadJsBudgetKb[kind]): Breach | undefined {
  if (gzipBytes <= budget * 1000) return undefined
  return { column: 'js', message: `first-load JS ${(gzipBytes / 1000).toFixed(1)} kB gz > ${budget} kB (${kind} page)` }
}

/**
 * The longest a visitor's first interaction with a page may take, ms, from the input to the next
 * paint (Event Timing's duration, what Interaction to Next Paint reads; docs/performance.md,
 * interactions): the median of each interaction's runs in `npm run bench`
 * (scripts/bench/interactions.ts), the CPU slowed 4x as Lighthouse's mobile preset does. 50 ms is
 * the long-task threshold TBT counts from: an interaction within it never waits on a task the bench
 * would call blocking.
 */
export const maxInteractionMs = 50
