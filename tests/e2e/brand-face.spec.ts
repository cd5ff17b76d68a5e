// The brand face as visitors meet it (docs/brand-face.md): drawn from the first paint when
// its files are at hand (a fast link, a later page), and never swapped in under a reader when
// they come late, since every swap made Chromium shape and lay out the whole page again
// (docs/performance.md, 2026-11-27).
import type { Page } from '@playwright/test'
import * as fontkit from 'fontkit'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { renderedFonts } from '../../src/app/test-support/rendered-fonts'
import { expect, test, twoFrames } from './fixtures'

// What a first visit asks for: nothing of the site's in the HTTP cache yet (reused-tab.ts).
test.use({ firstVisit: true })

/** The faces Chromium actually drew the first heading's text in (DevTools' "Rendered Fonts"). */
const facesOfHeading = (page: Page) => renderedFonts(page, 'main h1')

/** How many of the page's brand-face files have arrived, and how many it asked for. */
function brandFaceFiles(page: Page) {
  return page.evaluate(() => {
    const faces = [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Pretendard Variable' && face.status !== 'unloaded')
    return { asked: faces.length, loaded: faces.filter((face) => face.status === 'loaded').length }
  })
}

for (const path of ['/kor', '/eng']) {
  test(`${path}: a file of the face that comes late is not swapped in, and the next visit draws the face from the first paint`, async ({ page }) => {
    // A slow link: each file of the face arrives a second and a half after it is asked for.
    await page.route('**/assets/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number }
      w.__shift = 0
      new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.__shift += (e as unknown as { value: number }).value))).observe({
        type: 'layout-shift',
        buffered: true,
      })
    })
    await page.goto(path)
    // Every file the page asked for has arrived: the face could be drawn now, and is not.
    await expect.poll(async () => (({ asked, loaded }) => asked > 0 && loaded === asked)(await brandFaceFiles(page))).toBe(true)
    await twoFrames(page)
    const late = await facesOfHeading(page)
    expect(late.length).toBeGreaterThan(0)
    expect(late.filter((face) => face.isCustomFont && face.familyName === 'Pretendard Variable')).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0)

    // The files are cached now: the same page again is drawn in the face at once.
    await page.unrouteAll()
    await page.goto(path)
    await page.goto(path)
    const cached = await facesOfHeading(page)
    expect(cached.map((face) => face.familyName)).toContain('Pretendard Variable')
  })
}

/** A font file of the build, as fontkit reads it: which characters it can draw. */
const fontFile = (dist: string, href: string) => fontkit.create(readFileSync(path.join(dist, href))) as unknown as { hasGlyphForCodePoint(code: number): boolean }

/** An event page's own file of the face, as its HTML declares it in a style element after the site's style sheet, or undefined. */
const ownFaceOf = (html: string) => {
  const rule = /<style>(@font-face[^<]*)<\/style>/.exec(html)?.[1]
  if (!rule) return undefined
  const file = /url\('(\/assets\/[^']+\.woff2)'\)/.exec(rule)![1]!
  const characters = [...rule.matchAll(/U\+([0-9A-F]+)/g)].map((m) => String.fromCodePoint(parseInt(m[1]!, 16)))
  return { file, characters }
}

/** Every built page's HTML, by its path under `dist/`. */
const builtPages = (dist: string) => readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))

test("every syllable of every built page is in the site's face or the page's own", () => {
  const dist = path.resolve('dist')
  const css = readdirSync(path.join(dist, 'assets')).find((f) => f.endsWith('.css'))!
  const hangulFile = /url\((\/assets\/pretendard-hangul[^)]+\.woff2)\)/.exec(readFileSync(path.join(dist, 'assets', css), 'utf8'))?.[1]
  expect(hangulFile, 'the stylesheet names the Hangul file').toBeTruthy()
  const face = fontFile(dist, hangulFile!)
  const pages = builtPages(dist)
  expect(pages.length).toBeGreaterThan(40)
  const missing = new Map<string, string>()
  for (const page of pages) {
    const html = readFileSync(path.join(dist, page), 'utf8')
    const own = ownFaceOf(html)
    const ownFile = own && fontFile(dist, own.file)
    const text = html.replace(/<script[\s\S]*?<\/script>/g, '')
    for (const char of text.match(/[\uAC00-\uD7A3]/g) ?? []) {
      const code = char.codePointAt(0)!
      if (!face.hasGlyphForCodePoint(code) && !(ownFile && own.characters.includes(char) && ownFile.hasGlyphForCodePoint(code))) missing.set(char, page)
    }
  }
  expect(Object.fromEntries(missing), 'syllables drawn in the fallback face, with a page that shows each').toEqual({})
})

