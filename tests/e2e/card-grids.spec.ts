import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Grids of cards as a visitor sees them (issue 19, items 3 and 4): in a grid either every card
 * has a picture (an icon or an illustration) or none has; no grid leaves a hole (a last row with
 * fewer cards than the rows above is centred); the titles of the cards in a row start at one
 * height; and on /openbadge the line over each kind's examples runs at one height across a row.
 * Measured in Chromium on the pages that have card grids, both languages, phone and desktop.
 */
const paths = ['', '/solutions', '/solutions/education', '/solutions/enterprise', '/solutions/association', '/service', '/service/issuance', '/service/management', '/company', '/openbadge']
const widths = [375, 1440] as const

interface Card {
  top: number
  left: number
  right: number
  pictures: number
  titleTop: number | null
}
interface Grid {
  name: string
  left: number
  right: number
  cards: Card[]
}

/** Every list in the page's main region laid out as a CSS grid, with its items' boxes. */
async function cardGrids(page: Page): Promise<Grid[]> {
  return page.locator('main').evaluate((main) => {
    const lists = [...main.querySelectorAll<HTMLElement>('ul, ol')].filter((list) => getComputedStyle(list).display === 'grid' && list.children.length > 1)
    return lists.map((list) => {
      const box = list.getBoundingClientRect()
      const heading = list.closest('section')?.querySelector('h2')?.textContent ?? list.querySelector('h2, h3')?.textContent ?? '(no heading)'
      const cards = [...list.children].map((item) => {
        const b = item.getBoundingClientRect()
        const pictures = [...item.querySelectorAll('img, svg')].filter((picture) => {
          const p = picture.getBoundingClientRect()
          return p.width >= 16 && p.height >= 16
        }).length
        const title = item.querySelector('h2, h3')
        return { top: Math.round(b.top), left: b.left, right: b.right, pictures, titleTop: title ? title.getBoundingClientRect().top : null }
      })
      return { name: heading.trim(), left: box.left, right: box.right, cards }
    })
  })
}

/** The cards grouped by row (same top edge). */
function rows(grid: Grid): Card[][] {
  const byTop = new Map<number, Card[]>()
  for (const card of grid.cards) byTop.set(card.top, [...(byTop.get(card.top) ?? []), card])
  return [...byTop.entries()].sort(([a], [b]) => a - b).map(([, cards]) => cards)
}

for (const lang of ['kor', 'eng'] as const) {
  for (const width of widths) {
    test.describe(`card grids at ${width} px (${lang})`, () => {
      test.use({ viewport: { width, height: 900 } })

      for (const path of paths) {
        test(`/${lang}${path}: pictures on all cards or none, no holes, titles in line`, async ({ page }) => {
          await page.goto(`/${lang}${path}`)
          const grids = await cardGrids(page)
          expect(grids.length, 'the page has card grids').toBeGreaterThan(0)
          for (const grid of grids) {
            const withPicture = grid.cards.filter((card) => card.pictures > 0).length
            expect([0, grid.cards.length], `"${grid.name}": ${withPicture} of ${grid.cards.length} cards have a picture`).toContain(withPicture)

            const lines = rows(grid)
            const columns = lines[0]?.length ?? 0
            lines.slice(0, -1).forEach((line, i) => expect(line.length, `"${grid.name}": row ${i + 1} of ${lines.length} is full`).toBe(columns))
            const last = lines.at(-1) ?? []
            if (last.length < columns) {
              const before = Math.min(...last.map((c) => c.left)) - grid.left
              const after = grid.right - Math.max(...last.map((c) => c.right))
              expect(Math.abs(before - after), `"${grid.name}": its last row of ${last.length} (of ${columns}) is centred`).toBeLessThanOrEqual(2)
            }

            for (const line of lines) {
              const titles = line.flatMap((card) => (card.titleTop === null ? [] : [card.titleTop]))
              if (titles.length > 1) expect(Math.max(...titles) - Math.min(...titles), `"${grid.name}": titles of a row start at one height`).toBeLessThanOrEqual(1)
            }
          }
        })
      }
    })
  }
}

const badgeKinds = { kor: '이런 배지를 발급할 수 있습니다', eng: 'Five kinds of badge' } as const

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
