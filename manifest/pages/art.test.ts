import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { illustrationFiles } from './art'
import { pages } from './index'

const publicDir = path.resolve(import.meta.dirname, '../../public')

type Card = { image?: { src: string }; link?: { page?: string; external?: string } }
const sectionsOf = (type: string) => pages.flatMap((page) => page.sections.filter((s) => s.type === type).map((section) => ({ page: page.id, section: section as { items: Card[] } })))

describe('illustrations, one per concept', () => {
  it('are files of public/, and no two concepts share one', () => {
    expect(illustrationFiles.filter((i) => !existsSync(path.join(publicDir, i.src))).map((i) => i.name)).toEqual([])
    const files = illustrationFiles.map((i) => i.src)
    expect(files.filter((src, i) => files.indexOf(src) !== i)).toEqual([])
  })

  it('are the only pictures of cards and steps', () => {
    const known = new Set(illustrationFiles.map((i) => i.src))
    const used = [...sectionsOf('card-grid'), ...sectionsOf('steps')].flatMap(({ page, section }) => section.items.flatMap((item) => (item.image ? [`${page}: ${item.image.src}`] : [])))
    expect(used.length).toBeGreaterThan(20)
    expect(used.filter((entry) => !known.has(entry.split(': ')[1] ?? ''))).toEqual([])
  })

  it('show a place the same way on every card that leads to it', () => {
    const byTarget = new Map<string, Set<string>>()
    for (const { section } of sectionsOf('card-grid')) {
      for (const item of section.items) {
        const target = item.link?.page ?? item.link?.external
        if (!item.image || !target) continue
        byTarget.set(target, (byTarget.get(target) ?? new Set()).add(item.image.src))
      }
    }
    expect(byTarget.get('EducationPage')?.size).toBe(1)
    expect([...byTarget].filter(([, srcs]) => srcs.size > 1).map(([target, srcs]) => `${target}: ${[...srcs].join(', ')}`)).toEqual([])
  })

  it('do not open two pages\' steps with the same picture', () => {
    const firsts = sectionsOf('steps').flatMap(({ page, section }) => (section.items[0]?.image ? [{ page, src: section.items[0].image.src }] : []))
    expect(firsts.map((f) => f.page)).toEqual(expect.arrayContaining(['EducationPage', 'EnterprisePage']))
    const twice = firsts.filter((f) => firsts.some((other) => other !== f && other.src === f.src))
    expect(twice.map((f) => `${f.page}: ${f.src}`)).toEqual([])
  })
})
