import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isDismissed, popupHiddenCookie, rememberDismissal } from './hide-for-today'

/** What the browser was asked to store (`document.cookie = …`), and a jar that reads it back without expiry. */
let written: string[] = []

beforeEach(() => {
  written = []
  const jar = new Map<string, string>()
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(line: string) {
      written.push(line)
      const [name, value] = line.split(';')[0]!.split('=')
      jar.set(name!, value!)
    },
  })
  vi.useFakeTimers({ now: new Date('2025-03-10T15:30:00Z') })
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/** The attributes of the one cookie written, by lower-cased name. */
function writtenCookie(): { name: string; attributes: Record<string, string> } {
  expect(written).toHaveLength(1)
  const [pair, ...attributes] = written[0]!.split('; ')
  return {
    name: pair!.split('=')[0]!,
    attributes: Object.fromEntries(attributes.map((a) => [a.split('=')[0]!.toLowerCase(), a.split('=')[1] ?? ''])),
  }
}

describe('hide for today', () => {
  it('stores obadge-popup-<id>-hidden for the whole site, for one day (docs/rules/site.md §9)', () => {
    rememberDismissal(popupHiddenCookie('loginPath'))
    const cookie = writtenCookie()
    expect(cookie.name).toBe('obadge-popup-loginPath-hidden')
    expect(cookie.attributes.path).toBe('/')
    expect(cookie.attributes.expires).toBe('Tue, 11 Mar 2025 15:30:00 GMT')
  })

  it('hides that popup only: each popup has a cookie of its own (docs/rules/pages.md §4.4)', () => {
    expect(isDismissed(popupHiddenCookie('loginPath'))).toBe(false)
    rememberDismissal(popupHiddenCookie('loginPath'))
    expect(isDismissed(popupHiddenCookie('loginPath'))).toBe(true)
    expect(isDismissed(popupHiddenCookie('walletV3Promo'))).toBe(false)
  })

  it('remembers the app banner for its own number of days', () => {
    rememberDismissal('obadge-app-banner-dismissed', 7)
    expect(writtenCookie().attributes.expires).toBe('Mon, 17 Mar 2025 15:30:00 GMT')
  })
})
