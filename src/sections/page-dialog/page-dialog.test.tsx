import { describe, expect, it } from 'vitest'
import { renderInPage } from '../../app/test-support/render-in-page'
import PageDialogSection, { hiddenCookie } from './page-dialog'

describe('page-dialog section', () => {
  it('is closed in the server HTML (it opens after hydration), so a hidden one never flashes', async () => {
    const html = await renderInPage(
      <PageDialogSection
        section={{
          type: 'page-dialog',
          id: 'promo',
          title: 'Meet 3.0',
          paragraphs: ['Try it.'],
          action: { label: 'Get a sample', page: 'SampleBadgesV3Page' },
          dismiss: 'Cancel',
          hideForToday: true,
          maxWidth: 500,
        }}
      />,
      'eng',
    )
    expect(html).toMatch(/<dialog aria-modal="true"[^>]*style="max-width:500px"><\/dialog>/)
    expect(html).not.toContain('Meet 3.0')
  })

  it('names a cookie of its own', () => {
    expect(hiddenCookie('walletV3Promo')).toBe('popup-walletV3Promo')
  })
})
