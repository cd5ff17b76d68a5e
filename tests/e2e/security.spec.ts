// The prerendered pages carry a strict Content-Security-Policy (hashes of their own inline scripts,
// no 'unsafe-inline' scripts, frame-ancestors 'none') and the site itself never violates it: each
// page's header and its loading without a violation are checked in every-page.spec.ts; headers per
// host in serving.spec.ts (both the Node server and nginx). Here: the policy is enforced.
import { expect, test as plainTest } from '@playwright/test'

// Playwright's own test: the refusal is logged as a console error on purpose.
plainTest('a page refuses an injected inline script (the policy is enforced, not only sent)', async ({ page }) => {
  await page.goto('/kor')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  const ran = await page.evaluate(async () => {
    const blocked = new Promise<string>((resolve) => document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), { once: true }))
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.body.append(script)
    const directive = await blocked
    return { directive, injected: (window as unknown as { __injected?: boolean }).__injected ?? false }
  })
  expect(ran).toEqual({ directive: 'script-src-elem', injected: false })
})
