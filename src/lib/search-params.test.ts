import { expect, it } from 'vitest'
import { itemParam } from './search-params'

it("reads an item's id only as the address writes it, and only one of the page's items", () => {
  // TanStack hands `?id=14` over as the number 14, `?id=014`, `?id=abc` and `?id=` as text.
  expect(itemParam(14, [1, 14])).toBe(14)
  for (const value of [99, '14', '014', 'abc', '', 14.5, undefined, null]) expect(itemParam(value, [1, 14]), String(value)).toBeUndefined()
})
