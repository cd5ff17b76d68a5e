import Database from 'better-sqlite3'
import { PNG } from 'pngjs'
import type { Page } from '@playwright/test'
import { expect, expectHydrated, test } from './fixtures'
import { pngOfBytes } from '../../server/test-support/form-body'
import { uniqueEmail } from './stored-rows'
import { checkWidth } from './width-check'

// The partner's request page (docs/events-and-partners.md): a PNG and an SVG logo go through, a
// scripted SVG is refused with its reason under the logo field, in the page's language, at a
// phone's and a desktop's width. What was stored is read from the reference API's database, as
// `new:event --from-request` reads it. Before sending, the preview shows the event page and the
// hall slide in the event's language, with the logo, and follows an edit.

const png = PNG.sync.write(new PNG({ width: 400, height: 120 }))
const svg = (body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64">${body}</svg>`)

function stored(email: string): Array<{ logo_format: string | null; event: string; acknowledgements: number }> {
  const db = new Database(process.env.E2E_DATABASE_FILE!, { readonly: true, fileMustExist: true })
  try {
    return db
      .prepare('SELECT logo_format, event, (SELECT count(*) FROM acknowledgements a WHERE a.partner_request_id = r.id) AS acknowledgements FROM partner_requests r WHERE email = ?')
      .all(email) as Array<{ logo_format: string | null; event: string; acknowledgements: number }>
  } finally {
    db.close()
  }
}

const english = {
  path: '/eng/partner-request',
  fields: {
    'Contact name': 'Jane Partner',
    'Event name (Korean)': '새 파트너 포럼 2027',
    'Event name (English)': 'New Partner Forum 2027',
    'Badge page title (Korean)': '새 파트너 포럼 참가 배지',
    'Badge page title (English)': 'New Partner Forum attendance badge',
    'One sentence (Korean)': '참가자는 이름과 이메일로 배지를 받으세요.',
    'One sentence (English)': 'Attendees: enter your name and e-mail to receive the badge.',
    'Address you would like': 'new-partner-forum',
    'Host name (Korean)': '새 파트너',
    'Host name (English)': 'New Partner',
    // The English name in capitals would not fit the badge's ribbon.
    'Short name on the badge': 'NP FORUM',
  },
  address: 'Address you would like',
  email: 'Contact e\u2060-\u2060mail',
  logo: 'Host logo (PNG or SVG)',
  submit: 'Send the request',
  success: 'Request received',
  firstDay: 'First day',
  lastDay: 'Last day (leave empty for a one-day event)',
  language: { field: 'Page language', option: 'English' },
  titleField: 'Badge page title (English)',
  preview: { button: 'Preview', close: 'Close the preview', title: 'New Partner Forum attendance badge', host: 'Hosted by New Partner', dates: '4\u2009–\u20095 March 2027', edited: 'New Partner Forum 2027 badge' },
  scripted: 'The SVG logo holds a script (<script>); export it again as a picture without scripts (logo)',
}
const korean = {
  path: '/kor/partner-request',
  fields: {
    '담당자 이름': '김담당',
    '행사 이름(한국어)': '새 파트너 포럼 2027',
    '행사 이름(영어)': 'New Partner Forum 2027',
    '배지 페이지 제목(한국어)': '새 파트너 포럼 참가 배지',
    '배지 페이지 제목(영어)': 'New Partner Forum attendance badge',
    '한 줄 소개(한국어)': '참가자는 이름과 이메일로 배지를 받으세요.',
    '한 줄 소개(영어)': 'Attendees: enter your name and e-mail to receive the badge.',
    '원하는 주소': 'new-partner-forum',
    '주최 기관 이름(한국어)': '새 파트너',
    '주최 기관 이름(영어)': 'New Partner',
    '배지에 새길 짧은 이름': 'NP FORUM',
  },
  address: '원하는 주소',
  email: '담당자 이메일',
  logo: '주최 기관 로고(PNG 또는 SVG)',
  submit: '요청 보내기',
  success: '요청을 받았습니다',
  firstDay: '행사 첫날',
  lastDay: '행사 마지막 날(하루 행사면 비워 두세요)',
  language: { field: '페이지 언어', option: '한국어' },
  titleField: '배지 페이지 제목(한국어)',
  preview: { button: '미리 보기', close: '미리 보기 닫기', title: '새 파트너 포럼 참가 배지', host: '새 파트너', dates: '2027년 3월 4일~5일', edited: '새 파트너 포럼 2027 배지' },
  scripted: '로고 SVG에 스크립트(<script>)가 들어 있습니다. 스크립트 없는 그림으로 다시 내보내 주세요 (logo)',
}

type RequestPage = typeof english | typeof korean

/**
 * Opens the preview, as a partner would before sending: the event page (its h1, the host, the
 * dates, the uploaded logo drawn) and the slide with the title, in the event's language; an edit
 * shows in both; nothing in it overflows from 320 px up; closing it gives the focus back.
 */
async function seePreview(page: Page, { preview, titleField }: RequestPage) {
  const button = page.getByRole('button', { name: preview.button, exact: true })
  await button.click()
  const region = page.getByRole('region', { name: preview.button, exact: true })
  await expect(region).toBeFocused()
  await expect(region.getByRole('heading', { level: 1 })).toHaveText(preview.title)
  await expect(region).toContainText(preview.host)
  await expect(region).toContainText(preview.dates)
  const logo = region.locator('img[src^="blob:"]')
  await expect(logo).toHaveCount(1)
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  const slide = region.locator('[role="img"]:has(svg)')
  await expect(slide).toBeVisible()
  await expect(slide).toHaveAccessibleName(preview.title)
  // The slide sets its title in lines: the words are all there, wherever they break.
  const slideText = () => slide.locator('text').allTextContents().then((lines) => lines.join('').replace(/\s/g, ''))
  expect(await slideText()).toContain(preview.title.replace(/\s/g, ''))
  // Nothing in it overflows or squeezes a column, from a small phone's width to a desktop's.
  const viewport = page.viewportSize()!
  for (const width of [320, 768, 1024, viewport.width]) {
    await page.setViewportSize({ width, height: viewport.height })
    expect(await page.evaluate(checkWidth, { focus: false }), `at ${width} px`).toEqual([])
  }

  await page.getByLabel(titleField).fill(preview.edited)
  await expect(region.getByRole('heading', { level: 1 })).toHaveText(preview.edited)
  await expect(slide).toHaveAccessibleName(preview.edited)
  await expect.poll(slideText).toContain(preview.edited.replace(/\s/g, ''))

  await region.getByRole('button', { name: preview.close }).click()
  await expect(region).toHaveCount(0)
  await expect(button).toBeFocused()
  await page.getByLabel(titleField).fill(preview.title)
}

for (const width of [375, 1440]) {
  test.describe(`the partner request page at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const [page_, logo, format] of [
      [english, { name: 'logo.png', mimeType: 'image/png', buffer: png }, 'png'],
      [korean, { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: svg('<rect width="240" height="64" fill="#0a5"/>') }, 'svg'],
    ] as const) {
      test(`${page_.path} sends the request with a ${format.toUpperCase()} logo and stores it with its acknowledgement`, async ({ page }) => {
        await page.goto(page_.path)
        await expectHydrated(page)
        const email = uniqueEmail(`partner-${format}-${width}`)
        for (const [label, value] of Object.entries(page_.fields)) await page.getByLabel(label, { exact: false }).first().fill(value)
        // An address of its own: the API refuses one another request has asked for.
        const address = `forum-${format}-${width}`
        await page.getByLabel(page_.address).fill(address)
        await page.getByLabel(page_.email).fill(email)
        await page.getByLabel(page_.firstDay).fill('2027-03-04')
        await page.getByLabel(page_.lastDay).fill('2027-03-05')
        await page.getByLabel(page_.language.field).selectOption({ label: page_.language.option })
        await page.getByLabel(page_.logo).setInputFiles(logo)
        await seePreview(page, page_)
        await page.getByRole('button', { name: page_.submit }).click()
        await expect(page.getByRole('dialog', { name: page_.success })).toBeVisible()
        const rows = stored(email)
        expect(rows).toHaveLength(1)
        // An SVG is kept only as the PNG the server draws from it (server/api/logo-drawing.ts).
        expect(rows[0]!.logo_format).toBe('png')
        expect(rows[0]!.acknowledgements).toBe(1)
        expect(JSON.parse(rows[0]!.event)).toMatchObject({ slug: address, name: { en: 'New Partner Forum 2027' }, badgeLabel: 'NP FORUM', timeZone: 'Asia/Seoul' })
      })

      test(`${page_.path} refuses a scripted SVG with its reason under the logo field, keeping what was typed`, async ({ page }) => {
        await page.goto(page_.path)
        await expectHydrated(page)
        const email = uniqueEmail(`partner-scripted-${width}`)
        for (const [label, value] of Object.entries(page_.fields)) await page.getByLabel(label, { exact: false }).first().fill(value)
        await page.getByLabel(page_.email).fill(email)
        await page.getByLabel(page_.logo).setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: svg('<script>alert(1)</script>') })
        const logoField = page.getByLabel(page_.logo)
        // Said when the file is chosen, in the API's own words (without the field's name it adds).
        await expect(logoField).toHaveAttribute('aria-invalid', 'true')
        await expect(page.getByText(page_.scripted.replace(/ \(logo\)$/, ''), { exact: true })).toBeVisible()
        await page.getByRole('button', { name: page_.submit }).click()
        await expect(logoField).toHaveAccessibleDescription(new RegExp(`^${page_.scripted.replace(/ \(logo\)$/, '').replace(/[()<>.]/g, '\\$&')}`))
        await expect(logoField).toBeFocused()
        await expect(page.getByLabel(page_.email)).toHaveValue(email)
        expect(stored(email)).toEqual([])
      })
    }
  })
}

test('an empty request sends nothing and ties each message to its field', async ({ page }) => {
  await page.goto(english.path)
  await expectHydrated(page)
  let sent = 0
  page.on('request', (r) => void (r.url().includes('/api/v1/') && sent++))
  await page.getByRole('button', { name: english.submit }).click()
  await expect(page.getByLabel('Contact name')).toBeFocused()
  await expect(page.getByLabel('Contact name')).toHaveAccessibleDescription(/^Please fill in this field\./)
  await expect(page.getByLabel('Event name (English)')).toHaveAccessibleDescription(/^Please fill in this field\./)
  expect(sent).toBe(0)
})

test('the contact page leads to the request page in both languages', async ({ page }) => {
  for (const [path, name] of [
    ['/eng/contact-us', 'Request an event badge page'],
    ['/kor/contact-us', '행사 배지 페이지 요청하기'],
  ] as const) {
    await page.goto(path)
    await page.getByRole('link', { name }).click()
    await expect(page).toHaveURL(new RegExp(`/${path.slice(1, 4)}/partner-request$`))
  }
})

// The scaffold's own rules, checked on the page before anything is sent, and the logo's limits
// when the file is chosen (src/lib/partner-request-rules.ts, src/lib/logo-file.ts).
test.describe('checked before sending, as the API and new:event check', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  async function fillEnglish(page: Page, address: string) {
    await page.goto(english.path)
    await expectHydrated(page)
    for (const [label, value] of Object.entries(english.fields)) await page.getByLabel(label, { exact: false }).first().fill(value)
    await page.getByLabel(english.address).fill(address)
    await page.getByLabel(english.email).fill(uniqueEmail(`partner-rules-${address}`))
  }

  test('a live address and a claim window already closed are refused under their fields, nothing sent', async ({ page }) => {
    await fillEnglish(page, 'aeskr')
    await page.getByLabel('Claims close (event time)').fill('2026-01-31T18:00')
    let sent = 0
    page.on('request', (r) => void (r.url().includes('/api/v1/') && sent++))
    await page.getByRole('button', { name: english.submit }).click()
    await expect(page.getByLabel(english.address)).toHaveAccessibleDescription(/^This address is already a page of the site; choose another\./)
    await expect(page.getByLabel(english.address)).toBeFocused()
    await expect(page.getByLabel('Claims close (event time)')).toHaveAccessibleDescription(/^Claims would close at 2026-01-31 18:00 \(Asia\/Seoul\), which has passed; check the year\./)
    expect(sent).toBe(0)
    await expect(page.getByLabel('Event name (English)')).toHaveValue('New Partner Forum 2027')
  })

  // Sizes of real logos: the server used to hold any upload past about 16 kB unanswered, then exit
  // (server/README.md, operations). Both files are real PNGs of 400 x 120 px, padded with a text
  // chunk to the byte.
  test('a 240 kB PNG is refused under the logo field when chosen, and the preview says so; a 150 kB PNG is then accepted and the request acknowledged, and the server still answers', async ({ page, request }) => {
    await fillEnglish(page, 'logo-size-forum')
    const logoField = page.getByLabel(english.logo)
    await logoField.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngOfBytes(240_000) })
    await expect(logoField).toHaveAttribute('aria-invalid', 'true')
    await expect(logoField).toHaveAccessibleDescription(/^The logo file is 240 kB; send one of at most 200 kB/)
    await page.getByRole('button', { name: english.preview.button, exact: true }).click()
    await expect(page.getByRole('region', { name: english.preview.button, exact: true })).toContainText('This logo would be refused if you sent it now: see the reason under the logo field.')
    await page.getByRole('button', { name: english.submit }).click()
    await expect(logoField).toBeFocused()
    await expect(page.getByRole('dialog', { name: english.success })).toHaveCount(0)

    await logoField.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngOfBytes(150_000) })
    await expect(logoField).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('This logo would be refused', { exact: false })).toHaveCount(0)
    await expect(page.getByLabel('Event name (English)')).toHaveValue('New Partner Forum 2027')
    await page.getByRole('button', { name: english.submit }).click()
    await expect(page.getByRole('dialog', { name: english.success })).toBeVisible()
    expect((await request.get('/eng')).status()).toBe(200)
  })
})
