import { itemCardPath, itemCardSize } from '../../src/lib/og-image'

/**
 * The two cards of an item that is a page (a notice): 16:9, its sharing card, and 1:1, the shape
 * search engines show beside a result. Google asks an Article for both, 50,000 pixels or more.
 */
export const itemCardSizes = { wide: itemCardSize, square: { width: 1200, height: 1200 } } as const

export type ItemCardShape = keyof typeof itemCardSizes

/** Where an item's card of a shape is served: the 1:1 one beside the 16:9, `id-3.square.png`. */
export function itemCardPathOf(shape: ItemCardShape, ...address: Parameters<typeof itemCardPath>): string {
  const wide = itemCardPath(...address)
  return shape === 'wide' ? wide : wide.replace(/\.png$/, '.square.png')
}
