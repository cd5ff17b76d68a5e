// The prerendered pages carry a strict Content-Security-Policy (hashes of their own inline scripts,
// no 'unsafe-inline' scripts, frame-ancestors 'none') and the site itself never violates it:
// every page in both languages is opened, hydrated and scrolled with a listener for CSP violation
// reports. Headers per host are checked in serving.spec.ts (both the Node server and nginx).
import { test as plainTest } from '@playwright/test'
import { expect, expectHydrated, test } from './fixtures'
import { everyPage } from './site'

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

for (const segment of ['kor', 'eng'] as const) {
  test(`no page under /${segment} reports a CSP violation`, async ({ page }) => {
    test.setTimeout(180_000)
    await page.addInitScript(() => {
      window.__cspViolations = []
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`)
      })
    })
    const consoleCsp: string[] = []
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) consoleCsp.push(`${page.url()}: ${msg.text()}`)
    })
    for (const { url } of everyPage.filter((p) => p.segment === segment)) {
      const response = await page.goto(url)
      const csp = response?.headers()['content-security-policy'] ?? ''
      expect(csp, url).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
      expect(csp, url).toContain("frame-ancestors 'none'")
      expect(csp, url).not.toMatch(/'unsafe-inline'|'unsafe-eval'/)
      await expectHydrated(page)
      await page.mouse.wheel(0, 4000)
      expect(await page.evaluate(() => window.__cspViolations ?? []), url).toEqual([])
    }
    expect(consoleCsp).toEqual([])
  })
}

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
