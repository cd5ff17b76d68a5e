import { describe, expect, it } from 'vitest'
import { pageHead } from './head'
import { siteOrigin } from './config'

const metaOf = (head: ReturnType<typeof pageHead>) =>
  Object.fromEntries(head.meta.flatMap((m) => ('property' in m ? [[m.property, m.content]] : 'name' in m ? [[m.name, m.content]] : [])))

describe('sharing preview tags', () => {
  it('name the card of the page in its language, its size, type and alt text', () => {
    const meta = metaOf(pageHead('AboutPage', 'eng', { title: 'About us', description: 'Who we are' }))
    expect(meta).toMatchObject({
      'og:image': `${siteOrigin}/og/eng/company/about.png`,
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'About us | oBadge',
      'twitter:card': 'summary_large_image',
    })
  })

  it('give an event page one card whatever its path: the one of its language', () => {
    const text = { title: 'AES 코리아 참가 기념 배지', description: '…' }
    expect(metaOf(pageHead('AeskrEventPage', 'eng', text))['og:image']).toBe(`${siteOrigin}/og/kor/aeskr.png`)
    expect(metaOf(pageHead('HomePage', 'kor', text))['og:image']).toBe(`${siteOrigin}/og/kor.png`)
  })
})
