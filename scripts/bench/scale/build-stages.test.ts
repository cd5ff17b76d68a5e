import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildSteps, prerenderTimes } from './build-stages'

describe('the build, step by step', () => {
  it('runs what npm run build runs', () => {
    const scripts = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts
    expect(buildSteps.map((s) => s.command).join(' && ')).toBe(scripts.build)
  })
})

describe("the prerender's own times", () => {
  const output = [
    'budgets: the docs/performance.md table is up to date',
    'prerender: 183 pages and 404.html in 5234 ms (origin https://www.obadge.example)',
    "event faces: 91 event pages need characters beyond the site's face, in 90 files (no cache)",
    "og images: 180 PNGs, 3100 kB, done 8123 ms after the worker's start",
    "posters: 20 files, an A4 PDF and a slide per event, in dist/posters (in dist-private/posters, never served, for an event with a claim code), 412 kB, done 9001 ms after the worker's start",
    "images: worker done 9002 ms after it started, 3000 ms after the pages",
  ].join('\n')

  it('are read from its lines', () => {
    expect(prerenderTimes(output)).toEqual({ pageCount: 183, pages: 5234, ogImages: 8123, posters: 9001, faces: { pages: 91, files: 90 }, made: undefined })
  })

  it('with how many pages, cards and posters it made, the rest from the cache', () => {
    const cached = output
      .replace('(origin https://www.obadge.example)', '(origin https://www.obadge.example; 181 from the cache, 2 made)')
      .replace('180 PNGs, 3100 kB,', '180 PNGs, 179 from the cache, 1 made (60 kB drawn),')
      .replace('412 kB,', '18 from the cache, 2 made (250 kB drawn),')
      .replace('(no cache)', '(89 from the cache, 1 made)')
    expect(prerenderTimes(cached).made).toEqual({ pages: 2, cards: 1, posterFiles: 2, faceFiles: 1 })
  })

  it('name the line that is missing', () => {
    expect(() => prerenderTimes(output.replace(/^posters.*$/m, ''))).toThrow('/^posters: .* done (\\d+) ms/m')
  })
})
