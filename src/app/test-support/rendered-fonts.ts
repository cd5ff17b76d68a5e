import type { Page } from '@playwright/test'

/**
 * The faces Chromium actually drew the text of the first element `selector` finds in (DevTools'
 * "Rendered Fonts"): for the browser tests of the brand face and the bench's first-visit report.
 */
export async function renderedFonts(page: Page, selector: string): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map(({ familyName, isCustomFont }) => ({ familyName, isCustomFont }))
}
