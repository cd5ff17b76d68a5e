import type { Result } from 'axe-core'
import { describe, expect, it } from 'vitest'
import { describeViolations, failingViolations } from './axe-report'

/** A violation as axe reports it, with only the fields the report reads. */
const violation = (id: string, impact: Result['impact'], nodes: { target: string[]; html: string }[]): Result =>
  ({ id, impact, help: `help for ${id}`, description: '', helpUrl: '', tags: [], nodes: nodes.map((n) => ({ ...n, any: [], all: [], none: [] })) }) as unknown as Result

describe('axe report', () => {
  const violations = [
    violation('color-contrast', 'serious', [
      { target: ['.hero', 'p'], html: '<p class="x">\n  Low   contrast</p>' },
      { target: ['footer a'], html: '<a href="/kor">home</a>' },
    ]),
    violation('region', 'moderate', [{ target: ['div'], html: '<div></div>' }]),
    violation('image-alt', 'critical', [{ target: ['img'], html: '<img src="a.png">' }]),
    violation('heading-order', 'minor', [{ target: ['h4'], html: '<h4>x</h4>' }]),
  ]

  it('fails on serious and critical only', () => {
    expect(failingViolations(violations).map((v) => v.id)).toEqual(['color-contrast', 'image-alt'])
  })

  it('names page, width, rule, impact and element, one line per node', () => {
    expect(describeViolations('/kor', 375, failingViolations(violations))).toEqual([
      '/kor at 375 px: color-contrast (serious): help for color-contrast — .hero p <p class="x"> Low contrast</p>',
      '/kor at 375 px: color-contrast (serious): help for color-contrast — footer a <a href="/kor">home</a>',
      '/kor at 375 px: image-alt (critical): help for image-alt — img <img src="a.png">',
    ])
  })
})
