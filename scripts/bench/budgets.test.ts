import { describe, expect, it } from 'vitest'
import { loadSite } from '../../manifest/site'
import { firstLoadJsBreach, firstLoadJsBudgetKb, firstLoadJsBudgetOf, firstLoadJsExceptionsKb, lighthouseBreaches, pageKind, type LighthouseFigures, type PageKind } from './budgets'

const perfect: LighthouseFigures = { scores: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 }, cls: 0, tbtMs: 0, lcpRatio: 1 }
const columnsOf = (figures: Partial<LighthouseFigures>) => lighthouseBreaches({ ...perfect, ...figures }).map((b) => b.column)

describe('page kinds', () => {
  it('classifies the real routes from their manifest sections', async () => {
    const kinds = Object.fromEntries(loadSite().routes.map((r) => [r.id, pageKind(r)]))
    expect(kinds).toMatchObject({
      HomePage: 'home',
      ContactPage: 'form',
      SampleBadgesV3Page: 'form',
      AeskrEventPage: 'form',
      AesforumthaiEventPage: 'form',
      PressPage: 'list',
      BadgesGalleryPage: 'list',
      PrivacyPage: 'content',
    })
  })

  it('makes a page with a form section a form page, one with a data section a list page, and only the root the home page', () => {
    expect(pageKind({ path: 'x', sections: [{ type: 'text' }, { type: 'contact-form' }] })).toBe('form')
    expect(pageKind({ path: 'x', sections: [{ type: 'text' }] })).toBe('content')
    expect(pageKind({ path: 'x', sections: [{ type: 'text' }, { type: 'press-list' }] })).toBe('list')
    expect(pageKind({ path: '', sections: [{ type: 'issuance-form' }] })).toBe('home')
  })
})

describe('Lighthouse budgets', () => {
  it('passes a page at every limit', () => {
    expect(columnsOf({ scores: { performance: 98, accessibility: 100, bestPractices: 100, seo: 100 }, tbtMs: 50, cls: 0.004, lcpRatio: 1.1 })).toEqual([])
  })

  it('names each budget broken, one past its limit', () => {
    expect(columnsOf({ scores: { performance: 97, accessibility: 99, bestPractices: 96, seo: 92 } })).toEqual(['perf', 'a11y', 'bp', 'seo'])
    expect(columnsOf({ cls: 0.005 })).toEqual(['cls'])
    expect(columnsOf({ tbtMs: 51 })).toEqual(['tbt'])
    expect(columnsOf({ lcpRatio: 1.11 })).toEqual(['lcpRatio'])
    expect(lighthouseBreaches({ ...perfect, tbtMs: 183 })[0]?.message).toBe('TBT 183 ms > 50 ms')
  })

  it('does not judge the LCP ratio without a limit', () => {
    expect(columnsOf({ lcpRatio: undefined })).toEqual([])
  })
})

describe('first-load JS budget', () => {
  // The budgets are read from budgets.ts, the one place they are written: a changed budget needs no edit here.
  it.each(Object.entries(firstLoadJsBudgetKb) as Array<[PageKind, number]>)('allows a %s page exactly its budget (%s kB), not a byte more', (kind, kb) => {
    const bytes = Math.round(kb * 1000)
    expect(firstLoadJsBreach(kind, bytes)).toBeUndefined()
    expect(firstLoadJsBreach(kind, bytes + 1)).toMatchObject({ column: 'js', message: `first-load JS ${((bytes + 1) / 1000).toFixed(1)} kB gz > ${kb} kB (${kind} page)` })
  })

  it('words a breach in kB with one decimal, naming the budget and the kind', () => {
    expect(firstLoadJsBreach('content', 112_501, 112.5)?.message).toBe('first-load JS 112.5 kB gz > 112.5 kB (content page)')
    expect(firstLoadJsBreach('form', 141_060, 140)?.message).toBe('first-load JS 141.1 kB gz > 140 kB (form page)')
  })

  it('gives a route its exception, else its kind\'s budget', () => {
    for (const [kind, kb] of Object.entries(firstLoadJsBudgetKb) as Array<[PageKind, number]>) expect(firstLoadJsBudgetOf('NoSuchRoute', kind)).toBe(kb)
    for (const [route, { kb }] of Object.entries(firstLoadJsExceptionsKb)) expect(firstLoadJsBudgetOf(route, 'content')).toBe(kb)
  })
})
