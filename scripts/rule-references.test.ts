import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every rule the code and the tests cite is in the repository (docs/rules/, docs/decisions/), and
 * cited one way: `docs/rules/<area>.md §<section>` (docs/rules/README.md). A
 * reference to a section that docs/ lacks, or to the documents the rules were written from, would
 * send a reader of a clone to something that is not there.
 */

/** Folders that hold no source: dependencies, build output, the rules themselves, binary assets. */
const skippedFolders = new Set(['.git', 'node_modules', 'dist', 'dist-ssr', 'dist-cache', 'dist-e2e', 'data', 'test-results', 'playwright-report', 'scratch', 'docs', 'public'])
const skippedFiles = new Set(['package-lock.json', 'bench/results', 'scripts/rule-references.test.ts'])
const textFile = /\.(ts|tsx|js|mjs|cjs|json|ya?ml|md|conf|sh|css|html|txt)$|^run$/

function sourceFiles(dir = '.'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name).replace(/^\.\//, '')
    if (skippedFiles.has(file)) return []
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : sourceFiles(file)
    return textFile.test(entry.name) ? [file] : []
  })
}

/** The `§` sections a docs file defines: its headings that start with `§` and a number. */
const sectionsOf = new Map<string, Set<string>>()
function sections(docsFile: string): Set<string> {
  let found = sectionsOf.get(docsFile)
  if (!found) {
    found = new Set([...readFileSync(docsFile, 'utf8').matchAll(/^#{1,6}\s+§(\d+(?:\.\d+)*)/gm)].map((m) => m[1] ?? ''))
    sectionsOf.set(docsFile, found)
  }
  return found
}

/** Between a file and its sections, or between two sections: spaces, a comment's `*`, `//` or `#`, a comma, "and". */
const gap = String.raw`(?:[\s*/#]*,[\s*/#]*|[\s*/#]+and[\s*/#]+|[\s*/#]+)`
const reference = new RegExp(String.raw`(docs/[\w/.-]+?\.md)((?:${gap}§\d+(?:\.\d+)*)*)`, 'g')
const section = /§(\d+(?:\.\d+)*)/g
/** The old way: the word and a section number, without a file ("spec 4.1", "spec-8", "spec section 5"). */
const oldWay = /\bspec(?:[-\s*/#]+|\s+sections?\s+)\d+(?:\.\d+)*/gi
/** The documents the rules were written from, which a clone does not have (spelt so this file does not match). */
const outside = [/DECISIONS\.md/g, /site[-]spec/g]

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length
}

function problemsIn(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const problems: string[] = []
  const cited = new Set<number>()
  for (const match of text.matchAll(reference)) {
    const [, docsFile = '', tail = ''] = match
    const at = `${file}:${lineOf(text, match.index)}`
    if (!existsSync(docsFile)) {
      problems.push(`${at}: ${docsFile} does not exist`)
      continue
    }
    for (const s of tail.matchAll(section)) {
      cited.add(match.index + match[0].length - tail.length + s.index)
      if (!sections(docsFile).has(s[1] ?? '')) problems.push(`${at}: ${docsFile} has no heading §${s[1]}`)
    }
  }
  for (const s of text.matchAll(/§/g)) {
    if (!cited.has(s.index)) problems.push(`${file}:${lineOf(text, s.index)}: a § without its docs/ file`)
  }
  for (const m of text.matchAll(oldWay)) problems.push(`${file}:${lineOf(text, m.index)}: "${m[0].replace(/\s+/g, ' ')}" cites a section without its docs/rules file`)
  for (const pattern of outside) {
    for (const m of text.matchAll(pattern)) problems.push(`${file}:${lineOf(text, m.index)}: ${m[0]} is not in the repository; cite docs/rules/`)
  }
  return problems
}

describe('rule references (docs/rules/README.md)', () => {
  const files = sourceFiles()

  it('reads the code, the tests, the READMEs and the contract', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'openapi/api.yaml', 'src/lib/language.ts', 'tests/e2e/issuance.spec.ts', 'server/README.md']))
  })

  it('cite only files and sections that docs/ has, one way, and nothing outside the repository', () => {
    expect(files.flatMap(problemsIn)).toEqual([])
  })

  it('every rules file is in the index, and every section the index lists is a heading of its file', () => {
    const index = readFileSync('docs/rules/README.md', 'utf8')
    const rows = [...index.matchAll(/^\| §(\d+(?:\.\d+)*) \|[^|]*\| \[([\w-]+\.md)\]/gm)]
    const missing = rows.filter(([, s = '', file = '']) => !sections(`docs/rules/${file}`).has(s)).map(([, s, file]) => `§${s} in ${file}`)
    expect(missing).toEqual([])
    const listed = new Set(rows.map(([, , file]) => file))
    const files = readdirSync('docs/rules').filter((f) => f.endsWith('.md') && f !== 'README.md')
    expect(files.filter((f) => !listed.has(f))).toEqual([])
  })

  it('finds what it must refuse', () => {
    const problems = (text: string) => {
      const cited = [...text.matchAll(reference)].flatMap(([, docsFile = '', tail = '']) =>
        [...tail.matchAll(section)].filter((s) => !existsSync(docsFile) || !sections(docsFile).has(s[1] ?? '')),
      )
      return cited.length + [...text.matchAll(oldWay)].length + outside.flatMap((p) => [...text.matchAll(p)]).length
    }
    expect(problems('// docs/rules/issuance.md §4.1 and docs/rules/contact.md §2.10, §4.2, §5.2')).toBe(0)
    expect(problems('// docs/rules/issuance.md §4.9')).toBe(1)
    expect(problems('// docs/rules/contact.md §2.10, §4.1')).toBe(1)
    expect(problems('/** The flow of spec 4.1 and the alert of the spec-8 kind (spec section 5). */')).toBe(3)
    expect(problems(['// see DECISIONS', 'md and site', 'spec'].join('.').replace('site.spec', 'site-spec'))).toBe(2)
    expect(problems('const spec51 = {}; test.spec.ts')).toBe(0)
  })
})
