import type { Page as ManifestPage } from '../../manifest/schema/page'
import type { SectionOf, SectionTypeName } from '../../manifest/schema/section'
import en from '../../src/i18n/en/index'
import enForms from '../../src/i18n/en/forms/index'
import ko from '../../src/i18n/ko/index'
import koForms from '../../src/i18n/ko/forms/index'
import enIssuance from '../../src/i18n/en/issuance/index'
import koIssuance from '../../src/i18n/ko/issuance/index'
import { literal } from '../../src/app/test-support/literal'

/**
 * A page's words as the tests read them: from its manifest entry and the interface dictionaries,
 * never copied (scripts/no-page-copy.test.ts), so a change of text as the README's recipe says
 * is a change of the manifest alone. What docs/rules/ fixes to the letter stays literal in the tests.
 */

export type Segment = 'kor' | 'eng'

/** The language of a path segment. */
export const languageOf = { kor: 'ko', eng: 'en' } as const satisfies Record<Segment, 'ko' | 'en'>

/** The interface dictionary of a segment's language (src/i18n/). */
export const interfaceWords = { kor: ko, eng: en } as const

/** The forms' dictionary of a segment's language (src/i18n/<lang>/forms/). */
export const formWords = { kor: koForms, eng: enForms } as const

/** A dictionary string with its `{name}` or `{name:type}` placeholders filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)(?::\w+)?\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** A link's accessible name when it leads to another tab: its text and the hidden note the site adds to it. */
export const inNewTab = (name: string, segment: Segment) => `${name} (${interfaceWords[segment].shell.opensInNewTab})`

/** The first section of `type` on a manifest page; a page without one fails the test that asks. */
export function sectionOf<T extends SectionTypeName>(page: ManifestPage, type: T): SectionOf<T> {
  const section = page.sections.find((s): s is SectionOf<T> => s.type === type)
  if (!section) throw new Error(`${page.path}: no ${type} section`)
  return section
}

type LinkEntry = { label: { ko: string; en: string }; page: string }

/** The first link of a manifest entry (a page, a popup, any part of one) that leads to the page `pageId`: its label is what a visitor clicks. */
export function linkTo(entry: unknown, pageId: string): LinkEntry {
  const found = (function walk(value: unknown): LinkEntry | undefined {
    if (typeof value !== 'object' || value === null) return undefined
    const link = value as Partial<LinkEntry>
    if (link.page === pageId && link.label) return link as LinkEntry
    for (const child of Object.values(value)) {
      const inner = walk(child)
      if (inner) return inner
    }
    return undefined
  })(entry)
  if (!found) throw new Error(`no link to ${pageId} in the manifest entry`)
  return found
}

/**
 * A pattern of a text that begins with `start`, taken literally: a field's accessible description
 * is its message, then its hint, so a test anchors the message at the start.
 */
export const startingWith = (start: string) => new RegExp(`^${literal(start)}`)

/** The badge request form's dictionary of a segment's language (src/i18n/<lang>/issuance/). */
export const issuanceWords = { kor: koIssuance, eng: enIssuance } as const

/** The path segment of a language: where a page in it lives, and the key of the dictionaries above. */
export const segmentOf = { ko: 'kor', en: 'eng' } as const satisfies Record<'ko' | 'en', Segment>
