/**
 * The performance, accessibility and size budgets of issue 7, in one place: `npm run bench`
 * marks what breaches them, and the bundle-size gate of `npm test` reads the same numbers.
 */

/** What a page is for, which decides how much JavaScript it may load first. */
export type PageKind = 'home' | 'form' | 'content'

/** Section types that bring a form (TanStack Form, zod, the API client) into a page's first load. */
export const formSectionTypes: readonly string[] = ['issuance-form', 'contact-form']

/** The part of a manifest route (`loadSite().routes`) the classification reads. */
export interface ClassifiableRoute {
  path: string
  sections: readonly { type: string }[]
}

/** Home is the route at `/{lang}`; a form page is one whose sections include a form. */
export function pageKind(route: ClassifiableRoute): PageKind {
  if (route.path === '') return 'home'
  return route.sections.some((s) => formSectionTypes.includes(s.type)) ? 'form' : 'content'
}

/** First-load JavaScript (gzip, kB of 1000 bytes) each kind of page may load. */
export const firstLoadJsBudgetKb: Record<PageKind, number> = { home: 125, form: 135, content: 105 }

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
export function firstLoadJsBreach(kind: PageKind, gzipBytes: number): Breach | undefined {
  const budget = firstLoadJsBudgetKb[kind]
  if (gzipBytes <= budget * 1000) return undefined
  return { column: 'js', message: `first-load JS ${(gzipBytes / 1000).toFixed(1)} kB gz > ${budget} kB (${kind} page)` }
}
