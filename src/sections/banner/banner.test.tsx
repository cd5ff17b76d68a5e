import { describe, expect, it } from 'vitest'
import { renderInPage } from '../../app/test-support/render-in-page'
import BannerSection from './banner'

describe('banner section', () => {
  it('has a heading, its sentence and one button', async () => {
    const html = await renderInPage(
      <BannerSection section={{ type: 'banner', heading: 'Read more', text: 'Stories.', link: { label: 'Blog', external: 'blog' }, art: '/illustrations/banner-blog.svg' }} />,
      'eng',
    )
    expect(html).toMatch(/<h2[^>]*>Read more<\/h2><p[^>]*>Stories\.<\/p><a href="https:\/\/blog\.obadge\.example\/"/)
    expect(html).toMatch(/<img[^>]*alt=""/)
  })
})
