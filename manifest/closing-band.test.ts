import { describe, expect, it } from 'vitest'
import { sectionInClosingBand } from './closing-band'
import { pages } from './pages/index'

describe('the inquiry band takes in a closing call to action', () => {
  it.each([
    [true, ['steps', 'actions'], 1],
    [true, ['steps', 'banner'], 1],
    [true, ['actions', 'steps'], undefined],
    [false, ['actions'], undefined],
    [true, [], undefined],
  ])('band %s, sections %j: section %s', (inquiryBanner, types, want) => {
    expect(sectionInClosingBand({ inquiryBanner, sections: types.map((type) => ({ type })) })).toBe(want)
  })

  it('so no page of the site ends with a call to action followed by the band', () => {
    // Which pages ended with two in a row before the rule (docs/page-design.md, one call to action
    // at the end of a page): now each has one band. The company overview has left the list (its
    // ways in are cards of its own now); a page that comes to end with a banner (the solutions
    // overview) joins it, untouched here.
    const merged = pages.filter((p) => sectionInClosingBand(p) !== undefined).map((p) => p.id)
    expect(merged).toEqual(expect.arrayContaining(['OpenbadgesPage', 'ServicePage', 'IssuancePage', 'EducationPage', 'EnterprisePage', 'AssociationPage']))
    expect(merged).not.toContain('CompanyPage')
  })
})
