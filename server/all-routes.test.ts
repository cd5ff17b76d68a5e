import { describe, expect, it } from 'vitest'
import { events } from '../manifest/events/index'
import { pages } from '../manifest/pages/index'
import { allRoutes, anyRouteData, anyRouteForPath } from './all-routes'

describe('every route, as the servers and the prerender know them', () => {
  it('is every page and every event page of the manifest, once', () => {
    expect(allRoutes.map((r) => r.id).sort()).toEqual([...pages.map((p) => p.id), ...events.map((e) => e.id)].sort())
  })

  it('finds an event page by its address in either language, in the one language it is written in', () => {
    for (const event of events) {
      for (const segment of ['kor', 'eng']) {
        const match = anyRouteForPath(`/${segment}/${event.slug}`)
        expect(match?.route.id, `/${segment}/${event.slug}`).toBe(event.id)
        expect(match?.route).toMatchObject({ header: false, writtenIn: event.interfaceLanguage, indexable: !event.example })
      }
    }
    expect(anyRouteForPath('/kor/no-such-event')).toBeUndefined()
    expect(anyRouteForPath('/jpn/aeskr')).toBeUndefined()
    expect(anyRouteData('PressPage').path).toBe('company/press')
  })
})
