import { describe, expect, it } from 'vitest'
import type { SectionInLanguage } from '../../../manifest/schema/section'
import { renderInPage } from '../../app/test-support/render-in-page'
import { loadShellText } from '../../app/shell-text'
import { site } from '../../generated/site.gen'
import InfoRowsSection from './info-rows'

const section: SectionInLanguage<'info-rows'> = {
  type: 'info-rows',
  heading: 'Office',
  rows: [
    { label: 'Address', lines: [{ brand: 'address' }] },
    { label: 'Support', lines: [{ brand: 'supportPhone' }, { brand: 'supportEmail' }] },
    { label: 'Station', lines: ['City Hall'] },
  ],
  notes: ['Walk five minutes.'],
}

describe('info-rows section', () => {
  it('is a description list; brand values come from the brand file in the page language', async () => {
    const html = await renderInPage(<InfoRowsSection section={section} />, 'eng')
    expect(html).toContain(`<dd class="${/<dd class="([^"]+)"/.exec(html)![1]}">${(await loadShellText('en')).brand.address.replace(/&/g, '&amp;')}</dd>`)
    expect(html).toMatch(new RegExp(`<ul[^>]*><li>${site.brand.supportPhone}</li><li>${site.brand.supportEmail}</li></ul>`))
    expect([...html.matchAll(/<dt[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['Address', 'Support', 'Station'])
    expect(html).toContain('Walk five minutes.')
  })
})
