import type { Page } from '@playwright/test'
import { inspectLayout } from './layout-inspection'

/** The screens the layout is inspected on: a small phone, a phone, a tablet, a desktop. */
export const inspectionScreens = [
  { width: 320, height: 640 },
  { width: 375, height: 667 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const

export type Screen = { width: number; height: number }

/**
 * Sizes the viewport and waits until the new layout is painted and every transition has ended:
 * one call to the page after the resize (a walk makes hundreds; each call is a round trip).
 */
export async function showAt(page: Page, screen: Screen): Promise<void> {
  await page.setViewportSize(screen)
  await page.evaluate(async () => {
    window.scrollTo(0, 0)
    // Two frames: the new layout is computed and painted before anything reads colours and sizes.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    // A popup fades in: axe reads colours mid-fade as too faint. Wait for finite animations to end.
    await Promise.all(
      document
        .getAnimations()
        // Time-based ones only: a scroll-driven animation (the gallery tabs' edge fades) ends
        // when its element is scrolled, never by waiting.
        .filter((a) => a.timeline === document.timeline && a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    )
  })
}

/** The layout inspection's findings on the page as it is now, each after `label` (page, size, state). */
export async function layoutProblems(page: Page, label: string): Promise<string[]> {
  const { problems } = await page.evaluate(inspectLayout)
  return problems.map((problem) => `${label}: ${problem}`)
}
