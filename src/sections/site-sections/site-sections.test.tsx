import { describe, expect, it } from 'vitest'
import { renderInPage } from '../../app/test-support/render-in-page'
import SiteSectionsSection from './site-sections'

describe('site-sections section', () => {
  it('lists the header menus, a menu with an overview page named by a link to it', async () => {
    const html = await renderInPage(<SiteSectionsSection section={{ type: 'site-sections', heading: 'Main sections' }} />, 'eng')
    expect(html).toMatch(/<nav[^>]*aria-labelledby="([^"]+)"[^>]*><h2 id="\1"[^>]*>Main sections<\/h2>/)
    // Written from manifest/navigation.ts: four menus, Service with its overview page.
    for (const name of ['Open Badge', 'Service', 'Solutions', 'Company']) expect(html).toContain(name)
    expect(html).toMatch(/<h3[^>]*><a[^>]*href="\/eng\/service"[^>]*>Service<\/a><\/h3>/)
    expect(html).toMatch(/<h3[^>]*><a[^>]*href="\/eng\/openbadge"[^>]*>Open Badge<\/a><\/h3>/)
    expect(html).toMatch(/<a[^>]*href="\/eng\/service\/issuance"[^>]*>Issuance<\/a>/)
  })
})
