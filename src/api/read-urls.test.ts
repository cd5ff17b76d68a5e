import { describe, expect, it } from 'vitest'
import { apiOperations } from '../generated/operations/index.gen'
import { createApi } from './api'
import type { ApiOperation, OperationId, SentQuery } from './operation'
import { readPreload, readUrl } from './read-urls'

const origin = 'https://api.obadge.test'

/** The address the site's client asks for when it calls `operation` with `query`. */
async function requestedUrl(operation: ApiOperation, query: SentQuery<OperationId> = {}): Promise<string> {
  let url = ''
  const api = createApi({
    getLanguage: () => 'ko-KR',
    origin,
    fetch: async (input) => {
      url = input instanceof Request ? input.url : String(input)
      return Response.json({ data: [] })
    },
  })
  await api.call(operation, { query }).catch(() => undefined)
  return url
}

/**
 * What the preload script adds to <head> on a visit to `search`: the link's attributes. By
 * default a Korean page in a browser whose first language is Korean.
 */
function preloadedBy(script: string, search: string, { pageLang = 'ko', browserLanguages = ['ko-KR', 'en-US'] } = {}) {
  const appended: Record<string, string>[] = []
  const document = { documentElement: { lang: pageLang }, createElement: () => ({}), head: { append: (link: Record<string, string>) => appended.push(link) } }
  new Function('location', 'document', 'navigator', script)({ search }, document, { languages: browserLanguages, language: browserLanguages[0] })
  return appended
}

/** Every read of the contract, and each query a visit may ask it for (each value of each enum parameter). */
const reads = Object.values(apiOperations).filter((operation) => operation.method === 'get')
const queriesOf = (operation: ApiOperation) =>
  Object.entries(operation.query).flatMap(([name, parameter]) => (parameter.values ?? []).map((value) => ({ [name]: value })))

describe('readUrl', () => {
  it('names the very address the client asks for, so the browser serves the call from the preload', async () => {
    expect(reads.length).toBeGreaterThan(0)
    for (const operation of reads) {
      expect(readUrl(operation, {}, origin), operation.id).toBe(await requestedUrl(operation))
      for (const query of queriesOf(operation)) expect(readUrl(operation, query, origin)).toBe(await requestedUrl(operation, query))
    }
    expect(readUrl(apiOperations.listBadgeGallery)).toBe('/api/v1/BadgeGallery?category=all')
  })
})

describe('readPreload', () => {
  it('preloads a read without query parameters from the HTML itself', () => {
    expect(readPreload(apiOperations.listMediaNews, origin)).toEqual({ href: `${origin}/api/v1/MediaNews` })
  })

  it('preloads the visit\'s own query on every visit, the very address the client asks for', async () => {
    for (const operation of reads.filter((read) => Object.keys(read.query).length > 0)) {
      const preload = readPreload(operation, origin)
      if (!('script' in preload)) throw new Error(`${operation.id} follows the query: expected a script`)
      for (const query of queriesOf(operation)) {
        expect(preloadedBy(preload.script, `?${new URLSearchParams({ ...query, search: 'x' })}`)).toEqual([
          { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: await requestedUrl(operation, query) },
        ])
      }
    }
  })

  it("preloads only when the browser's first language is the page's: the answer may be named in it", () => {
    const preload = readPreload(apiOperations.listBadgeGallery)
    if (!('script' in preload)) throw new Error('expected a script')
    const preloaded = (pageLang: string, browserLanguages: string[]) => preloadedBy(preload.script, '', { pageLang, browserLanguages }).length
    expect(preloaded('ko', ['ko'])).toBe(1)
    expect(preloaded('ko', ['KO-kr', 'en'])).toBe(1)
    expect(preloaded('en', ['en-GB', 'ko'])).toBe(1)
    expect(preloaded('en', ['fr-FR'])).toBe(1)
    expect(preloaded('en', [])).toBe(1)
    expect(preloaded('ko', ['en-US', 'ko-KR'])).toBe(0)
    expect(preloaded('en', ['ko-KR'])).toBe(0)
  })

  it('falls back to the default, as the route does, for a missing or unknown category', () => {
    const preload = readPreload(apiOperations.listBadgeGallery)
    if (!('script' in preload)) throw new Error('expected a script')
    for (const search of ['', '?search=x', '?category=GROUP', '?category=</script>']) {
      expect(preloadedBy(preload.script, search).map((l) => l.href)).toEqual(['/api/v1/BadgeGallery?category=all'])
    }
  })
})
