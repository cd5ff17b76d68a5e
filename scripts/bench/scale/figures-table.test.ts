import { describe, expect, it } from 'vitest'
import { figuresTable, type ScaleFigures } from './figures-table'

const build = (scale: number, made?: NonNullable<ScaleFigures['build']['made']>): ScaleFigures['build'] => ({
  codegen: 4000 * scale, client: 30000 * scale, ssr: 20000 * scale, prerender: 15000 * scale, total: 69000 * scale, pages: 5000 * scale, ogImages: 8000 * scale, posters: 9000 * scale, pageCount: 100 * scale, faces: { pages: 3 * scale, files: 2 * scale }, made,
})

const figures = (events: number, scale: number): ScaleFigures => ({
  events,
  build: build(scale),
  rebuild: build(scale / 2, { pages: 2, cards: 1, posterFiles: 2, faceFiles: 1 }),
  firstLoadJs: { home: 120_400, content: 110_000, list: 115_000, form: 130_000, event: 125_000 },
  dist: { bytes: 52_300_000 * scale, files: 900 * scale },
  tests: { tests: 212, files: 31 },
  serverStartMs: 1500,
})

describe('the table of figures', () => {
  const table = figuresTable(figures(10, 1), figures(1010, 2)).split('\n')

  it("has a column for today's entries and one for the synthetic ones", () => {
    expect(table[0]).toBe("| figure | today's entries (10 events) | +1000 synthetic |")
    expect(table[1]).toBe('|---|---:|---:|')
  })

  it('has a row per figure, in its unit', () => {
    expect(table).toContain('| first-load JS, heaviest home page (gzip) | 120.4 kB | 120.4 kB |')
    expect(table).toContain('| … of which the pages | 5.0 s (100 pages) | 10.0 s (200 pages) |')
    expect(table).toContain('| build: total | 69.0 s | 138.0 s |')
    expect(table).toContain('| second build, one more event added | 34.5 s | 69.0 s |')
    expect(table).toContain('| … what it made (the rest from the cache) | 2 pages, 1 cards, 2 poster files, 1 files of the face | 2 pages, 1 cards, 2 poster files, 1 files of the face |')
    expect(table).toContain('| … event pages with a file of the face of their own | 3 pages, 2 files | 6 pages, 4 files |')
    expect(table).toContain('| `dist/` size | 52.3 MB in 900 files | 104.6 MB in 1800 files |')
    expect(table).toContain('| browser tests (`playwright test --list`) | 212 in 31 files | 212 in 31 files |')
  })

  it('says "none" for a kind of page the site has not', () => {
    const withoutList = { ...figures(10, 1), firstLoadJs: { home: 1000 } }
    expect(figuresTable(withoutList, withoutList)).toContain('| first-load JS, heaviest list page (gzip) | none | none |')
  })
})
