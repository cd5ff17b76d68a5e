import { describe, expect, it } from 'vitest'
import type { Page } from '../schema/page'
import { association } from './association'
import { education } from './education'
import { enterprise } from './enterprise'
import { home } from './home'
import { issuance } from './issuance'
import { management } from './management'
import { openbadges } from './openbadges'
import { userForOpenbadge } from './user-for-openbadge'
import { userForOpenbadgeV3 } from './user-for-openbadge-v3'

/**
 * What docs/rules/pages.md fixes each informational page to hold (docs/rules/pages.md §2.5,
 * docs/rules/pages.md §2.7, docs/rules/pages.md §2.8, docs/rules/pages.md §2.11), as
 * the shape of its manifest entry; the words are the manifest's own, and the page walk checks
 * that a visitor sees them (tests/e2e/page-walk/spec-contents.ts).
 */

/** The number of items of each section, by type, in the page's order: `steps: [4]`. */
function itemCounts(page: Page): Record<string, number[]> {
  const counts: Record<string, number[]> = {}
  for (const section of page.sections) {
    const items = 'items' in section && Array.isArray(section.items) ? section.items.length : 'parties' in section ? section.parties.length : 0
    ;(counts[section.type] ??= []).push(items)
  }
  return counts
}

/** Whether the page has a section that links to the provider's blog. */
const hasBlogBanner = (page: Page) => page.sections.some((s) => s.type === 'banner' && 'external' in s.link && s.link.external === 'blog')

describe('what docs/rules/pages.md says each informational page holds', () => {
  it('docs/rules/pages.md §2.4: home: three shortcuts, four figures, four features, three services to issuance, management and the verify site, three solutions, three more features', () => {
    expect(itemCounts(home)).toMatchObject({ 'quick-links': [3], stats: [4], steps: [4], 'product-rows': [3], 'card-grid': [3], 'points-band': [3] })
    const services = home.sections.find((s) => s.type === 'product-rows')
    expect(services?.items.map((item) => ('page' in item.link ? item.link.page : item.link.external))).toEqual(['IssuancePage', 'ManagementPage', 'verify'])
  })

  // A designer's review found the home page four near-identical grids of cards in a row.
  it('home is composed of varied sections: one grid of cards at most, and no two sections of one kind in a row', () => {
    const types = home.sections.map((s) => s.type)
    expect(types.filter((type) => type === 'card-grid').length).toBeLessThanOrEqual(1)
    types.slice(1).forEach((type, i) => expect(type, `sections ${i + 1} and ${i + 2}`).not.toBe(types[i]))
  })

  it('docs/rules/pages.md §2.5: the open badge introduction: four blocks, a diagram of three parties, five kinds of badge', () => {
    expect(itemCounts(openbadges)).toMatchObject({ 'intro-blocks': [4], figure: [3], 'badge-types': [5] })
  })

  it('docs/rules/pages.md §2.7: issuance: four steps, a contact button, two cards; management: four steps and three feature cards', () => {
    expect(itemCounts(issuance)).toMatchObject({ steps: [4], 'card-grid': [2], actions: [1] })
    const actions = issuance.sections.find((s) => s.type === 'actions')
    expect(actions?.items.map((item) => item.page)).toEqual(['ContactPage'])
    expect(itemCounts(management)).toMatchObject({ steps: [4], 'card-grid': [3] })
  })

  it('docs/rules/pages.md §2.8: the solutions: a road of four steps, six, seven and three cards, the blog banner', () => {
    expect(itemCounts(education)).toMatchObject({ steps: [4], 'card-grid': [6] })
    expect(itemCounts(enterprise)).toMatchObject({ steps: [4], 'card-grid': [7] })
    expect(itemCounts(association)).toMatchObject({ steps: [4], 'card-grid': [3] })
    for (const page of [education, enterprise, association]) expect(hasBlogBanner(page), page.path).toBe(true)
    // Enterprise's road is illustrated, step by step.
    const road = enterprise.sections.find((s) => s.type === 'steps')
    expect(road?.items.every((step) => 'image' in step && step.image)).toBe(true)
    // Association's card headings break by language: balanced in English, filling the line in Korean.
    const cards = association.sections.find((s) => s.type === 'card-grid')
    expect(cards && 'titleWrap' in cards ? cards.titleWrap : undefined).toEqual({ ko: 'fill', en: 'balance' })
  })

  it('docs/rules/pages.md §2.11: the ways in: two columns, each a heading, a picture, a line of text, an external login and a guide', () => {
    for (const page of [userForOpenbadge, userForOpenbadgeV3]) {
      const columns = page.sections.flatMap((s) => (s.type === 'entry-columns' ? s.columns : []))
      expect(columns, page.path).toHaveLength(2)
      for (const column of columns) {
        expect(column.heading.ko && column.heading.en && column.text.ko && column.text.en, page.path).toBeTruthy()
        expect(column.image, page.path).toBeDefined()
        expect(column.links.some((link) => 'external' in link)).toBe(true)
      }
    }
    // The 2.0 way in links each column to its guide.
    expect(userForOpenbadge.sections.flatMap((s) => (s.type === 'entry-columns' ? s.columns.map((c) => c.links.some((link) => 'page' in link)) : []))).toEqual([true, true])
  })
})
