import type { Page } from '@playwright/test'

/** The gallery's cards: the items of its tab panel. */
export const galleryCards = (page: Page) => page.getByRole('tabpanel').getByRole('listitem')

/**
 * The cards that lack the chip `label` (a category's name): none, when every card is that
 * category's. Asserted as a retrying count, not one read of every card's innerText, which came
 * back empty for a card far down the page that content-visibility skips (CI, stops 41 and 42).
 */
export const cardsWithoutChip = (page: Page, label: string) => galleryCards(page).filter({ hasNot: page.getByText(label, { exact: true }) })
