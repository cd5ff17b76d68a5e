import { expect, test } from './fixtures'

// The two kinds of section wired to the API: one loads data, one sends a form.
test.describe('a section that loads data: the press list', () => {
  test('shows the reference API\'s press items, newest first, as links to new tabs', async ({ page }) => {
    await page.goto('/eng/company/press')
    const list = page.getByRole('list', { name: 'Press coverage' })
    await expect(list).toBeVisible()
    const dates = await list.locator('time').allInnerTexts()
    expect(dates.length).toBeGreaterThan(1)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true)
    const first = list.getByRole('link').first()
    await expect(first).toHaveAttribute('target', '_blank')
    await expect(first).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('tells the visitor when the list cannot be loaded', async ({ page }) => {
    await page.route('**/api/v1/MediaNews', (route) => route.fulfill({ status: 500, json: { resultCode: 500, message: 'down' } }))
    await page.goto('/kor/company/press')
    await expect(page.getByRole('alert')).toHaveText('목록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.')
  })
})

// The section with a form (issuance-form) has its journeys in issuance.spec.ts.
