import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isLanguagePair } from '../manifest/in-language'
import { about } from '../manifest/pages/about'
import en from '../src/i18n/en/index'

/**
 * No test holds a copy of a page's words: a test that needs them reads them from the manifest (or
 * the interface dictionaries of src/i18n/), so a change of text as the README's recipe "Change a
 * text" says it is a change of the manifest alone, and no test goes on expecting the old words.
 * The strings docs/rules/ fixes are the exception: a test writes those to the letter
 * (docs/rules/README.md), and a change of one is a change of a rule first.
 */

const root = path.resolve(import.meta.dirname, '..')

/**
 * The shortest text the check looks for, counted in characters (code points). Shorter ones
 * ("Home", "Press", "OK", "문의하기") are also ordinary words of identifiers, test titles and
 * other texts, so finding one in a test says nothing; a text of ten or more found in a test is a
 * copy of it.
 */
export const MIN_LENGTH = 10

type Occurrence = { file: string; line: number; text: string }

/** Every string of `{ ko, en }` pairs (objects with exactly those two keys) inside `value`. */
export function localizedStrings(value: unknown, seen = new Set<object>()): string[] {
  if (typeof value !== 'object' || value === null || seen.has(value)) return []
  seen.add(value)
  if (Array.isArray(value)) return value.flatMap((item) => localizedStrings(item, seen))
  const proto = Object.getPrototypeOf(value)
  // Plain data only: a zod schema or a class instance is not text.
  if (proto !== Object.prototype && proto !== null) return []
  if (isLanguagePair(value)) {
    const texts = [value.ko, value.en].filter((text): text is string => typeof text === 'string')
    if (texts.length > 0) return texts
  }
  return Object.values(value).flatMap((child) => localizedStrings(child, seen))
}

/**
 * The shortest fixed part of a dictionary string with `{placeholders}` the check looks for: such a
 * part is a piece of a sentence, a weaker sign than a whole text, and short pieces ("over the
 * limit", "is on its way") are ordinary phrases of test titles and comments.
 */
export const PART_MIN_LENGTH = 15

/**
 * Every string leaf of a dictionary. One with `{placeholders}` is cut at them, and a fixed part is
 * kept when it has two words or more and `PART_MIN_LENGTH` characters: what a page shows around
 * its blanks.
 */
export function dictionaryStrings(value: unknown): string[] {
  if (typeof value === 'string') {
    const parts = value.split(/\{[^}]*\}/)
    return parts.length === 1 ? parts : parts.filter((part) => /\S\s+\S/.test(part.trim()) && [...part.trim()].length >= PART_MIN_LENGTH)
  }
  if (typeof value !== 'object' || value === null) return []
  return Object.values(value).flatMap(dictionaryStrings)
}

/** Whether `char` continues a word (a letter or a digit of any script): a copy stands apart from its neighbours. */
const wordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char)

/**
 * Each place in `text` that holds one of `copies` (longest first) as whole words, as
 * `{ file, line, text }`; a copy inside a longer one found on the same line is not named again.
 */
export function copiesIn(file: string, text: string, copies: readonly string[]): Occurrence[] {
  return text.split('\n').flatMap((line, index) => {
    const taken: [number, number][] = []
    const found: Occurrence[] = []
    for (const copy of copies) {
      for (let at = line.indexOf(copy); at !== -1; at = line.indexOf(copy, at + 1)) {
        const end = at + copy.length
        if (wordChar(line[at - 1]) && wordChar(copy[0])) continue
        if (wordChar(line[end]) && wordChar(copy.at(-1))) continue
        if (taken.some(([from, to]) => from <= at && end <= to)) continue
        taken.push([at, end])
        if (!found.some((o) => o.text === copy)) found.push({ file, line: index + 1, text: copy })
      }
    }
    return found
  })
}

/** The page copy a test must not hold: long enough to mean something, and not a string docs/rules/ fixes. */
export function pageCopy(strings: Iterable<string>, rules: string): string[] {
  const kept = new Set<string>()
  for (const raw of strings) {
    const text = raw.trim()
    if ([...text].length >= MIN_LENGTH && !rules.includes(text)) kept.add(text)
  }
  // Longest first, so a report names the whole text before a part of it.
  return [...kept].sort((a, b) => b.length - a.length || a.localeCompare(b))
}

/** Whether a file (from the repository root) is a test's: a unit test anywhere, or anything under tests/ (specs and their helpers). */
export const isTestFile = (file: string) => /\.(ts|tsx)$/.test(file) && (/\.test\.tsx?$/.test(file) || file.startsWith('tests/'))

/** The test files of the checkout at `dir`, as git lists them. */
export function testFiles(dir: string): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => isTestFile(file) && existsSync(path.join(dir, file)))
}

