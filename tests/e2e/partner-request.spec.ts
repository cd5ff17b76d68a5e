import { PNG } from 'pngjs'
import type { Page } from '@playwright/test'
import Database from '../../server/db/sqlite'
import { expect, expectHydrated, test } from './fixtures'
import { pngOfBytes } from '../../server/test-support/form-body'
import { uniqueEmail } from './stored-rows'
import { checkWidth } from './width-check'
import { contact } from '../../manifest/pages/contact'
import { isTimeZone } from '../../manifest/zoned-time'
import { partnerRequest, partnerRequestBanner } from '../../manifest/pages/partner-request'
import enRequest from '../../src/i18n/en/partnerRequest/index'
import koRequest from '../../src/i18n/ko/partnerRequest/index'
import { pairwise } from './pairwise'
import { addressOf } from './site'
import { fill, formWords, interfaceWords, languageOf, startingWith, type Segment } from './words'

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

/** The request form's own words (src/i18n/<lang>/partnerRequest/), by path segment. */
const requestWords = { kor: koRequest, eng: enRequest } as const

/**
 * A partner's made-up event, the same in both languages' forms: test-owned words, none of them the
 * manifest's. The contact's name is written as a partner of the page's language would.
 */
const madeUpEvent = {
  nameKo: '새 파트너 포럼 2027',
  nameEn: 'New Partner Forum 2027',
  titleKo: '새 파트너 포럼 참가 배지',
  titleEn: 'New Partner Forum attendance badge',
  descriptionKo: '참가자는 이름과 이메일로 배지를 받으세요.',
  descriptionEn: 'Attendees: enter your name and e-mail to receive the badge.',
  slug: 'new-partner-forum',
  partnerNameKo: '새 파트너',
  partnerNameEn: 'New Partner',
  // The English name in capitals would not fit the badge's ribbon.
  badgeLabel: 'NP FORUM',
} as const

/**
 * The request page of a segment: its labels read from the form's dictionary, what is typed into
 * them, and what the preview must show of the event in the page's language (the page language
 * chosen is the segment's own).
 */
function requestPage(segment: Segment, { contactName, dates, edited }: { contactName: string; dates: string; edited: string }) {
  const words = requestWords[segment]
  const { field } = words
  const lang = languageOf[segment]
  const title = lang === 'ko' ? madeUpEvent.titleKo : madeUpEvent.titleEn
  const partnerName = lang === 'ko' ? madeUpEvent.partnerNameKo : madeUpEvent.partnerNameEn
  return {
    segment,
    words,
    path: addressOf(partnerRequest.id, segment),
    fields: {
      [field.contactName]: contactName,
      ...Object.fromEntries(Object.entries(madeUpEvent).map(([key, value]) => [field[key as keyof typeof madeUpEvent], value])),
    },
    language: lang === 'ko' ? field.interfaceKo : field.interfaceEn,
    titleField: lang === 'ko' ? field.titleKo : field.titleEn,
    preview: { title, host: fill(interfaceWords[segment].event.hostedBy, { partner: partnerName }), dates, edited },
  }
}

const english = requestPage('eng', { contactName: 'Jane Partner', dates: '4\u2009–\u20095 March 2027', edited: 'New Partner Forum 2027 badge' })
const korean = requestPage('kor', { contactName: '김담당', dates: '2027년 3월 4일~5일', edited: '새 파트너 포럼 2027 배지' })

type RequestPage = ReturnType<typeof requestPage>

/**
 * Opens the preview, as a partner would before sending: the event page (its h1, the host, the
 * dates, the uploaded logo drawn) and the slide with the title, in the event's language; an edit
 * shows in both; nothing in it overflows from 320 px up; closing it gives the focus back.
 */
async function seePreview(page: Page, { words, preview, titleField }: RequestPage) {
  const button = page.getByRole('button', { name: words.preview, exact: true })
  await button.click()
  const region = page.getByRole('region', { name: words.preview, exact: true })
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

  await region.getByRole('button', { name: words.previewClose }).click()
  await expect(region).toHaveCount(0)
  await expect(button).toBeFocused()
  await page.getByLabel(titleField).fill(preview.title)
}

