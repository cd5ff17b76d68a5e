import { describe, expect, it } from 'vitest'
import { emptyValues, type RequestValues } from '../request-fields'
import { previewEvent } from './preview-event'

const standIns = { label: (field: string) => `label of ${field}`, claimCode: 'ABCD2345' }
const filled: RequestValues = {
  ...emptyValues,
  nameKo: '새 파트너 포럼 2027',
  nameEn: 'New Partner Forum 2027',
  titleKo: '새 파트너 포럼 참가 배지',
  titleEn: 'New Partner Forum attendance badge',
  slug: 'new-partner-forum',
  partnerNameKo: '새 파트너',
  partnerNameEn: 'New Partner',
  start: '2027-03-04',
  end: '2027-03-05',
  venueKind: 'online',
}

describe('previewEvent', () => {
  it('holds the form as an entry, with the badge new:event would draw, and brackets the field name of every text still empty', () => {
    const event = previewEvent(filled, standIns, 'https://www.obadge.example/kor/new-partner-forum')
    expect(event).toMatchObject({
      title: { ko: '새 파트너 포럼 참가 배지', en: 'New Partner Forum attendance badge' },
      description: { ko: '[label of descriptionKo]', en: '[label of descriptionEn]' },
      partner: { name: { ko: '새 파트너', en: 'New Partner' } },
      dates: { start: '2027-03-04', end: '2027-03-05' },
      venue: { kind: 'online' },
      badge: { alt: { en: 'New Partner Forum attendance badge: a round medal reading NEW PARTNER FORUM 2027' }, publicUrl: 'https://www.obadge.example/kor/new-partner-forum' },
    })
    expect(decodeURIComponent(event.badge.image)).toContain('NEW PARTNER FORUM 2027')
    expect(event).not.toHaveProperty('claimCode')
  })

  it('leaves out what cannot be placed yet rather than fail: an unknown zone drops the dates, a last day before the first is dropped, a site that is not http(s) links nowhere', () => {
    expect(previewEvent({ ...filled, timeZone: 'Seoul' }, standIns, '')).not.toHaveProperty('dates')
    expect(previewEvent({ ...filled, end: '2027-03-01' }, standIns, '').dates).toEqual({ start: '2027-03-04' })
    expect(previewEvent({ ...filled, partnerUrl: 'javascript:alert(1)' }, standIns, '').partner).toEqual({ name: { ko: '새 파트너', en: 'New Partner' } })
    expect(previewEvent({ ...filled, asksClaimCode: true, claimsCloses: '2027-03-05T18:00' }, standIns, '')).toMatchObject({ claimCode: 'ABCD2345', claims: { closes: '2027-03-05T18:00' } })
    expect(() => previewEvent(emptyValues, standIns, '')).not.toThrow()
  })
})
