import { describe, expect, it } from 'vitest'
import { analyticsIdsFromEnv, withAnalytics } from './analytics'

const page = '<!DOCTYPE html><html lang="ko"><head><title>t</title></head><body><main></main></body></html>'

describe('analytics', () => {
  it('adds nothing without IDs', () => {
    expect(withAnalytics(page, analyticsIdsFromEnv({}))).toBe(page)
    expect(withAnalytics(page, analyticsIdsFromEnv({ ANALYTICS_GA_ID: ' ', ANALYTICS_GTM_ID: '' }))).toBe(page)
  })

  it('loads each configured tag asynchronously at the end of <head>', () => {
    const html = withAnalytics(page, analyticsIdsFromEnv({ ANALYTICS_GA_ID: 'G-ABC1234', ANALYTICS_GTM_ID: 'GTM-XYZ123' }))
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'))
    expect(head).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC1234"></script>')
    expect(head).toContain("gtag('config','G-ABC1234')")
    expect(head).toContain("'dataLayer','GTM-XYZ123'")
    expect(head).toContain('j.async=true')
    expect(html.slice(html.indexOf('</head>'))).not.toContain('googletagmanager')
  })

  it('refuses a malformed ID instead of shipping a broken tag', () => {
    expect(() => analyticsIdsFromEnv({ ANALYTICS_GA_ID: "G-1'><script>" })).toThrow(/ANALYTICS_GA_ID/)
    expect(() => analyticsIdsFromEnv({ ANALYTICS_GTM_ID: 'UA-1234' })).toThrow(/ANALYTICS_GTM_ID/)
  })
})
