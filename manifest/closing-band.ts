/**
 * Section types that are a call to action themselves. A page that closes with one of them and
 * has the inquiry band does not stack the two: the section is drawn inside the band
 * (docs/page-design.md, "One call to action at the end of a page").
 */
export const callToActionTypes = ['actions', 'banner'] as const

export type CallToActionType = (typeof callToActionTypes)[number]

/**
 * The index of the section that the page's inquiry band takes in: its last section when that
 * is a call to action and the page has the band; otherwise none.
 */
export function sectionInClosingBand(page: { inquiryBanner: boolean; sections: readonly { type: string }[] }): number | undefined {
  const last = page.sections.length - 1
  const type = page.sections[last]?.type
  return page.inquiryBanner && (callToActionTypes as readonly string[]).includes(type ?? '') ? last : undefined
}
