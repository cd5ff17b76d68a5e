import type { Page } from '@playwright/test'
import type { AddressInfo } from 'node:net'
import type { ClaimWindows } from '../../server/api/claim-window'
import { startTestApi, unlimitedWrites, type TestApi } from '../../server/test-support/test-api'

const started: TestApi[] = []

/**
 * A reference API of the test's own whose clock reads `time` (the shared server runs on today's),
 * to which the page's API calls go; `claimWindows` replaces the manifest's windows (a test of the
 * refusals gives the page's own: the examples' move with the day a claim arrives). Its rows are
 * the test's to read. `closeOwnApis` (after each test) stops them.
 */
export async function ownApiAt(page: Page, time: number, options: { claimWindows?: ClaimWindows } = {}): Promise<TestApi> {
  const api = await startTestApi({ writeLimits: unlimitedWrites, now: () => new Date(time), ...options })
  started.push(api)
  await api.app.listen({ host: '127.0.0.1', port: 0 })
  const origin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`
  await page.route('**/api/v1/**', async (route) => {
    const url = new URL(route.request().url())
    await route.fulfill({ response: await route.fetch({ url: `${origin}${url.pathname}${url.search}` }) })
  })
  return api
}

export async function closeOwnApis() {
  await Promise.all(started.splice(0).map((api) => api.app.close()))
}