/** The failure's message: where each copy is, and what to do instead. */
export function report(found: readonly Occurrence[]): string {
  return [
    `${found.length} page text(s) from the manifest or src/i18n/ written out in a test:`,
    ...found.map((o) => `  ${o.file}:${o.line}: ${JSON.stringify(o.text)}`),
    'Read the words from their manifest entry (manifest/pages/<page>.ts, brand.ts, events/, notices/, …) or from the',
    'dictionary of src/i18n/ instead of copying them, so a change of text is a change of the manifest alone.',
    "A string docs/rules/ fixes to the letter stays literal; a string the test makes up as its own input must not be the manifest's.",
  ].join('\n')
}

/** Every text a visitor reads that the repository holds as data: the manifest's `{ ko, en }` pairs and the interface dictionaries. */
export function siteStrings(): string[] {
  const manifest = import.meta.glob(['../manifest/**/*.ts', '!../manifest/**/*.test.ts'], { eager: true })
  const dictionaries = import.meta.glob(['../src/i18n/{ko,en}/**/*.ts'], { eager: true, import: 'default' })
  return [...localizedStrings(Object.values(manifest)), ...dictionaryStrings(Object.values(dictionaries))]
}

/** The text of docs/rules/: what it writes out is a string the site must show to the letter, and a test may copy. */
export function rulesText(dir: string): string {
  const rules = path.join(dir, 'docs/rules')
  return readdirSync(rules)
    .filter((file) => file.endsWith('.md'))
    .map((file) => readFileSync(path.join(rules, file), 'utf8'))
    .join('\n')
}

/** Every copy of `copies` in the test files of the checkout at `dir`. */
export function copiesInTests(dir: string, copies: readonly string[]): Occurrence[] {
  return testFiles(dir).flatMap((file) => copiesIn(file, readFileSync(path.join(dir, file), 'utf8'), copies))
}

describe('page copy in tests', () => {
  it('is found as whole words, the longer text first, and not when docs/rules/ writes it out', () => {
    // A made-up manifest: the test of a section that defines its own input holds none of it.
    const strings = localizedStrings([{ heading: { ko: '연구실 안내 제목', en: 'Lab opening times' }, short: { ko: '짧다', en: 'Short' } }, { logo: { ko: { src: '/a.svg' }, en: { src: '/b.svg' } } }])
    expect(strings).toEqual(['연구실 안내 제목', 'Lab opening times', '짧다', 'Short'])
    expect(dictionaryStrings({ a: { b: 'Please write to us at {email} during the week.', c: 'At most {max} characters.', d: '{count} over the limit', e: 'Opens in a new tab' } })).toEqual([
      'Please write to us at ',
      ' during the week.',
      'Opens in a new tab',
    ])
    const copies = pageCopy([...strings, 'Opens in a new tab', 'Lab opening times and more', 'A fixed message.'], 'The alert says "A fixed message." to the letter.')
    expect(copies).toEqual(['Lab opening times and more', 'Opens in a new tab', 'Lab opening times'])
    // Planted: what a spec that copied the about page's heading would hold.
    const planted = [
      "await expect(page.getByRole('heading', { name: 'Lab opening times' })).toBeVisible()",
      "expect(text).toContain('Lab opening times and more')",
      'const name = LabOpeningTimesHeading // Lab opening timesX is not the words',
      "alert('A fixed message.')",
      "section({ heading: { ko: '우리 행사', en: 'Our own fixture text' } })",
    ].join('\n')
    const found = copiesIn('tests/e2e/planted.spec.ts', planted, copies)
    expect(found).toEqual([
      { file: 'tests/e2e/planted.spec.ts', line: 1, text: 'Lab opening times' },
      { file: 'tests/e2e/planted.spec.ts', line: 2, text: 'Lab opening times and more' },
    ])
    expect(report(found)).toMatchInlineSnapshot(`
      "2 page text(s) from the manifest or src/i18n/ written out in a test:
        tests/e2e/planted.spec.ts:1: "Lab opening times"
        tests/e2e/planted.spec.ts:2: "Lab opening times and more"
      Read the words from their manifest entry (manifest/pages/<page>.ts, brand.ts, events/, notices/, …) or from the
      dictionary of src/i18n/ instead of copying them, so a change of text is a change of the manifest alone.
      A string docs/rules/ fixes to the letter stays literal; a string the test makes up as its own input must not be the manifest's."
    `)
  })

  it('the test files are the unit tests and everything under tests/', () => {
    expect(['a/b.test.ts', 'src/x/y.test.tsx', 'tests/e2e/site.ts', 'tests/e2e/a.spec.ts', 'src/x/y.ts', 'tests/README.md'].filter(isTestFile)).toEqual([
      'a/b.test.ts',
      'src/x/y.test.tsx',
      'tests/e2e/site.ts',
      'tests/e2e/a.spec.ts',
    ])
  })

  it('occurs in no test', () => {
    const strings = siteStrings()
    // Whatever the walk misses, it finds the manifest's pages and the dictionaries' words.
    expect(strings).toEqual(expect.arrayContaining([about.title.en, en.shell.skipToContent]))
    const found = copiesInTests(root, pageCopy(strings, rulesText(root)))
    expect(found, report(found)).toEqual([])
  })
})
