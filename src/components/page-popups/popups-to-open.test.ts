import { describe, expect, it } from 'vitest'
import type { PagePopup } from './page-popup'
import { popupsToOpen } from './popups-to-open'

const popup = (id: string, hideForToday: boolean): PagePopup => ({
  id,
  hideForToday,
  maxWidth: 500,
  title: id,
  parts: [{ paragraphs: ['About'], links: [] }],
})

describe('the popups that open', () => {
  it('leave out one hidden for today; the next opens in its place', () => {
    const popups = [popup('loginPath', true), popup('seminar', true)]
    expect(popupsToOpen(popups, () => false)).toEqual(['loginPath', 'seminar'])
    expect(popupsToOpen(popups, (id) => id === 'loginPath')).toEqual(['seminar'])
  })

  it('include one without "hide for today" whatever its cookie says', () => {
    expect(popupsToOpen([popup('badgesV3', false)], () => true)).toEqual(['badgesV3'])
  })
})
