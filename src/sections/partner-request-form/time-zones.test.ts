import { describe, expect, it } from 'vitest'
import { isTimeZone } from '../../../manifest/zoned-time'
import { suggestedZones } from './time-zones'

const known = ['Africa/Abidjan', 'Asia/Seoul', 'Europe/Berlin', 'Pacific/Auckland']

describe('the time-zone suggestions: the browser zone first, then Asia/Seoul, then the rest, each once', () => {
  it.each<[string, string | undefined, string[]]>([
    ['a browser in Berlin', 'Europe/Berlin', ['Europe/Berlin', 'Asia/Seoul', 'Africa/Abidjan', 'Pacific/Auckland']],
    ['a browser in Seoul', 'Asia/Seoul', ['Asia/Seoul', 'Africa/Abidjan', 'Europe/Berlin', 'Pacific/Auckland']],
    ["a browser zone Intl's list leaves out, which the schema takes", 'Etc/GMT-3', ['Etc/GMT-3', 'Asia/Seoul', 'Africa/Abidjan', 'Europe/Berlin', 'Pacific/Auckland']],
    ['UTC', 'UTC', ['UTC', 'Asia/Seoul', 'Africa/Abidjan', 'Europe/Berlin', 'Pacific/Auckland']],
    ['a browser that cannot tell its zone', undefined, ['Asia/Seoul', 'Africa/Abidjan', 'Europe/Berlin', 'Pacific/Auckland']],
    ['a browser zone that is an offset', '+05:30', ['Asia/Seoul', 'Africa/Abidjan', 'Europe/Berlin', 'Pacific/Auckland']],
    ['a browser zone the schema does not take', 'EST5EDT', ['Asia/Seoul', 'Africa/Abidjan', 'Europe/Berlin', 'Pacific/Auckland']],
  ])('%s', (_name, browserZone, want) => {
    expect(suggestedZones(known, browserZone)).toEqual(want)
  })

  it("leaves out the names in Intl's list that the schema does not take", () => {
    expect(suggestedZones(['CET', 'Europe/Paris', 'EST5EDT'], 'Europe/Paris')).toEqual(['Europe/Paris', 'Asia/Seoul'])
  })

  it("offers every zone of this runtime's Intl, aliases such as Asia/Calcutta too, and the schema's check takes each one", () => {
    const intl = Intl.supportedValuesOf('timeZone')
    const zones = suggestedZones(intl, 'UTC')
    expect(zones.length).toBeGreaterThan(300)
    expect(zones).toEqual(expect.arrayContaining(intl))
    expect(zones).toContain('Asia/Calcutta')
    expect(zones.filter((zone) => !isTimeZone(zone))).toEqual([])
  })
})
