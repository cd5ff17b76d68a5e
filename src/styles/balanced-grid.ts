import { globalStyle, style } from '@vanilla-extract/css'
import { media, range } from './breakpoints'

/** Cards per row at each width: phones, tablets, desktops and, when it differs, wide screens. */
export interface GridColumns {
  narrow: number
  tablet: number
  desktop: number
  wide?: number
}

/**
 * The class of a list of cards that never leaves a hole: a last row with fewer cards than
 * columns is centred, at every width. Each card spans two of twice as many tracks, so the first
 * card of a short last row can start half a card in: with `n` columns and `r` cards left over it
 * is `:nth-child(<n>n + 1):nth-last-child(<r>)` and starts at track `n - r + 1`. Pure CSS, for any
 * count of cards; the section picks the columns (`fullestColumns` of `src/lib/grid-columns.ts`
 * leaves the fewest empty places). Two a row is the exception: one card left under rows of two
 * takes the whole row (a card alone in the middle reads as one left behind:
 * docs/page-design.md, a grid of cards). Call it from a `.css.ts` file (it makes classes at build
 * time).
 */
export function balancedGrid(columns: GridColumns): string {
  // Ranges that do not overlap, so the order in which vanilla-extract writes them cannot matter.
  const widths: [string, number][] = [
    [media.narrow, columns.narrow],
    [range.tablet, columns.tablet],
    ...(columns.wide === undefined
      ? ([[media.desktop, columns.desktop]] as [string, number][])
      : ([[range.desktop, columns.desktop], [media.wide, columns.wide]] as [string, number][])),
  ]
  const grid = style({
    display: 'grid',
    '@media': Object.fromEntries(widths.map(([query, n]) => [query, { gridTemplateColumns: `repeat(${2 * n}, minmax(0, 1fr))` }])),
  })
  globalStyle(`${grid} > *`, { gridColumn: 'span 2' })
  for (const [query, n] of widths) {
    for (let left = 1; left < n; left++) {
      const column = n === 2 ? '1 / -1' : `${n - left + 1} / span 2`
      globalStyle(`${grid} > :nth-child(${n}n + 1):nth-last-child(${left})`, { '@media': { [query]: { gridColumn: column } } })
    }
  }
  return grid
}
