import { openbadges } from '../../manifest/pages/openbadges'
import { expect, test } from './fixtures'
import { sectionOf } from './words'

/**
 * Grids of cards (docs/page-design.md, a grid of cards): the page walk (every-page.spec.ts,
 * page-walk/card-grids.ts) holds every grid of every page to pictures on all cards or none, no
 * holes and titles in line. This holds what only /openbadge has: the line over each kind's
 * examples runs at one height across a row.
 */
const kinds = sectionOf(openbadges, 'badge-types').heading
const badgeKinds = { kor: kinds.ko, eng: kinds.en } as const

for (const lang of ['kor', 'eng'] as const) {
  for (const width of [768, 1440] as const) {
    test(`/${lang}/openbadge at ${width} px: the line over each kind's examples runs at one height in a row`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/${lang}/openbadge`)
      const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: badgeKinds[lang] }) })
      const cards = section.getByRole('listitem')
      await expect(cards).toHaveCount(5)
      const lines = await cards.evaluateAll((items) =>
        items.map((item) => {
          const examples = item.querySelector('p:last-of-type')
          if (!examples) return null
          return { row: Math.round(item.getBoundingClientRect().top), y: examples.getBoundingClientRect().top, rule: parseFloat(getComputedStyle(examples).borderTopWidth) }
        }),
      )
      expect(lines.every((line) => line && line.rule >= 1), 'every card draws the line').toBe(true)
      const byRow = new Map<number, number[]>()
      for (const line of lines) if (line) byRow.set(line.row, [...(byRow.get(line.row) ?? []), line.y])
      expect(byRow.size, 'the cards share rows').toBeLessThan(5)
      for (const ys of byRow.values()) {
        expect(Math.max(...ys) - Math.min(...ys)).toBeLessThanOrEqual(1)
      }
    })
  }
}
