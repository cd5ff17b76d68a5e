import { describe, expect, it } from 'vitest'
import { renderInPage } from '../../app/test-support/render-in-page'
import FigureSection from './figure'

describe('figure section', () => {
  it('shows the diagram of the page language with its text alternative and caption', async () => {
    const html = await renderInPage(
      <FigureSection section={{ type: 'figure', heading: 'Roles', src: '/illustrations/openbadge-roles-en.svg', width: 960, height: 400, alt: 'Issuer to recipient', caption: 'Note' }} />,
      'eng',
    )
    expect(html).toMatch(/<figure[^>]*><img[^>]*src="\/illustrations\/openbadge-roles-en.svg" width="960" height="400" alt="Issuer to recipient"/)
    expect(html).toMatch(/<figcaption[^>]*>Note<\/figcaption>/)
  })
})