// An event entry's words are not the site's (docs/brand-face.md): a syllable only its page writes
// is in a file of its own, which its page declares under the site's own policy. The way is the
// same for every such page, so the first built one in each page language is drawn here (the
// test above reads every page's characters without a browser): the tests do not grow with the
// entries. Read from the build, so a new entry needs no edit here; the event recipe's test
// holds one such page always.
const ownFaces = (existsSync('dist') ? builtPages(path.resolve('dist')) : []).flatMap((file) => {
  const html = readFileSync(path.join('dist', file), 'utf8')
  const own = ownFaceOf(html)
  const lang = /<html lang="([^"]+)"/.exec(html)?.[1]
  return own && file.endsWith('/index.html') ? [{ address: `/${file.replace(/\/index\.html$/, '')}`, lang, ...own }] : []
})
test.describe('event pages with their own face', () => {
  test.use({ firstVisit: false })
  for (const { address, characters } of ownFaces.filter((own, i) => ownFaces.findIndex((o) => o.lang === own.lang) === i)) {
    test(`${address}: its own syllables are drawn in the face, before and after hydration`, async ({ page }) => {
      // Twice: the second load finds the files at hand at the first paint (font-display: optional).
      await page.goto(address)
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
      await page.goto(address)
      // The first element of the page whose own text holds one of the file's characters.
      const found = await page.evaluate((wanted) => {
        const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if ([...(node.textContent ?? '')].some((c) => wanted.includes(c))) {
            node.parentElement!.dataset.ownFace = ''
            return node.textContent
          }
        }
        return null
      }, characters)
      expect(found, `a text of the page holding one of ${characters.join('')}`).not.toBeNull()
      const drawnIn = async () => (await renderedFonts(page, '[data-own-face]')).map((face) => `${face.familyName}${face.isCustomFont ? '' : ' (system)'}`)
      expect(await drawnIn(), found!).toEqual(['Pretendard Variable'])
      // The rule is the prerender's, beside what React renders in the head: hydration leaves it.
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
      expect(await drawnIn(), `${found!}, hydrated`).toEqual(['Pretendard Variable'])
    })
  }
})

for (const path of ['/kor', '/eng']) {
  test(`${path}: a first visit asks for the face's files with the HTML, and draws its first paint in the face`, async ({ page }) => {
    // The files the page preloads, from its HTML (docs/brand-face.md, "The first page of a visit").
    const html = await (await page.request.get(path)).text()
    const preloaded = [...html.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map((m) => m[1]!)
    expect(preloaded.length, 'fonts preloaded').toBeGreaterThan(0)
    // The style sheet is held until they have arrived: a face asked for only once the sheet is read
    // (no preload, or one the browser cannot reuse) would come after the first paint, and the
    // page would be drawn in the fallback. In a fresh context, as on a visitor's first page.
    const arrived = Promise.all(preloaded.map((href) => page.waitForResponse((r) => r.url().endsWith(href)).then((r) => r.finished())))
    await page.route('**/assets/*.css', async (route) => {
      await arrived
      await route.continue()
    })
    await page.goto(path)
    for (const selector of ['main h1', 'main p']) {
      const faces = await renderedFonts(page, selector)
      expect(faces.map((face) => face.familyName), `${path} ${selector}`).toContain('Pretendard Variable')
      expect(faces.filter((face) => !face.isCustomFont).map((face) => face.familyName), `${path} ${selector}: drawn partly in a system face`).toEqual([])
    }
  })
}
