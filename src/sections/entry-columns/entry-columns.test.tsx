import { describe, expect, it } from 'vitest'
import type { SectionInLanguage } from '../../../manifest/schema/section'
import { renderInPage } from '../../app/test-support/render-in-page'
import EntryColumnsSection from './entry-columns'

const column = (heading: string, external: 'issuerV2' | 'walletV2') => ({
  audience: 'For',
  heading,
  image: { src: '/illustrations/login-issuer.svg', width: 560, height: 300, alt: heading },
  text: 'Text.',
  links: [
    { label: `${heading} sign-in`, external },
    { label: 'Guide', page: 'IssuancePage' },
  ],
})
const section: SectionInLanguage<'entry-columns'> = { type: 'entry-columns', columns: [column('Issuers', 'issuerV2'), column('Wallet', 'walletV2')] }

describe('entry-columns section', () => {
  it('gives each column a heading, its external sign-in in a new tab, then its guide in the page language', async () => {
    const html = await renderInPage(<EntryColumnsSection section={section} />, 'kor')
    expect([...html.matchAll(/<h2[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['Issuers', 'Wallet'])
    expect(html).toMatch(/<a href="https:\/\/issuer\.obadge\.example\/" target="_blank" rel="noopener noreferrer"[^>]*>Issuers sign-in/)
    expect(html).toMatch(/<a[^>]*href="\/kor\/service\/issuance"[^>]*>Guide<\/a>/)
  })
})
