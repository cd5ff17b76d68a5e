import { describe, expect, it } from 'vitest'
import { site } from '../generated/site.gen'
import { internationalPhone } from './phone'

describe('internationalPhone', () => {
  it('replaces the trunk 0 with +82, keeping the groups', () => {
    expect(internationalPhone('02-0000-0000')).toBe('+82-2-0000-0000')
    expect(internationalPhone('031-123-4567')).toBe('+82-31-123-4567')
    expect(internationalPhone('010-1234-5678')).toBe('+82-10-1234-5678')
  })

  it('keeps every digit of a nationwide number, which has no trunk prefix', () => {
    expect(internationalPhone('1588-0000')).toBe('+82-1588-0000')
  })

  it('turns the brand file’s support number into one a caller abroad can dial and a tel: link can hold', () => {
    const phone = internationalPhone(site.brand.supportPhone)
    expect(phone).toMatch(/^\+82-[1-9][0-9-]+$/)
    // RFC 3966: a global number is "+", digits and visual separators; the URL keeps it unchanged.
    expect(new URL(`tel:${phone}`).href).toBe(`tel:${phone}`)
  })
})
