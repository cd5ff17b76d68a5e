import type { Page } from '@playwright/test'
import { expect } from '../fixtures'
import { isLanguagePair } from '../../../manifest/in-language'
import { about } from '../../../manifest/pages/about'
import { association } from '../../../manifest/pages/association'
import { company } from '../../../manifest/pages/company'
import { education } from '../../../manifest/pages/education'
import { enterprise } from '../../../manifest/pages/enterprise'
import { pages } from '../../../manifest/pages/index'
import { issuance } from '../../../manifest/pages/issuance'
import { management } from '../../../manifest/pages/management'
import { openbadges } from '../../../manifest/pages/openbadges'
import { service } from '../../../manifest/pages/service'
import { solution } from '../../../manifest/pages/solution'
import { userForOpenbadge } from '../../../manifest/pages/user-for-openbadge'
import { userForOpenbadgeV3 } from '../../../manifest/pages/user-for-openbadge-v3'
import type { Page as ManifestPage } from '../../../manifest/schema/page'
import { asSet } from '../site'
import { fill, inNewTab, interfaceWords, languageOf, type Segment } from '../words'

/**
 * The informational pages of docs/rules/pages.md §2.5, §2.7, §2.8, §2.11 and docs/rules/company.md
 * §2.9, by path: each must show, in each language, what its manifest entry names, found the way a
 * visitor (or a screen reader) finds it. What each page holds (four blocks, three parties, five
 * kinds) is the manifest's own test (manifest/pages/spec-contents.test.ts); the words are the
 * manifest's, read here, so a change of text is a change of the manifest alone.
 */
export const specContentPaths: readonly string[] = [
  openbadges.path,
  service.path,
  issuance.path,
  management.path,
  solution.path,
  education.path,
  enterprise.path,
  association.path,
  company.path,
  about.path,
  userForOpenbadge.path,
  userForOpenbadgeV3.path,
]
export type SpecContents = { headings: string[]; links: string[]; images: string[] }

/** The about page's links to the three map services (docs/rules/company.md §2.9), which the office map section words from the interface dictionary. */
function mapLinks(segment: Segment): string[] {
  const words = interfaceWords[segment].officeMap
  return [words.kakao, words.naver, words.google].map((service) => inNewTab(fill(words.openIn, { service }), segment))
}

/** A `{ ko, en }` pair of words. */
const isLocalized = (value: unknown): value is { ko: string; en: string } => isLanguagePair(value) && typeof value.ko === 'string'

/**
 * What a page's sections name, in the language of `segment`: each section's heading and each
 * item's title (headings), each link's words (with the new-tab note of an external one), each
 * described picture's text.
 */
export function namedOnPage(page: ManifestPage, segment: Segment): SpecContents {
  const language = languageOf[segment]
  const named: SpecContents = { headings: [], links: [], images: [] }
  const walk = (value: unknown, key: string) => {
    if (typeof value !== 'object' || value === null) return
    if (isLocalized(value)) {
      if (key === 'heading' || key === 'title') named.headings.push(value[language])
      return
    }
    const record = value as Record<string, unknown>
    if (isLocalized(record.label) && ('page' in record || 'external' in record)) {
      const words = record.label[language]
      named.links.push('external' in record ? inNewTab(words, segment) : words)
      return
    }
    if (typeof record.src === 'string' && isLocalized(record.alt) && record.alt[language]) named.images.push(record.alt[language])
    for (const [childKey, child] of Object.entries(record)) walk(child, Array.isArray(value) ? key : childKey)
  }
  walk(page.sections, 'sections')
  return named
}

/**
 * What the spec names on the page at `url` (when the table above has it), visible as a visitor
 * (or a screen reader) finds it: its headings, links and pictures by name.
 */
export async function expectSpecContents(page: Page, url: string): Promise<void> {
  const [, segment, ...rest] = url.split('/') as [string, 'kor' | 'eng', ...string[]]
  const manifestPage = pages.find((p) => p.path === rest.join('/'))
  if (!manifestPage || !specContentPaths.includes(manifestPage.path)) return
  const { headings, links, images } = namedOnPage(manifestPage, segment)
  if (manifestPage === about) links.push(...mapLinks(segment))
  // As the page sets them: a middle dot is held to the word before it (manifest/no-break.ts).
  // In the main part: the footer repeats some of the same links (the external verify page).
  const main = page.getByRole('main')
  for (const name of headings) await expect(main.getByRole('heading', { name: asSet(name, true) }).first(), name).toBeVisible()
  for (const name of links) await expect(main.getByRole('link', { name: asSet(name, true) }).first(), name).toBeVisible()
  for (const name of images) await expect(main.getByRole('img', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }).first(), name).toBeVisible()
}

/** The pictures of the page's main part that reserve no box (width and height) or say nothing (no alt, not even an empty one). */
export async function unsizedImages(page: Page): Promise<(string | null)[]> {
  return page
    .locator('main img')
    .evaluateAll((imgs) => imgs.filter((i) => !i.getAttribute('width') || !i.getAttribute('height') || i.getAttribute('alt') === null).map((i) => i.getAttribute('src')))
}
