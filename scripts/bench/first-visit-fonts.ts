import type { Browser } from '@playwright/test'
import { renderedFonts } from '../../src/app/test-support/rendered-fonts'

/** The brand face's family name in the site's `@font-face` rules (codegen/brand-face.ts). */
const brandFace = 'Pretendard Variable'
/** What a first visit must draw in the face: the page's heading and its first paragraph. */
const selectors = ['main h1', 'main p']

export type FirstVisitFonts = { path: string; runs: number; inFace: number; otherFamilies: string[] }

/**
 * The fonts of a first visit (docs/brand-face.md): each path loaded `runs` times, each in a fresh
 * context (nothing cached), with no network delay, and how many of those loads drew the heading
 * and the first paragraph in the brand face alone. `font-display: optional` keeps a face that is
 * not at hand at the first paint out for the whole page view, so this is a race the preloads
 * must win, measured here rather than asserted in a test.
 */
export async function firstVisitFonts(browser: Browser, origin: string, paths: readonly string[], runs: number): Promise<FirstVisitFonts[]> {
  const results: FirstVisitFonts[] = []
  for (const path of paths) {
    const result: FirstVisitFonts = { path, runs, inFace: 0, otherFamilies: [] }
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext()
      try {
        const page = await context.newPage()
        await page.goto(origin + path)
        await page.evaluate(() => document.fonts.ready)
        const families = (await Promise.all(selectors.map((s) => renderedFonts(page, s)))).flat().map((font) => font.familyName)
        const others = families.filter((family) => family !== brandFace)
        if (others.length === 0) result.inFace++
        result.otherFamilies = [...new Set([...result.otherFamilies, ...others])]
      } finally {
        await context.close()
      }
    }
    results.push(result)
  }
  return results
}
