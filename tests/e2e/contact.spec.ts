import { contact as contactPage } from '../../manifest/pages/contact'
import { fieldRules } from '../../src/generated/api-rules.gen'
import { expect, expectHydrated, test } from './fixtures'
import { storedInquiries, uniqueEmail } from './stored-rows'
import { fill, formWords, interfaceWords, sectionOf } from './words'

// The form's words that docs/rules/ does not fix, from the forms' dictionary and the page's entry
// (tests/e2e/words.ts); the spec's messages below stay literal.
const form = { en: formWords.eng.contact, ko: formWords.kor.contact }
const contactForm = sectionOf(contactPage, 'contact-form')
const required = (label: string) => `${label} (${formWords.eng.form.required})`
const usingTheService = contactForm.inquiryTypes.find((type) => type.value === 'service')!.label.en

test.describe('the contact form (docs/rules/contact.md §2.10, §4.2, §5.2)', () => {
  // docs/rules/contact.md §5.2's messages (and docs/rules/issuance.md §5.1's for the e-mail, "same loose pattern as above"), copied from the
  // spec to the letter, full stop included. The spec gives the Korean only for the e-mail.
  const spec = {
    en: {
      type: 'Please select an inquiry type.',
      tel: 'Contact information must only contain numbers.',
      email: 'Please enter your email.',
      invalidEmail: 'Please enter a valid email address.',
      agree: 'Please agree to the Privacy Policy.',
    },
    ko: { email: '이메일을 입력해주세요.', invalidEmail: '유효한 이메일 주소를 입력해주세요.' },
  } as const

  // What two tests checked (one of them in part: its Korean half is the next test's), as steps of
  // one: the names are read from the form as it loaded, and reading them leaves it so, so the
  // refusal starts from the load as it did; the issuing sample is a load of its own.
  test('names required fields with a space before the mark, so they are read as words (in English, and on the issuing sample); refuses an empty form with every message, sending nothing, focus on the first problem', async ({ page }) => {
    await page.goto('/eng/contact-us')
    await expectHydrated(page)
    let sent = 0
    page.on('request', (r) => void (r.url().includes('/api/v1/') && sent++))
    await test.step('names required fields with a space before the mark, so they are read as words (in English)', async () => {
      for (const name of [form.en.name, form.en.tel, form.en.email, form.en.content].map(required)) await expect(page.getByRole('textbox', { name, exact: true })).toBeVisible()
    })
    await test.step('refuses an empty form with every message, sending nothing, focus on the first problem', async () => {
      await page.getByLabel(form.en.tel).fill('010-1234-5678')
      await page.getByRole('button', { name: form.en.submit }).click()
      await expect(page.getByText(spec.en.type, { exact: true })).toBeVisible()
      await expect(page.getByRole('group', { name: required(form.en.type) })).toHaveAccessibleDescription(spec.en.type)
      await expect(page.getByRole('radio').first()).toBeFocused()
      await expect(page.getByText(spec.en.tel, { exact: true })).toBeVisible()
      await expect(page.getByLabel(form.en.tel)).toHaveAccessibleDescription(`${spec.en.tel} ${form.en.telHint}`)
      await expect(page.getByLabel('Email')).toHaveAccessibleDescription(spec.en.email)
      await expect(page.getByLabel(form.en.content)).toHaveAccessibleDescription(/Please enter your inquiry\./)
      await expect(page.getByRole('checkbox')).toHaveAccessibleDescription(spec.en.agree)
      await expect(page.getByText(spec.en.agree, { exact: true })).toBeVisible()
      // What was typed stays.
      await expect(page.getByLabel(form.en.tel)).toHaveValue('010-1234-5678')
      await page.getByLabel('Email').fill('not-an-address')
      await page.getByRole('button', { name: form.en.submit }).click()
      await expect(page.getByLabel('Email')).toHaveAccessibleDescription(spec.en.invalidEmail)
      await expect(page.getByText(spec.en.invalidEmail, { exact: true })).toBeVisible()
      expect(sent).toBe(0)
    })
    await test.step('names required fields with a space before the mark, so they are read as words (on the issuing sample)', async () => {
      await page.goto('/eng/service/issuing-sample-v3')
      await expect(page.getByRole('textbox', { name: 'Email (required)', exact: true })).toBeVisible()
    })
  })

  // What two tests checked (one of them in part: its English half is the test above's), as steps
  // of one: the names are read from the form as it loaded, and reading them leaves it so, so the
  // Korean messages start from the load as they did.
  test('names required fields with a space before the mark, so they are read as words (in Korean); gives the e-mail messages in Korean, exactly as docs/rules/issuance.md §5.1 words them', async ({ page }) => {
    await page.goto('/kor/contact-us')
    await expectHydrated(page)
    await test.step('names required fields with a space before the mark, so they are read as words (in Korean)', async () => {
      for (const name of ['이름 또는 회사명 (필수)', '연락처 (필수)', '이메일 (필수)', '문의 내용 (필수)']) await expect(page.getByRole('textbox', { name, exact: true })).toBeVisible()
      await expect(page.getByRole('group', { name: '문의 유형 (필수)', exact: true })).toBeVisible()
    })
    await test.step('gives the e-mail messages in Korean, exactly as docs/rules/issuance.md §5.1 words them', async () => {
      const email = page.getByRole('textbox', { name: '이메일 (필수)', exact: true })
      await page.getByRole('button', { name: '문의 보내기' }).click()
      await expect(email).toHaveAccessibleDescription(spec.ko.email)
      await expect(page.getByText(spec.ko.email, { exact: true })).toBeVisible()
      await email.fill('hong@')
      await page.getByRole('button', { name: '문의 보내기' }).click()
      await expect(email).toHaveAccessibleDescription(spec.ko.invalidEmail)
      await expect(email).toHaveValue('hong@')
    })
  })

  test('sends exactly the documented body, shows success and the completion message, and stores the row', async ({ page }) => {
    await page.goto('/kor/contact-us')
    await expectHydrated(page)
    const email = uniqueEmail('contact')
    await page.getByRole('radio', { name: '제휴 문의' }).check()
    await page.getByLabel('이름 또는 회사명').fill('샘플주식회사')
    await page.getByLabel('연락처').fill('0212345678')
    await page.getByLabel('이메일').fill(email)
    await page.getByLabel('문의 내용').fill('배지 발급 서비스 도입을 문의드립니다.')
    await expect(page.getByText(`${'배지 발급 서비스 도입을 문의드립니다.'.length} / 5,000자`)).toBeVisible()
    await page.getByRole('checkbox').check()
    const request = page.waitForRequest('**/api/v1/ContactUsByEmail')
    await page.getByRole('button', { name: '문의 보내기' }).click()
    const sent = await request
    expect(sent.postDataJSON()).toEqual({ lang: 'ko-KR', type: 'partnership', name: '샘플주식회사', tel: '0212345678', email, content: '배지 발급 서비스 도입을 문의드립니다.' })
    expect(sent.headers()['accept-language']).toBe('ko-KR')
    const success = page.getByRole('dialog', { name: form.ko.successTitle })
    await expect(success).toBeVisible()
    expect(await success.evaluate((d) => getComputedStyle(d).maxWidth)).toBe('588px')
    await success.getByRole('button', { name: '확인' }).click()
    await expect(page.getByRole('status').filter({ hasText: '문의해 주셔서 감사합니다' })).toBeVisible()
    await expect(page.getByLabel('이메일')).toHaveValue('')
    await expect(page.getByRole('checkbox')).not.toBeChecked()
    expect(storedInquiries(email)).toEqual([
      { lang: 'ko-KR', type: 'partnership', name: '샘플주식회사', tel: '0212345678', email, path: null, content: '배지 발급 서비스 도입을 문의드립니다.' },
    ])
  })

  test('an answer that is not Requested shows the alert with its message and keeps the input', async ({ page }) => {
    await page.route('**/api/v1/ContactUsByEmail', (r) => r.fulfill({ status: 200, json: { result: 'Failed', message: 'Mail server busy' } }))
    await page.goto('/eng/contact-us')
    await expectHydrated(page)
    await page.getByRole('radio', { name: 'Other' }).check()
    await page.getByLabel(form.en.name).fill('Ada')
    await page.getByLabel(form.en.tel).fill('0100000000')
    await page.getByLabel('Email').fill('ada@mail.example')
    await page.getByLabel(form.en.path).fill('Search')
    await page.getByLabel(form.en.content).fill('Hello')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: form.en.submit }).click()
    await expect(page.getByRole('alertdialog', { name: 'Notice' })).toContainText(fill(interfaceWords.eng.alert.failedWithMessage, { message: 'Mail server busy' }))
    await page.keyboard.press('Enter')
    await expect(page.getByLabel(form.en.content)).toHaveValue('Hello')
    await expect(page.getByRole('checkbox')).toBeChecked()
  })

  test('can be completed with the keyboard alone at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    await page.goto('/eng/contact-us')
    await expectHydrated(page)
    await page.getByRole('radio', { name: usingTheService }).focus()
    await page.keyboard.press('Space')
    const fields: Array<[string, string]> = [
      [form.en.name, 'Keyboard Co'],
      [form.en.tel, '0200000000'],
      [form.en.email, uniqueEmail('keys')],
      [form.en.path, 'A friend'],
      [form.en.content, 'Typed without a mouse'],
    ]
    for (const [label, value] of fields) {
      await page.keyboard.press('Tab')
      await expect(page.getByLabel(label)).toBeFocused()
      await page.keyboard.type(value)
    }
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: new RegExp(contactForm.consent.policy.label.en) })).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: form.en.successTitle })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })
})

