import { expect, test } from './fixtures'
import { interfaceWords } from './words'

// The two kinds of section wired to the API: one loads data, one sends a form.
test.describe('a section that loads data: the press list', () => {
  test('shows the reference API\'s press items, newest first, as links to new tabs', async ({ page }) => {
    await page.goto('/eng/company/press')
    const list = page.getByRole('list', { name: interfaceWords.eng.press.list })
    await expect(list).toBeVisible()
    const dates = await list.locator('time').allInnerTexts()
    expect(dates.length).toBeGreaterThan(1)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true)
    const first = list.getByRole('link').first()
    await expect(first).toHaveAttribute('target', '_blank')
    await expect(first).toHaveAttribute('rel', 'noopener noreferrer')
  })
  // A list that cannot be loaded: with nothing to show, the alert of docs/rules/api.md §8 (press.spec.ts, an
  // in-app visit); with the build's rows on screen, they stay with a quiet line when the network
  // or the server failed, and an API 404 goes to the not-found page (list-refresh-failure.spec.ts).
})

// The section with a form (issuance-form) has its journeys in issuance.spec.ts.
