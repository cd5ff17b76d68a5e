import type { Page } from '@playwright/test'

/**
 * Grids of cards as a visitor sees them (docs/page-design.md, a grid of cards): in a grid either
 * every card has a picture (an icon or an illustration) or none has; no grid leaves a hole (a last
 * row with fewer cards than the rows above is centred); the titles of the cards in a row start at
 * one height. The page walk (every-page.spec.ts) measures every page at a phone's and a desktop's
 * width; the pages below must have grids (a page that lost its grids would pass unseen). A list as
 * long as its data (the gallery's results) is the data's, not a layout's, and is left out.
 */
export const pagesWithCardGrids = ['', '/solutions', '/solutions/education', '/solutions/enterprise', '/solutions/association', '/service', '/service/issuance', '/service/management', '/company', '/openbadge']
export const cardGridWidths = [375, 1440] as const

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
    // A list as long as its data (`data-length="from-data"`, the gallery's results) ends where its
    // data ends: its last row is not the layout's to fill (as in width-check.ts).
    const lists = [...main.querySelectorAll<HTMLElement>('ul, ol')].filter(
      (list) => getComputedStyle(list).display === 'grid' && list.children.length > 1 && list.dataset.length !== 'from-data',
    )
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

/** What a visitor would see wrong with the page's card grids at the current width, as lines. */
export async function cardGridProblems(page: Page): Promise<{ grids: number; problems: string[] }> {
  const grids = await cardGrids(page)
  const problems: string[] = []
  for (const grid of grids) {
    const withPicture = grid.cards.filter((card) => card.pictures > 0).length
    if (withPicture !== 0 && withPicture !== grid.cards.length) problems.push(`"${grid.name}": ${withPicture} of ${grid.cards.length} cards have a picture`)

    const lines = rows(grid)
    const columns = lines[0]?.length ?? 0
    lines.slice(0, -1).forEach((line, i) => {
      if (line.length !== columns) problems.push(`"${grid.name}": row ${i + 1} of ${lines.length} has ${line.length} cards, the first ${columns}`)
    })
    const last = lines.at(-1) ?? []
    if (last.length < columns) {
      const before = Math.min(...last.map((c) => c.left)) - grid.left
      const after = grid.right - Math.max(...last.map((c) => c.right))
      if (Math.abs(before - after) > 2) problems.push(`"${grid.name}": its last row of ${last.length} (of ${columns}) is not centred (${Math.round(before)} px before, ${Math.round(after)} after)`)
    }

    for (const line of lines) {
      const titles = line.flatMap((card) => (card.titleTop === null ? [] : [card.titleTop]))
      if (titles.length > 1 && Math.max(...titles) - Math.min(...titles) > 1) problems.push(`"${grid.name}": the titles of a row start at heights ${titles.map(Math.round).join(', ')}`)
    }
  }
  return { grids: grids.length, problems }
}
