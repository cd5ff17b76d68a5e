import { describe, expect, it } from 'vitest'
import type { SectionInLanguage } from '../../../manifest/schema/section'
import { renderInPage } from '../../app/test-support/render-in-page'
import StepsSection from './steps'

const section: SectionInLanguage<'steps'> = {
  type: 'steps',
  heading: 'Steps',
  items: [
    { title: 'Enter', text: 'You enter.' },
    { title: 'Confirm', text: 'You confirm.' },
  ],
}

const road: SectionInLanguage<'steps'> = {
  ...section,
  lead: 'Two steps.',
  items: section.items.map((item, i) => ({ ...item, image: { src: `/illustrations/step-${i}.svg`, width: 320, height: 200, alt: `Step ${i}` } })),
}

describe('steps section', () => {
  it('is an ordered list of the steps, under its heading', async () => {
    const html = await renderInPage(<StepsSection section={section} />, 'eng')
    expect(html).toMatch(/<h2[^>]*>Steps<\/h2><\/div><ol/)
    expect([...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1])).toEqual(['Enter', 'Confirm'])
    expect(html).not.toContain('<img')
  })

  it('draws illustrated steps as a road, each picture with its size and alt text', async () => {
    const html = await renderInPage(<StepsSection section={road} />, 'eng')
    expect(html).toContain('<p')
    expect(html).toContain('Two steps.')
    const images = [...html.matchAll(/<img[^>]*>/g)].map((m) => m[0])
    expect(images).toHaveLength(2)
    for (const img of images) expect(img).toMatch(/width="320" height="200" alt="Step \d"/)
    expect(html.indexOf('<img')).toBeLessThan(html.indexOf('<h3'))
  })

  it('draws steps with icons as a flow, an icon beside each numbered step', async () => {
    const flow: SectionInLanguage<'steps'> = { ...section, items: section.items.map((item, i) => ({ ...item, icon: i ? 'verify' : 'issue' })) }
    const html = await renderInPage(<StepsSection section={flow} />, 'eng')
    expect([...html.matchAll(/<use href="[^"]*#([a-z-]+)"/g)].map((m) => m[1])).toEqual(['issue', 'verify'])
    expect(html).toMatch(/<ol[^>]*>(<li[^>]*>.*?<\/li>){2}<\/ol>/)
    expect(html).not.toContain('<img')
  })
})
