import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The READMEs and docs/ link each other by relative paths and heading anchors; a page moved or a
 * heading renamed would leave a reader at a link that goes nowhere, which no other check sees
 * (GitHub shows a dead anchor as the top of the page).
 */

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return markdownFiles(file)
    return entry.name.endsWith('.md') ? [file] : []
  })
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as dashes, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '')
  for (const [, heading = ''] of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

/** Every relative link of a markdown file that names no file or no heading of its target. */
function deadLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '')
  const dead: string[] = []
  for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue
    const [linked = '', anchor] = target.split('#')
    const resolved = linked ? path.posix.normalize(path.posix.join(path.posix.dirname(file), linked)) : file
    if (!existsSync(resolved)) {
      dead.push(`${file}: ${target}: no such file`)
    } else if (anchor !== undefined && !(statSync(resolved).isFile() && anchorsOf(readFileSync(resolved, 'utf8')).has(anchor))) {
      dead.push(`${file}: ${target}: no such heading`)
    }
  }
  return dead
}

describe('links between the READMEs and docs/', () => {
  it('name files and headings that exist', () => {
    const files = ['README.md', 'server/README.md', ...markdownFiles('docs')]
    expect(files.flatMap(deadLinks)).toEqual([])
  })

  it("make GitHub's anchors", () => {
    expect([...anchorsOf('# Settings\n## A second origin\n### `lastmod` (sitemap)\n## 2026-11-27 17:22 UTC: a.b\n## Settings\n')]).toEqual([
      'settings',
      'a-second-origin',
      'lastmod-sitemap',
      '2026-11-27-1722-utc-ab',
      'settings-1',
    ])
  })
})
