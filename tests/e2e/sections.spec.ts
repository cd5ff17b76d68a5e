import { expect, expectHydrated, test } from './fixtures'

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

test.describe('a section with a form: the event badge request', () => {
  test('checks the fields with spec 5.1\'s words, then posts the event\'s endpoint and company', async ({ page }) => {
    await page.goto('/kor/aeskr')
    await expectHydrated(page)
    const name = page.getByLabel('이름')
    const email = page.getByLabel('이메일')
    await page.getByRole('button', { name: '배지 발급하기' }).click()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('이름을 입력해주세요')
    await expect(email).toHaveAccessibleDescription('이메일을 입력해주세요')
    await expect(name).toBeFocused()

    await name.fill('홍길동')
    await email.fill('hong@mail.example')
    const request = page.waitForRequest('**/api/v1/OpenBadges')
    await page.getByRole('button', { name: '배지 발급하기' }).click()
    expect((await request).postDataJSON()).toEqual({ name: '홍길동', email: 'hong@mail.example', lang: 'ko-KR', company: 'aeskr' })
    await expect(page.getByRole('status').filter({ hasText: '발급을 요청했습니다' })).toBeVisible()
    await expect(name).toHaveValue('')
  })

  test('keeps what the visitor typed when the API refuses, and shows its message', async ({ page }) => {
    await page.route('**/api/v1/OpenBadgesV3', (route) =>
      route.fulfill({ status: 400, json: { resultCode: 400, message: 'Please enter a valid email address (email)', field: 'email' } }),
    )
    await page.goto('/eng/lecoslte2025')
    await expectHydrated(page)
    await page.getByLabel('Name').fill('Ada')
    await page.getByLabel('Email').fill('ada@mail.example')
    await page.getByRole('button', { name: 'Issue the badge' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Error:' })).toHaveText(
      'Error: Please enter a valid email address (email). Please try again.',
    )
    await expect(page.getByLabel('Name')).toHaveValue('Ada')
  })
})
