import { describe, expect, it } from 'vitest'
import { withClaimsOn } from '../../manifest/claim-window'
import { eventNamespaces, eventPages as written } from '../../src/generated/event-pages.gen'
import { eventAt, pageKey, type PageInputs } from './page-key'

/** The pages as the prerender hands them on, an example's window read on a build's day (main.ts). */
const buildDay = Date.parse('2026-09-16T12:00:00+09:00')
const eventPages = withClaimsOn(written, buildDay)
const events = { pages: eventPages, namespaces: eventNamespaces }
const [slug, data] = Object.entries(eventPages)[0]!
/** Another entry, as a new one would come: the first's data under a new address. */
const withAnotherEvent = { ...events, pages: { ...eventPages, 'another-event': { ...data, route: { ...data.route, path: 'another-event' } } } }
const example = Object.keys(written).find((address) => written[address]!.claims && 'relative' in written[address]!.claims)!

const inputs = (url: string, evented = events): PageInputs => ({
  url,
  file: `${url}/index.html`,
  builtReads: undefined,
  headTags: '<link rel="manifest" href="/kor.webmanifest">',
  analytics: {},
  event: eventAt(url, evented),
})

describe("a page's key in the build's cache", () => {
  it('names the event an address shows, in either language, and none for any other page', () => {
    expect(eventAt(`/kor/${slug}`, events)?.page).toBe(data)
    expect(eventAt(`/eng/${slug}`, events)).toEqual({ page: data, namespaces: eventNamespaces })
    for (const other of ['/kor', '/kor/company/about', `/kor/${slug}/more`, '/kor/constructor', '/kor/404']) expect(eventAt(other, events), other).toBeUndefined()
  })

  it('changes with each thing the page is drawn from', () => {
    const base = inputs('/kor/company/about')
    const keys = [
      pageKey('shared', base),
      pageKey('another bundle', base),
      pageKey('shared', { ...base, url: '/eng/company/about' }),
      pageKey('shared', { ...base, file: '/kor/company/about.html' }),
      pageKey('shared', { ...base, builtReads: { readAt: '2026-11-29T00:00:00.000Z', answers: {} } }),
      pageKey('shared', { ...base, headTags: '' }),
      pageKey('shared', { ...base, analytics: { ga: 'G-ABCDEFGH' } }),
      pageKey('shared', inputs(`/kor/${slug}`)),
      pageKey('shared', { ...inputs(`/kor/${slug}`), event: { page: { ...data, title: `${data.title}!` }, namespaces: eventNamespaces } }),
    ]
    expect(new Set(keys).size).toBe(keys.length)
  })

  it("changes for an example whose window moves with the build's day, on the next day only", () => {
    const on = (day: number) => pageKey('shared', inputs(`/kor/${example}`, { ...events, pages: withClaimsOn(written, day) }))
    expect(on(buildDay + 3_600_000)).toBe(on(buildDay))
    expect(on(buildDay + 86_400_000)).not.toBe(on(buildDay))
  })

  it('stays the same for every other page, events included, when an entry is added', () => {
    for (const url of ['/kor', '/eng/company/about', `/kor/${slug}`, `/eng/${slug}`]) {
      expect(pageKey('shared', inputs(url, withAnotherEvent)), url).toBe(pageKey('shared', inputs(url)))
    }
    expect(pageKey('shared', inputs('/kor/another-event', withAnotherEvent))).not.toBe(pageKey('shared', inputs('/kor/another-event')))
  })
})
