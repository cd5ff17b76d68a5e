import { describe, expect, it } from 'vitest'
import { createApi } from './api'
import { apiEnums } from '../generated/api-rules.gen'
import { firstReadPreloads, firstReadUrls } from './read-urls'

const origin = 'https://api.obadge.test'

/** The address the site's client asks for when it makes `call`. */
async function requestedUrl(call: (api: ReturnType<typeof createApi>) => Promise<unknown>): Promise<string> {
  let url = ''
  const api = createApi({
    getLanguage: () => 'ko-KR',
    origin,
    fetch: async (input) => {
      url = input instanceof Request ? input.url : String(input)
      return Response.json({ resultCode: 200, data: [] })
    },
  })
  await call(api).catch(() => undefined)
  return url
}

describe('firstReadUrls', () => {
  it('names the very address the client asks for, so the browser serves the call from the preload', async () => {
    expect(firstReadUrls.listMediaNews(origin)).toBe(await requestedUrl((api) => api.listMediaNews()))
    expect(firstReadUrls.listBadgeGallery(origin)).toBe(await requestedUrl((api) => api.listBadgeGallery('all')))
    expect(firstReadUrls.listBadgeGallery()).toBe('/api/v1/BadgeGallery?category=all')
  })
})

/** What the preload script adds to <head> on a visit to `search`: the link's attributes. */
function preloadedBy(script: string, search: string) {
  const appended: Record<string, string>[] = []
  const document = { createElement: () => ({}), head: { append: (link: Record<string, string>) => appended.push(link) } }
  new Function('location', 'document', script)({ search }, document)
  return appended
}

describe('firstReadPreloads', () => {
  it('preloads a fixed read from the HTML itself', () => {
    expect(firstReadPreloads.listMediaNews(origin)).toEqual({ href: firstReadUrls.listMediaNews(origin) })
  })

  it("preloads the gallery's own category on every visit, the very address the client asks for", async () => {
    const preload = firstReadPreloads.listBadgeGallery(origin)
    if (!('script' in preload)) throw new Error('the gallery read follows the query: expected a script')
    for (const category of apiEnums.GalleryCategoryFilter) {
      expect(preloadedBy(preload.script, `?category=${category}&search=x`)).toEqual([
        { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: await requestedUrl((api) => api.listBadgeGallery(category)) },
      ])
    }
  })

  it('falls back to "all", as the route does, for a missing or unknown category', () => {
    const preload = firstReadPreloads.listBadgeGallery()
    if (!('script' in preload)) throw new Error('expected a script')
    for (const search of ['', '?search=x', '?category=GROUP', '?category=</script>']) {
      expect(preloadedBy(preload.script, search).map((l) => l.href)).toEqual(['/api/v1/BadgeGallery?category=all'])
    }
  })
})
