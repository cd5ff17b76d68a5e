import { describe, expect, it } from 'vitest'
import type { SectionInLanguage } from '../../../manifest/schema/section'
import { renderInPage } from '../../app/test-support/render-in-page'
import IntroBlocksSection from './intro-blocks'

const image = (alt: string) => ({ src: '/illustrations/ob-what.svg', width: 560, height: 400, alt })
const section: SectionInLanguage<'intro-blocks'> = {
  type: 'intro-blocks',
  items: [
    { eyebrow: 'Standard', title: 'What', paragraphs: ['One.', 'Two.'], image: image('A badge') },
    { title: 'How', paragraphs: ['Three.'], image: image('A wallet') },
  ],
}

describe('intro-blocks section', () => {
  it('gives each block an h2 without a section heading, and h3 under one', async () => {
    expect([...(await renderInPage(<IntroBlocksSection section={section} />)).matchAll(/<h2[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['What', 'How'])
    const html = await renderInPage(<IntroBlocksSection section={{ ...section, heading: 'About' }} />)
    expect([...html.matchAll(/<h3[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['What', 'How'])
  })

  it('sizes every illustration, with its alt text, and lazy-loads all but the first', async () => {
    const images = [...(await renderInPage(<IntroBlocksSection section={section} />)).matchAll(/<img[^>]*>/g)].map((m) => m[0])
    expect(images[0]).toMatch(/width="560" height="400" alt="A badge"/)
    expect(images[0]).not.toContain('loading')
    expect(images[1]).toContain('loading="lazy"')
  })

  it('shows a block\'s picture drawn for a phone below 600 px, and keeps the others plain images', async () => {
    const narrow = { src: '/illustrations/ob-what-narrow.svg', width: 280, height: 520 }
    const [first, second] = section.items
    const html = await renderInPage(<IntroBlocksSection section={{ ...section, items: [{ ...first!, image: { ...first!.image, narrow } }, second!] }} />)
    const pictures = [...html.matchAll(/<picture[^>]*>(.*?)<\/picture>/g)].map((m) => m[1])
    expect(pictures).toHaveLength(1)
    expect(pictures[0]).toMatch(/^<source [^>]*media="[^"]*width &lt; 600px[^"]*" srcSet="\/illustrations\/ob-what-narrow.svg" width="280" height="520"\/><img[^>]*width="560" height="400" alt="A badge"/)
    expect(html.match(/<img/g)).toHaveLength(2)
  })
})
