import type { Locator } from '@playwright/test'
import { openbadges } from '../../manifest/pages/openbadges'
import { expect, test } from './fixtures'
import { asSet } from './site'
import { languageOf, sectionOf } from './words'

/**
 * The open badge page's diagram (docs/rules/pages.md §2.5: issuer, recipient, verifier; its
 * words differ per language) is real text, at least 12 CSS px and inside the screen at a small
 * phone's 320 px, at 375, and from a desktop's 960 px (960, 1024, 1440), where it reads as a diagram: the parties in one row,
 * their names in line, and each arrow's label between the two parties it joins. The words are read
 * from the page's figure section.
 */
const figureSection = sectionOf(openbadges, 'figure')

const diagrams = (['kor', 'eng'] as const).map((segment) => {
  const lang = languageOf[segment]
  const { heading, parties, note } = figureSection
  if (!heading || !note) throw new Error('the open badge page: its diagram has a heading and a note')
  return {
    url: `/${segment}/openbadge`,
    heading: heading[lang],
    parties: parties.map((party) => party.title[lang]),
    lines: parties.map((party) => party.text[lang]),
    // Every party but the last hands something to the next: the arrows' labels.
    handoffs: parties.flatMap((party) => (party.handoff ? [party.handoff[lang]] : [])),
    note: note[lang],
  }
})

const widths = [320, 375, 960, 1024, 1440]

for (const d of diagrams) {
  // One load, resized through the widths: the diagram's layout is its style sheet's alone (no
  // script reads the width), and each width is a step named as its own test was.
  test(`${d.url} at ${widths.join(', ')} px: every word of the diagram is text of at least 12 px, on the screen`, async ({ page }) => {
    await page.setViewportSize({ width: widths[0]!, height: 900 })
    await page.goto(d.url)
    for (const width of widths) {
      await test.step(`${d.url} at ${width} px: every word of the diagram is text of at least 12 px, on the screen`, async () => {
        await page.setViewportSize({ width, height: 900 })
        const figure = page.locator('section').filter({ has: page.getByRole('heading', { name: d.heading, level: 2 }) }).locator('figure')
        await figure.scrollIntoViewIfNeeded()
        // No picture carries words: the pictures are decoration, the words are text.
        for (const alt of await figure.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))) expect(alt).toBe('')
        await expect(figure.getByRole('listitem')).toHaveCount(3)
        await expect(figure.getByRole('heading', { level: 3 })).toHaveText(d.parties)
        for (const text of [...d.parties, ...d.lines, ...d.handoffs, d.note]) {
          const element = figure.getByText(asSet(text, true))
          await expect(element).toBeVisible()
          const box = await element.evaluate((el) => {
            const r = el.getBoundingClientRect()
            return { left: r.left, right: r.right, size: parseFloat(getComputedStyle(el).fontSize), viewport: window.innerWidth }
          })
          expect(box.size, `"${text}" font size`).toBeGreaterThanOrEqual(12)
          expect(box.left, `"${text}" left edge`).toBeGreaterThanOrEqual(0)
          expect(box.right, `"${text}" right edge`).toBeLessThanOrEqual(box.viewport)
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

        // In the document's coordinates: were the page to scroll smoothly, it might still be moving
        // after scrollIntoViewIfNeeded, and boxes read in the viewport at different moments disagree.
        const docBox = (locator: Locator) =>
          locator.evaluate((el) => {
            const r = el.getBoundingClientRect()
            return { x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height }
          })
        const boxes = await Promise.all(d.parties.map((p) => docBox(figure.getByRole('heading', { name: p, exact: true }))))
        const labels = await Promise.all(d.handoffs.map((h) => docBox(figure.getByText(asSet(h, true)))))
        if (width >= 960) {
          // Side by side (a desktop), the names in line (a shorter text put one 14 px lower at 960 and 1024), each arrow's label between the parties it joins.
          expect(new Set(boxes.map((b) => Math.round(b!.y))).size).toBe(1)
          labels.forEach((label, i) => {
            expect(label!.x).toBeGreaterThan(boxes[i]!.x)
            expect(label!.x + label!.width).toBeLessThan(boxes[i + 1]!.x + boxes[i + 1]!.width)
            expect(label!.y + label!.height).toBeLessThan(boxes[i]!.y)
          })
        } else {
          // One under the other, each arrow's label between them.
          labels.forEach((label, i) => {
            expect(label!.y).toBeGreaterThan(boxes[i]!.y + boxes[i]!.height)
            expect(label!.y + label!.height).toBeLessThan(boxes[i + 1]!.y)
          })
        }
      })
    }
  })
}
