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
    // The body gets Tag Manager's frame for visitors without JavaScript, first, and nothing else.
    const body = html.slice(html.indexOf('</head>'))
    expect(body).toBe(
      '</head><body><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-XYZ123" height="0" width="0" hidden></iframe></noscript><main></main></body></html>',
    )
  })

  it('writes no noscript part for GA4 alone, and finds the body after the head', () => {
    const html = withAnalytics(page, analyticsIdsFromEnv({ ANALYTICS_GA_ID: 'G-ABC1234' }))
    expect(html.slice(html.indexOf('</head>'))).toBe('</head><body><main></main></body></html>')
    const tricky = page.replace('<title>t</title>', '<script type="application/ld+json">{"x":"<body>"}</script>')
    const gtm = withAnalytics(tricky, analyticsIdsFromEnv({ ANALYTICS_GTM_ID: 'GTM-XYZ123' }))
    expect(gtm).toContain('{"x":"<body>"}</script>')
    expect(gtm).toContain('<body><noscript><iframe')
  })

  it('refuses a malformed ID instead of shipping a broken tag', () => {
    expect(() => analyticsIdsFromEnv({ ANALYTICS_GA_ID: "G-1'><script>" })).toThrow(/ANALYTICS_GA_ID/)
    expect(() => analyticsIdsFromEnv({ ANALYTICS_GTM_ID: 'UA-1234' })).toThrow(/ANALYTICS_GTM_ID/)
  })
})
