import { describe, expect, it } from 'vitest'
import type { SectionInLanguage } from '../../../manifest/schema/section'
import { renderInPage } from '../../app/test-support/render-in-page'
import ProductRowsSection from './product-rows'

/** A byLanguage section: the component gets the visitor's language only, a drawn screen's path included. */
const section: SectionInLanguage<'product-rows'> = {
  type: 'product-rows',
  heading: 'What we do',
  items: [
    {
      title: 'Making',
      text: 'We make things.',
      link: { label: 'About making', page: 'IssuancePage' },
      image: { src: '/illustrations/screen-a.en.svg', width: 560, height: 400, alt: 'Illustration: screen A' },
    },
    {
      title: 'Checking',
      text: 'Anyone checks them.',
      link: { label: 'Check one', external: 'verify' },
      image: { src: '/illustrations/screen-b.en.svg', width: 560, height: 400, alt: 'Illustration: screen B' },
    },
  ],
}

describe('product rows section', () => {
  it('shows each row as a titled picture with its words and its link, in order', async () => {
    const html = await renderInPage(<ProductRowsSection section={section} />, 'eng')
    expect(html).toMatch(/<h2[^>]*>What we do<\/h2>/)
    expect([...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1])).toEqual(['Making', 'Checking'])
    const images = [...html.matchAll(/<img[^>]*>/g)].map((m) => m[0])
    expect(images.map((img) => /alt="([^"]+)"/.exec(img)?.[1])).toEqual(['Illustration: screen A', 'Illustration: screen B'])
    for (const img of images) expect(img).toMatch(/width="560" height="400"/)
    expect(html).toMatch(/href="\/eng\/service\/issuance"[^>]*>About making/)
    // The external link leaves for another tab, and its name says so.
    expect(html).toMatch(/target="_blank"[^>]*>Check one.*new (tab|window)/)
  })
})
