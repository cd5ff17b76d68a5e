import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'

import { pages as manifestPages } from '../../manifest/pages/index'
import { addressOf } from './site'

// The drawn product screens on a phone, wherever the manifest shows one: the home hero's
// wallet, the issuance page's dashboard, the open badge page's verification result... Scaled to a
// 375 px screen's column, a 560 px wide screen shrank its smallest words to about 7 px. Below 600 px
// (the tablet breakpoint) each page shows the same screen drawn for a phone instead, 280 px wide
// with its smallest words at 12 px (scripts/screens/screen-files.test.ts holds that), so shown at
// 92 % of its size or more they stay 11 CSS px or more; from 600 px, the wide one.
const readableScale = 11 / 12

/** How many pictures of a page's sections have a drawing for a phone (`narrow`), found wherever they sit in a section. */
function narrowPictures(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + narrowPictures(v), 0)
  if (typeof value !== 'object' || value === null) return 0
  if ('narrow' in value && 'src' in value) return 1
  return Object.values(value).reduce((n: number, v) => n + narrowPictures(v), 0)
}

/**
 * The pages with such pictures, each in one language, the languages taking turns: the two
 * languages' files are one mechanism with other words (manifest/pages/illustrations.test.ts
 * checks every file of both against its declared size).
 */
const pages = manifestPages
  .map((p) => ({ id: p.id, pictures: narrowPictures(p.sections) }))
  .filter((p) => p.pictures > 0)
  .map((p, i) => ({ ...p, url: addressOf(p.id, i % 2 === 0 ? 'kor' : 'eng') }))

test('the manifest shows product screens drawn for a phone on the home, issuance and open badge pages', () => {
  expect(pages.map((p) => p.id)).toEqual(expect.arrayContaining(['HomePage', 'IssuancePage', 'OpenbadgesPage']))
})

/** Which file the picture shows, its own two files, and its box against the file's size. */
const shown = (img: Locator) =>
  img.evaluate((i: HTMLImageElement) => {
    const source = i.closest('picture')!.querySelector('source')!
    const box = i.getBoundingClientRect()
    // The words the picture stands beside on a wide screen: the nearest element with a heading or
    // a paragraph beside the <picture> or beside one of its ancestors (a row's frame).
    let node: Element | null = i.closest('picture')
    let beside: Element | undefined
    for (; node && !beside; node = node.parentElement) {
      beside = [node.previousElementSibling, node.nextElementSibling].find((e) => e?.matches('h1, h2, h3, p') || e?.querySelector('h1, h2, h3, p')) ?? undefined
    }
    const words = beside!.getBoundingClientRect()
    return {
      beside: box.left >= words.right || box.right <= words.left,
      current: i.currentSrc,
      narrow: new URL(source.srcset, location.href).href,
      wide: i.src,
      scale: box.width / i.naturalWidth,
      proportions: [box.height / box.width, i.naturalHeight / i.naturalWidth],
    }
  })

for (const { url, pictures } of pages) {
  // One load, then the widths: the <picture> chooses its file again when the screen's width changes.
  test(`${url}: each product screen is drawn for the width it is shown at, its words readable on a phone`, async ({ page }) => {
    await page.goto(url)
    const images = page.locator('main picture img')
    await expect(images).toHaveCount(pictures)
    for (const width of [320, 375, 599, 600, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      for (const [i, img] of (await images.all()).entries()) {
        await test.step(`${width} px, picture ${i + 1}`, async () => {
          await img.scrollIntoViewIfNeeded()
          const expected = width < 600 ? 'narrow' : 'wide'
          // The file of this width chosen and loaded (a lazy picture loads once scrolled to).
          await expect
            .poll(async () => {
              const p = await shown(img)
              return p.current === p[expected] && (await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
            }, { message: `the ${expected} drawing, loaded` })
            .toBe(true)
          const picture = await shown(img)
          expect(picture.narrow).not.toBe(picture.wide)
          if (width < 600) expect(picture.scale, 'shown at a size whose smallest words are 11 px or more').toBeGreaterThanOrEqual(readableScale)
          // The <picture> adds no box: on a wide screen the image keeps its place beside the words.
          if (width === 1440) expect(picture.beside, 'beside its words').toBe(true)
          // Not stretched: the box has the file's own proportions.
          expect(picture.proportions[0]).toBeCloseTo(picture.proportions[1]!, 2)
        })
      }
    }
  })
}

test('/eng at 375 px: the box of the drawing for a phone is reserved before the file arrives', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 })
  const waiting: string[] = []
  // The product screens' files never arrive: the page lays out with their declared sizes alone.
  await page.route('**/illustrations/*.svg', (route) => void waiting.push(route.request().url()))
  await page.goto('/eng', { waitUntil: 'domcontentloaded' })
  // The hero's: the first picture, in view as the page opens.
  const img = page.locator('main picture img').first()
  await expect.poll(() => waiting.length).toBeGreaterThan(0)
  const { box, declared } = await img.evaluate((i: HTMLImageElement) => {
    const source = i.closest('picture')!.querySelector('source')!
    const rect = i.getBoundingClientRect()
    return { box: rect.height / rect.width, declared: Number(source.getAttribute('height')) / Number(source.getAttribute('width')) }
  })
  expect(box).toBeCloseTo(declared, 2)
})
