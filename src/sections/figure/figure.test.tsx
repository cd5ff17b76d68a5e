import { describe, expect, it } from 'vitest'
import { renderInPage } from '../../app/test-support/render-in-page'
import FigureSection from './figure'

const party = (title: string, handoff?: string) => ({
  image: { src: `/illustrations/role-${title.toLowerCase()}.svg`, width: 184, height: 184 },
  title,
  text: `About the ${title.toLowerCase()}`,
  ...(handoff ? { handoff } : {}),
})

describe('figure section', () => {
  it('sets the diagram as text: the parties in order, what passes between them, the note and the caption', async () => {
    const html = await renderInPage(
      <FigureSection section={{ type: 'figure', heading: 'Roles', parties: [party('Issuer', 'Issues'), party('Recipient')], note: 'Checked directly', caption: 'Note' }} />,
      'eng',
    )
    expect(html).toMatch(/<ol[^>]*><li[^>]*><img[^>]*alt=""[^>]*\/><div[^>]*><h3[^>]*>Issuer<\/h3><p[^>]*>About the issuer<\/p><\/div><p[^>]*><span[^>]*aria-hidden="true"[^>]*><\/span><span[^>]*>Issues<\/span><\/p><\/li><li/)
    // The last party hands nothing on.
    expect(html).toMatch(/<h3[^>]*>Recipient<\/h3><p[^>]*>About the recipient<\/p><\/div><\/li><\/ol>/)
    expect(html).toMatch(/<p[^>]*>Checked directly<\/p><figcaption[^>]*>Note<\/figcaption>/)
  })
})
