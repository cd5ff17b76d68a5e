import type { APIRequestContext, Locator, Page } from '@playwright/test'

/** The gallery's cards: the items of its tab panel. */
export const galleryCards = (page: Page) => page.getByRole('tabpanel').getByRole('listitem')

/**
 * The cards that lack the chip `label` (a category's name): none, when every card is that
 * category's. Asserted as a retrying count, not one read of every card's innerText, which came
 * back empty for a card far down the page that content-visibility skips (CI, stops 41 and 42).
 */
export const cardsWithoutChip = (page: Page, label: string) => galleryCards(page).filter({ hasNot: page.getByText(label, { exact: true }) })

export type GalleryBadge = { id: number; category: string; badgeTitle: string; issuerName: string; badgeLinkUrl: string; issuerLinkUrl: string; badgeImagePath: string }

/** The Accept-Language each language's pages send (docs/rules/api.md): the gallery names its badges in it. */
const acceptLanguage = { kor: 'ko-KR', eng: 'en-US' } as const

/** What the API answers a page of `segment` for `category` now: the same seed the build read. */
export async function galleryAnswer(request: APIRequestContext, segment: keyof typeof acceptLanguage, category = 'all'): Promise<GalleryBadge[]> {
  const answer = await request.get(`/api/v1/BadgeGallery?category=${category}`, { headers: { 'accept-language': acceptLanguage[segment] } })
  return ((await answer.json()) as { data: GalleryBadge[] }).data
}

/**
 * The pictures under `scope` as a visitor scrolling past each would see them: each scrolled into
 * view (the later thumbnails load lazily, once near the viewport), then awaited until loaded and
 * decoded, all in one call to the page. A picture is `drawn` once it has loaded with a size; one
 * that fails, or has not loaded 20 s after it came into view, is not. (Scrolled and polled one
 * by one from the test, the gallery's 52 took two round trips and a frame each.)
 */
export async function picturesAsScrolledPast(scope: Locator): Promise<{ src: string; drawn: boolean }[]> {
  return scope.evaluate(async (root) => {
    const pictures = [...root.querySelectorAll('img')]
    for (const img of pictures) {
      img.scrollIntoView({ block: 'center' })
      await Promise.race([img.decode().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 20_000))])
    }
    return pictures.map((img) => ({ src: img.getAttribute('src') ?? '', drawn: img.complete && img.naturalWidth > 0 }))
  })
}
