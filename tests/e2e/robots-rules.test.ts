import { describe, expect, it } from 'vitest'
import { robotsAllow, robotsRules } from './robots-rules'

// The examples of RFC 9309 section 2.2.2 and Google's robots.txt documentation ("Order of
// precedence for rules"), so the browser test that blocks what robots.txt refuses blocks what a
// crawler would.
describe('robots.txt rules, longest match first', () => {
  it('lets the longest matching rule decide, and an allow win a tie', () => {
    const rules = robotsRules('User-agent: *\nAllow: /p\nDisallow: /\n')
    expect(robotsAllow(rules, '/page')).toBe(true)
    expect(robotsAllow(rules, '/other')).toBe(false)
    const tie = robotsRules('User-agent: *\nAllow: /folder\nDisallow: /folder\n')
    expect(robotsAllow(tie, '/folder/page')).toBe(true)
    const longer = robotsRules('User-agent: *\nAllow: /page\nDisallow: /*.htm\n')
    expect(robotsAllow(longer, '/page.htm')).toBe(false)
  })

  it('reads * and a final $, and matches the query too', () => {
    const rules = robotsRules('User-agent: *\nDisallow: /*.gif$\nDisallow: /api/\nAllow: /api/list\n')
    expect(robotsAllow(rules, '/a/b.gif')).toBe(false)
    expect(robotsAllow(rules, '/a/b.gif?x=1')).toBe(true)
    expect(robotsAllow(rules, '/api/list?category=all')).toBe(true)
    expect(robotsAllow(rules, '/api/write')).toBe(false)
  })

  it('takes the named group over *, ignores comments and empty disallows, and allows what no rule names', () => {
    const text = 'User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nDisallow: # nothing\nDisallow: /private # comment\n'
    expect(robotsAllow(robotsRules(text, 'Googlebot'), '/page')).toBe(true)
    expect(robotsAllow(robotsRules(text, 'Googlebot'), '/private/x')).toBe(false)
    expect(robotsAllow(robotsRules(text, 'otherbot'), '/page')).toBe(false)
    expect(robotsAllow(robotsRules(''), '/anything')).toBe(true)
  })
})
