import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Nothing in the repository points at an issue of a tracker by its number: whoever maintains the
 * site next may not have that tracker, and a number says nothing without it. A comment, a document
 * or a test title says why in its own words, and names the rule, decision or document that holds
 * the rest (docs/README.md indexes them).
 */

const root = path.resolve(import.meta.dirname, '..')
const TEXT_FILE = /\.(ts|tsx|md|yaml|yml|sh|json|css|mjs|cjs)$/
const TRACKER_REFERENCE = /\bissues? \d+/i

/** The tracked text files, as git lists them (package-lock.json is npm's, not ours). */
function trackedTextFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => TEXT_FILE.test(file) && !file.endsWith('package-lock.json') && existsSync(path.join(root, file)))
}

/** Each line of a file's text that names a tracker's issue, as `file:line: text`. */
function trackerReferences(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => (TRACKER_REFERENCE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []))
}

describe('references to a tracker', () => {
  it('are found in any case, singular or plural', () => {
    // Built from parts, so this file does not hold what it looks for.
    const lines = ['a width check (' + 'issue' + ' 31, item 1)', 'Issue' + ' 27, item 4: why', 'issues' + ' 28 and 29', 'no issue here', 'tissue' + ' 4']
    expect(trackerReferences('a.ts', lines.join('\n'))).toEqual([
      'a.ts:1: a width check (' + 'issue' + ' 31, item 1)',
      'a.ts:2: Issue' + ' 27, item 4: why',
      'a.ts:3: issues' + ' 28 and 29',
    ])
  })

  it('are in no tracked file', () => {
    const files = trackedTextFiles()
    expect(files.length).toBeGreaterThan(100)
    expect(files.flatMap((file) => trackerReferences(file, readFileSync(path.join(root, file), 'utf8')))).toEqual([])
  })
})
