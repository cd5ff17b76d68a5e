import { describe, expect, it } from 'vitest'
import { loadSite } from '../../manifest/site'
import { firstLoadJsBreach, lighthouseBreaches, pageKind, type LighthouseFigures } from './budgets'

const perfect: LighthouseFigures = { scores: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 }, cls: 0, tbtMs: 0, lcpRatio: 1 }
const columnsOf = (figures: Partial<LighthouseFigures>) => lighthouseBreaches({ ...perfect, ...figures }).map((b) => b.column)

describe('page kinds', () => {
  it('classifies the real routes from their manifest sections', async () => {
    const kinds = Object.fromEntries((await loadSite()).routes.map((r) => [r.id, pageKind(r)]))
    expect(kinds).toMatchObject({
      HomePage: 'home',
      ContactPage: 'form',
      SampleBadgesV3Page: 'form',
      AeskrEventPage: 'form',
      AesforumthaiEventPage: 'form',
      PressPage: 'content',
      BadgesGalleryPage: 'content',
      PrivacyPage: 'content',
    })
  })

  it('makes any page with a form section a form page, and only the root the home page', () => {
    expect(pageKind({ path: 'x', sections: [{ type: 'text' }, { type: 'contact-form' }] })).toBe('form')
    expect(pageKind({ path: 'x', sections: [{ type: 'text' }] })).toBe('content')
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
  it('allows 105 kB on content pages, 125 kB on the home page, 135 kB on form pages', () => {
    expect(firstLoadJsBreach('content', 105_000)).toBeUndefined()
    expect(firstLoadJsBreach('content', 105_001)?.message).toBe('first-load JS 105.0 kB gz > 105 kB (content page)')
    expect(firstLoadJsBreach('home', 125_000)).toBeUndefined()
    expect(firstLoadJsBreach('home', 125_100)).toBeDefined()
    expect(firstLoadJsBreach('form', 135_000)).toBeUndefined()
    expect(firstLoadJsBreach('form', 135_100)?.column).toBe('js')
  })
})