/** The contrast ratio of two `rgb(…)` colours (WCAG 2.2's relative luminance). */
function contrast(a: string, b: string) {
  const luminance = (rgb: string) => {
    const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

test.describe('the contact form tells the truth at once (docs/rules/contact.md §5.2)', () => {
  const pages = [
    {
      path: '/eng/contact-us',
      send: form.en.submit,
      type: 'Other',
      fields: { name: form.en.name, tel: form.en.tel, email: form.en.email, content: form.en.content },
      invalidEmail: 'Please enter a valid email address.',
      success: form.en.successTitle,
      count: (n: string, max: string) => `${n} / ${max} characters`,
      over: (n: string) => `${n} over the limit`,
      tooLong: 'Longer than 5,000 characters.',
      typeGroup: required(form.en.type),
      mark: `(${formWords.eng.form.required})`,
    },
    {
      path: '/kor/contact-us',
      send: '문의 보내기',
      type: '기타',
      fields: { name: '이름 또는 회사명', tel: '연락처', email: '이메일', content: '문의 내용' },
      invalidEmail: '유효한 이메일 주소를 입력해주세요.',
      success: form.ko.successTitle,
      count: (n: string, max: string) => `${n} / ${max}자`,
      over: (n: string) => `${n}자 초과`,
      tooLong: '5,000자를 넘었습니다.',
      typeGroup: '문의 유형 (필수)',
      mark: '(필수)',
    },
  ] as const

  for (const p of pages) {
    // The name's limit is the contract's alone (the spec gives none): read from it, so a new limit needs no edit here.
    const nameMax = fieldRules.ContactInquiry.name.maxLength
    const max = nameMax.toLocaleString('en-US')
    // What four tests checked (the marks' test in this language's half), as steps of one load, in
    // an order where each starts as it did on a load of its own: the marks are only read; the
    // counter's step types in the inquiry alone and leaves it under the limit; the name's step
    // types in the name alone; the last step fills every field it sends (over what the two before
    // left) before its first press, and nothing was sent before it.
    test(`${p.path}: the inquiry type is marked required exactly as the fields are; the inquiry's counter turns into an error, announced, as soon as the text passes 5,000; the name shows its ${max}-character limit while it is typed; a field corrected, then mistyped again, is flagged at once and at every press after`, async ({ page }) => {
      await page.goto(p.path)
      await expectHydrated(page)

      await test.step('the inquiry type is marked required exactly as the fields are', async () => {
        const legendMark = page.getByRole('group', { name: p.typeGroup, exact: true }).locator('legend').getByText(p.mark, { exact: true })
        const fieldMark = page.locator('label').filter({ hasText: p.fields.email }).getByText(p.mark, { exact: true })
        const look = (mark: typeof legendMark) => mark.evaluate((el) => ['color', 'fontSize', 'fontWeight'].map((p) => getComputedStyle(el).getPropertyValue(p.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))).join(' '))
        await expect(legendMark).toBeVisible()
        expect(await look(legendMark)).toBe(await look(fieldMark))
      })

      await test.step("the inquiry's counter turns into an error, announced, as soon as the text passes 5,000", async () => {
        const content = page.getByLabel(p.fields.content)
        const counter = page.getByText(p.count('5,000', '5,000'), { exact: true })
        await content.fill('가'.repeat(4999) + '😀')
        // An emoji is one character, as the API counts them.
        await expect(counter).toBeVisible()
        await expect(content).toHaveAccessibleDescription(p.count('5,000', '5,000'))
        await expect(content).not.toHaveAttribute('aria-invalid', 'true')
        const muted = await counter.evaluate((el) => getComputedStyle(el).color)
        await content.press('End')
        await content.press('a')
        const over = page.getByText(`${p.count('5,001', '5,000')} · ${p.over('1')}`, { exact: true })
        await expect(over).toBeVisible()
        await expect(content).toHaveAccessibleDescription(`${p.count('5,001', '5,000')} · ${p.over('1')}`)
        await expect(content).toHaveAttribute('aria-invalid', 'true')
        // Announced once as it happens, not only on the next press.
        await expect(page.getByRole('status').filter({ hasText: p.tooLong })).toHaveText(p.tooLong)
        // In the error colour, readable (AA), not the hint's grey.
        const { color, background } = await over.evaluate((el) => {
          let bg = 'rgba(0, 0, 0, 0)'
          for (let node: Element | null = el; node && /rgba\(.*, 0\)|transparent/.test(bg); node = node.parentElement) bg = getComputedStyle(node).backgroundColor
          return { color: getComputedStyle(el).color, background: /rgba\(.*, 0\)/.test(bg) ? 'rgb(255, 255, 255)' : bg }
        })
        expect(color).not.toBe(muted)
        expect(color).toBe('rgb(194, 65, 12)')
        expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5)
        // Back under the limit, it is a counter again.
        await content.press('Backspace')
        await expect(content).toHaveAccessibleDescription(p.count('5,000', '5,000'))
        await expect(page.getByRole('status').filter({ hasText: p.tooLong })).toHaveCount(0)
      })

      await test.step(`the name shows its ${max}-character limit while it is typed`, async () => {
        const name = page.getByLabel(p.fields.name)
        await expect(name).toHaveAccessibleDescription(p.count('0', max))
        await name.fill('샘플주식회사')
        await expect(name).toHaveAccessibleDescription(p.count('6', max))
        await expect(page.getByText(p.count('6', max), { exact: true })).toBeVisible()
        await name.fill('a'.repeat(nameMax + 1))
        await expect(name).toHaveAccessibleDescription(`${p.count((nameMax + 1).toLocaleString('en-US'), max)} · ${p.over('1')}`)
        await expect(name).toHaveAttribute('aria-invalid', 'true')
      })

      await test.step('a field corrected, then mistyped again, is flagged at once and at every press after', async () => {
        await page.getByRole('radio', { name: p.type }).check()
        await page.getByLabel(p.fields.name).fill('Ada')
        await page.getByLabel(p.fields.tel).fill('0212345678')
        await page.getByLabel(p.fields.content).fill('Hello')
        await page.getByRole('checkbox').check()
        const email = page.getByLabel(p.fields.email)
        const send = page.getByRole('button', { name: p.send })
        await email.fill('ada@')
        await send.click()
        await expect(email).toHaveAccessibleDescription(p.invalidEmail)
        await expect(email).toBeFocused()
        // Corrected by typing: the message goes as soon as the value is right.
        await email.fill('ada@mail.example')
        await expect(email).toHaveAccessibleDescription('')
        // Mistyped again: the message is back at once, not only after a press.
        await email.fill('ada@mail')
        await expect(email).toHaveAccessibleDescription(p.invalidEmail)
        // Pressed from the field, the message stays: it used to vanish as the field lost focus,
        // the button moved up under the pointer and the press was lost.
        await send.click()
        await expect(email).toHaveAccessibleDescription(p.invalidEmail)
        await expect(email).toBeFocused()
        await send.click()
        await expect(email).toHaveAccessibleDescription(p.invalidEmail)
        await expect(page.getByRole('dialog')).toHaveCount(0)
        // Corrected, one press sends.
        await email.fill(uniqueEmail('again'))
        await send.click()
        await expect(page.getByRole('dialog', { name: p.success })).toBeVisible()
      })
    })
  }
})