// Pairwise (pairwise.ts) over width, language and what is tried: each language sends at one width
// and is refused at the other. (The preview inside a sending is measured from 320 px to the
// desktop whatever the width: seePreview.) All eight were 28 test-seconds.
for (const [widthIndex, width] of [375, 1440].entries()) {
  test.describe(`the partner request page at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    const tries = [
      [english, { name: 'logo.png', mimeType: 'image/png', buffer: png }, 'png'],
      [korean, { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: svg('<rect width="240" height="64" fill="#0a5"/>') }, 'svg'],
    ] as const
    for (const [languageIndex, [page_, logo, format]] of tries.entries()) {
      if (pairwise(widthIndex, languageIndex, 1)) test(`${page_.path} sends the request with a ${format.toUpperCase()} logo and stores it with its acknowledgement`, async ({ page }) => {
        await page.goto(page_.path)
        await expectHydrated(page)
        const email = uniqueEmail(`partner-${format}-${width}`)
        for (const [label, value] of Object.entries(page_.fields)) await page.getByLabel(label, { exact: false }).first().fill(value)
        // An address of its own: the API refuses one another request has asked for.
        const address = `forum-${format}-${width}`
        await page.getByLabel(page_.words.field.slug).fill(address)
        await page.getByLabel(page_.words.field.email).fill(email)
        await page.getByLabel(page_.words.field.start).fill('2027-03-04')
        await page.getByLabel(page_.words.field.end).fill('2027-03-05')
        await page.getByLabel(page_.words.field.interfaceLanguage).selectOption({ label: page_.language })
        await page.getByLabel(page_.words.field.logo).setInputFiles(logo)
        await seePreview(page, page_)
        await page.getByRole('button', { name: page_.words.submit }).click()
        await expect(page.getByRole('dialog', { name: page_.words.successTitle })).toBeVisible()
        const rows = stored(email)
        expect(rows).toHaveLength(1)
        // An SVG is kept only as the PNG the server draws from it (server/api/logo-drawing.ts).
        expect(rows[0]!.logo_format).toBe('png')
        expect(rows[0]!.acknowledgements).toBe(1)
        expect(JSON.parse(rows[0]!.event)).toMatchObject({ slug: address, name: { en: madeUpEvent.nameEn }, badgeLabel: madeUpEvent.badgeLabel, timeZone: 'Asia/Seoul' })
      })

      if (pairwise(widthIndex, languageIndex, 0)) test(`${page_.path} refuses a scripted SVG with its reason under the logo field, keeping what was typed`, async ({ page }) => {
        await page.goto(page_.path)
        await expectHydrated(page)
        const email = uniqueEmail(`partner-scripted-${width}`)
        for (const [label, value] of Object.entries(page_.fields)) await page.getByLabel(label, { exact: false }).first().fill(value)
        await page.getByLabel(page_.words.field.email).fill(email)
        await page.getByLabel(page_.words.field.logo).setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: svg('<script>alert(1)</script>') })
        const logoField = page.getByLabel(page_.words.field.logo)
        // Said when the file is chosen, in the API's own words (without the field's name it adds).
        await expect(logoField).toHaveAttribute('aria-invalid', 'true')
        await expect(page.getByText(page_.words.logoRefused.script, { exact: true })).toBeVisible()
        await page.getByRole('button', { name: page_.words.submit }).click()
        await expect(logoField).toHaveAccessibleDescription(startingWith(page_.words.logoRefused.script))
        await expect(logoField).toBeFocused()
        await expect(page.getByLabel(page_.words.field.email)).toHaveValue(email)
        expect(stored(email)).toEqual([])
      })
    }
  })
}

test('an empty request sends nothing and ties each message to its field', async ({ page }) => {
  const { field, submit } = english.words
  const required = startingWith(formWords.eng.validation.rule.required)
  await page.goto(english.path)
  await expectHydrated(page)
  let sent = 0
  page.on('request', (r) => void (r.url().includes('/api/v1/') && sent++))
  await page.getByRole('button', { name: submit }).click()
  await expect(page.getByLabel(field.contactName)).toBeFocused()
  await expect(page.getByLabel(field.contactName)).toHaveAccessibleDescription(required)
  await expect(page.getByLabel(field.nameEn)).toHaveAccessibleDescription(required)
  expect(sent).toBe(0)
})

test('the contact page leads to the request page in both languages', async ({ page }) => {
  for (const segment of ['eng', 'kor'] as const) {
    await page.goto(addressOf(contact.id, segment))
    await page.getByRole('link', { name: partnerRequestBanner.link.label[languageOf[segment]] }).click()
    await expect(page).toHaveURL(new RegExp(`${addressOf(partnerRequest.id, segment)}$`))
  }
})

/** Opens the English request page and fills every required field, the address `address`; gives the e-mail it filled in. */
async function fillEnglish(page: Page, address: string): Promise<string> {
  const { field } = english.words
  const email = uniqueEmail(`partner-rules-${address}`)
  await page.goto(english.path)
  await expectHydrated(page)
  for (const [label, value] of Object.entries(english.fields)) await page.getByLabel(label, { exact: false }).first().fill(value)
  await page.getByLabel(field.slug).fill(address)
  await page.getByLabel(field.email).fill(email)
  return email
}

// The scaffold's own rules, checked on the page before anything is sent, and the logo's limits
// when the file is chosen (src/lib/partner-request-rules.ts, src/lib/logo-file.ts).
test.describe('checked before sending, as the API and new:event check', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  const { field, refused, logoRefused } = english.words

  test('a live address and a claim window already closed are refused under their fields, nothing sent', async ({ page }) => {
    await fillEnglish(page, 'aeskr')
    await page.getByLabel(field.claimsCloses).fill('2026-01-31T18:00')
    let sent = 0
    page.on('request', (r) => void (r.url().includes('/api/v1/') && sent++))
    await page.getByRole('button', { name: english.words.submit }).click()
    await expect(page.getByLabel(field.slug)).toHaveAccessibleDescription(startingWith(refused.addressInUse))
    await expect(page.getByLabel(field.slug)).toBeFocused()
    await expect(page.getByLabel(field.claimsCloses)).toHaveAccessibleDescription(startingWith(fill(refused.windowPast, { closes: '2026-01-31 18:00', zone: 'Asia/Seoul' })))
    expect(sent).toBe(0)
    await expect(page.getByLabel(field.nameEn)).toHaveValue(madeUpEvent.nameEn)
  })

  // Sizes of real logos: the server used to hold any upload past about 16 kB unanswered, then exit
  // (server/README.md, operations). Both files are real PNGs of 400 x 120 px, padded with a text
  // chunk to the byte.
  test('a 240 kB PNG is refused under the logo field when chosen, and the preview says so; a 150 kB PNG is then accepted and the request acknowledged, and the server still answers', async ({ page, request }) => {
    await fillEnglish(page, 'logo-size-forum')
    const logoField = page.getByLabel(field.logo)
    await logoField.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngOfBytes(240_000) })
    await expect(logoField).toHaveAttribute('aria-invalid', 'true')
    await expect(logoField).toHaveAccessibleDescription(startingWith(fill(logoRefused.tooBig, { kb: 240, max: 200 })))
    await page.getByRole('button', { name: english.words.preview, exact: true }).click()
    await expect(page.getByRole('region', { name: english.words.preview, exact: true })).toContainText(english.words.previewLogoRefused)
    await page.getByRole('button', { name: english.words.submit }).click()
    await expect(logoField).toBeFocused()
    await expect(page.getByRole('dialog', { name: english.words.successTitle })).toHaveCount(0)

    await logoField.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngOfBytes(150_000) })
    await expect(logoField).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(english.words.previewLogoRefused)).toHaveCount(0)
    await expect(page.getByLabel(field.nameEn)).toHaveValue(madeUpEvent.nameEn)
    await page.getByRole('button', { name: english.words.submit }).click()
    await expect(page.getByRole('dialog', { name: english.words.successTitle })).toBeVisible()
    expect((await request.get('/eng')).status()).toBe(200)
  })
})

// The time-zone field suggests the zones the browser knows, its own first and Asia/Seoul next
// (src/sections/partner-request-form/time-zones.ts); a browser set to Berlin, as an agency's abroad
// would be. Every zone offered is one the API takes: the server checks with the same rule,
// isTimeZone, in Node's own Intl.
test.describe('the time-zone field in a browser set to Berlin', () => {
  test.use({ viewport: { width: 1440, height: 900 }, timezoneId: 'Europe/Berlin' })

  const { field, submit, successTitle } = english.words
  const label = `${field.timeZone} (${formWords.eng.form.required})`

  test('is a text input named by its label, with a list of every zone, Europe/Berlin first, none of which the API refuses', async ({ page }) => {
    const markup = await (await page.request.get(english.path)).text()
    // The prerendered field is a plain input: the list is the browser's, made once the page runs.
    expect(markup).not.toContain('<datalist')
    await page.goto(english.path)
    await expectHydrated(page)
    const input = page.getByRole('combobox', { name: label, exact: true })
    await expect(input).toHaveAccessibleName(label)
    await expect(input).toHaveValue('Asia/Seoul')
    await input.click()
    const listed = () => input.evaluate((element: HTMLInputElement) => [...(element.list?.options ?? [])].map((option) => option.value))
    await expect.poll(async () => (await listed()).length).toBeGreaterThan(300)
    const zones = await listed()
    expect(zones.slice(0, 2)).toEqual(['Europe/Berlin', 'Asia/Seoul'])
    // An alias: Intl lists CLDR's names, which keep some that IANA has replaced (Asia/Kolkata).
    expect(zones).toContain('Asia/Calcutta')
    expect(new Set(zones).size).toBe(zones.length)
    expect(zones.filter((zone) => !isTimeZone(zone))).toEqual([])
  })

  test('a zone from the list, an alias, is taken as it is: no message, and the request is stored with it', async ({ page }) => {
    const email = await fillEnglish(page, 'calcutta-forum')
    const input = page.getByRole('combobox', { name: label, exact: true })
    await input.fill('Asia/Calcutta')
    await input.blur()
    await expect(input).not.toHaveAttribute('aria-invalid', 'true')
    await page.getByRole('button', { name: submit }).click()
    await expect(page.getByRole('dialog', { name: successTitle })).toBeVisible()
    expect(JSON.parse(stored(email)[0]!.event)).toMatchObject({ slug: 'calcutta-forum', timeZone: 'Asia/Calcutta' })
  })
})
