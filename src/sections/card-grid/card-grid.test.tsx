import { describe, expect, it } from 'vitest'
import type { SectionInLanguage } from '../../../manifest/schema/section'
import { renderInPage } from '../../app/test-support/render-in-page'
import CardGridSection from './card-grid'

// The section as the page hands it over: in the visitor's language (`byLanguage`).
const section: SectionInLanguage<'card-grid'> = {
  type: 'card-grid',
  heading: 'Services',
  variant: 'showcase',
  items: [
    {
      image: { src: '/illustrations/issuance.svg', width: 320, height: 200 },
      title: 'Issuance',
      text: 'Issue badges.',
      link: { label: 'Issuance service', page: 'IssuancePage' },
    },
    {
      title: 'Confirmation',
      text: 'Verify badges.',
      link: { label: 'Check a test badge', external: 'verify' },
    },
  ],
}

describe('card-grid section', () => {
  it('lists the cards in the page language under its heading, with their links', async () => {
    const html = await renderInPage(<CardGridSection section={section} />, 'eng')
    expect(html).toMatch(/<h2[^>]*>Services<\/h2>/)
    expect([...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1])).toEqual(['Issuance', 'Confirmation'])
    expect(html).toContain('href="/eng/service/issuance"')
    expect(html).toMatch(/<a href="https:\/\/verify\.obadge\.example\/" target="_blank" rel="noopener noreferrer"/)
  })

  it('balances the titles\' lines only where the section asks it in the page\'s language', async () => {
    const titleClasses = (html: string) => [...html.matchAll(/<h3 class="([^"]+)"/g)].map((m) => m[1])
    const filled = titleClasses(await renderInPage(<CardGridSection section={section} />, 'eng'))
    const balanced = titleClasses(await renderInPage(<CardGridSection section={{ ...section, titleWrap: 'balance' }} />, 'eng'))
    expect(filled).toHaveLength(2)
    expect(balanced).toHaveLength(2)
    expect(balanced[0]).not.toBe(filled[0])
    expect(balanced[0]).toMatch(/balance/)
  })

  it('draws images at their declared size, decorative unless they have alt text', async () => {
    const html = await renderInPage(<CardGridSection section={section} />, 'kor')
    expect(html).toMatch(/<img src="\/illustrations\/issuance.svg" width="320" height="200" alt=""/)
    const described = { ...section, items: section.items.map((item) => (item.image ? { ...item, image: { ...item.image, alt: 'A badge on a certificate' } } : item)) }
    expect(await renderInPage(<CardGridSection section={described} />, 'eng')).toMatch(/<img src="\/illustrations\/issuance.svg"[^>]* alt="A badge on a certificate"/)
  })

  it('draws icon cards from the sprite, decorative, and gives every card the same rows', async () => {
    const icons: SectionInLanguage<'card-grid'> = {
      type: 'card-grid',
      variant: 'feature',
      items: [
        { icon: 'issue', title: 'Issue', text: 'Send badges.' },
        { icon: 'verify', title: 'Verify', text: 'Check badges.', link: { label: 'Check a test badge', external: 'verify' } },
      ],
    }
    const html = await renderInPage(<CardGridSection section={icons} />, 'eng')
    expect([...html.matchAll(/<svg[^>]*aria-hidden="true"[^>]*><use href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/icons/sprite.gen.svg#issue', '/icons/sprite.gen.svg#verify'])
    const cardClasses = [...html.matchAll(/<li class="([^"]+)"/g)].map((m) => m[1])
    expect(cardClasses).toHaveLength(2)
    expect(cardClasses[0]).toBe(cardClasses[1])
  })

  it('makes the card titles the h2s when the grid has no heading', async () => {
    const html = await renderInPage(<CardGridSection section={{ ...section, heading: undefined }} />, 'eng')
    expect([...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual(['Issuance', 'Confirmation'])
  })

})
