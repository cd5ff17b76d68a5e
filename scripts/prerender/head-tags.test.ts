import { describe, expect, it } from 'vitest'
import { loadSite } from '../../manifest/site'
import { headTags, pageAt, withHeadTags, type HeadInputs } from './head-tags'

const inputs: HeadInputs = { site: loadSite(), origin: 'https://site.test' }

describe('the tags the prerender adds to <head>', () => {
  it("reads an event page's language from its entry, any other page's from its path", () => {
    expect(pageAt('/eng/aeskr', inputs.site)).toMatchObject({ route: { id: 'AeskrEventPage' }, locale: 'ko' })
    expect(pageAt('/kor/lecoslte2025', inputs.site)).toMatchObject({ locale: 'en' })
    expect(pageAt('/eng', inputs.site)).toMatchObject({ route: { id: 'HomePage' }, locale: 'en' })
    expect(() => pageAt('/kor/nowhere', inputs.site)).toThrow('prerender: no page at /kor/nowhere')
  })

  it('writes the structured data, and nothing for a page without any', () => {
    expect(headTags('/kor/company/press', inputs)).toMatch(/^<script type="application\/ld\+json">.*<\/script>$/)
    expect(headTags('/kor/404', inputs)).toBe('')
  })

  it('puts them at the end of <head>', () => {
    expect(withHeadTags('<html><head><title>t</title></head><body></body></html>', '<meta name="x"/>')).toBe(
      '<html><head><title>t</title><meta name="x"/></head><body></body></html>',
    )
    expect(() => withHeadTags('<html><body></body></html>', '')).toThrow('a page without </head>')
  })
})
