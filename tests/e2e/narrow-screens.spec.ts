import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'

// The drawn product screens on a phone (issue 46): the home hero's wallet, the issuance page's
// dashboard and the open badge page's verification result. Scaled to a 375 px screen's column,
// a 560 px wide screen shrank its smallest words to about 7 px. Below 600 px (the tablet
// breakpoint) each page shows the same screen drawn for a phone instead, 280 px wide with its
// smallest words at 12 px (scripts/screens/screen-files.test.ts holds that), so shown at 92 % of
// its size or more they stay 11 CSS px or more; from 600 px, the wide one.
const pages = ['/kor', '/eng', '/kor/service/issuance', '/eng/service/issuance', '/kor/openbadge', '/eng/openbadge']
const readableScale = 11 / 12

/** Which file the picture shows, its own two files, and its box against the file's size. */
const shown = (img: Locator) =>
  img.evaluate((i: HTMLImageElement) => {
    const source = i.closest('picture')!.querySelector('source')!
    const box = i.getBoundingClientRect()
    // The words the picture stands beside on a wide screen: the element before the <picture>.
    const words = i.closest('picture')!.previousElementSibling!.getBoundingClientRect()
    return {
      beside: box.left >= words.right || box.right <= words.left,
      current: i.currentSrc,
      narrow: new URL(source.srcset, location.href).href,
      wide: i.src,
      scale: box.width / i.naturalWidth,
      proportions: [box.height / box.width, i.naturalHeight / i.naturalWidth],
    }
  })

for (const url of pages) {
  test(`${url}: the product screen is drawn for the width it is shown at, its words readable on a phone`, async ({ page }) => {
    for (const width of [320, 375, 599, 600, 1440]) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(url)
        const img = page.locator('main picture img')
        await expect(img).toHaveCount(1)
        await img.scrollIntoViewIfNeeded()
        await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { message: 'the picture loaded' }).toBe(true)
        const picture = await shown(img)
        expect(picture.narrow).not.toBe(picture.wide)
        if (width < 600) {
          expect(picture.current, 'the drawing for a phone').toBe(picture.narrow)
          expect(picture.scale, 'shown at a size whose smallest words are 11 px or more').toBeGreaterThanOrEqual(readableScale)
        } else expect(picture.current, 'the wide drawing').toBe(picture.wide)
        // The <picture> adds no box: on a wide screen the image keeps its place beside the words.
        if (width === 1440) expect(picture.beside, 'beside its words').toBe(true)
        // Not stretched: the box has the file's own proportions.
        expect(picture.proportions[0]).toBeCloseTo(picture.proportions[1]!, 2)
      })
    }
  })
}

test('/eng at 375 px: the box of the drawing for a phone is reserved before the file arrives', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 })
  const waiting: string[] = []
  // The product screens' files never arrive: the page lays out with their declared sizes alone.
  await page.route('**/illustrations/*.svg', (route) => void waiting.push(route.request().url()))
  await page.goto('/eng', { waitUntil: 'domcontentloaded' })
  const img = page.locator('main picture img')
  await expect.poll(() => waiting.length).toBeGreaterThan(0)
  const { box, declared } = await img.evaluate((i: HTMLImageElement) => {
    const source = i.closest('picture')!.querySelector('source')!
    const rect = i.getBoundingClientRect()
    return { box: rect.height / rect.width, declared: Number(source.getAttribute('height')) / Number(source.getAttribute('width')) }
  })
  expect(box).toBeCloseTo(declared, 2)
})
