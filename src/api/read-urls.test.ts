import { describe, expect, it } from 'vitest'
import { createApi } from './api'
import { firstReadUrls } from './read-urls'

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
