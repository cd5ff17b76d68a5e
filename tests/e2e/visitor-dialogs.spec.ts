import type { Page } from '@playwright/test'
import { contact as contactPage } from '../../manifest/pages/contact'
import { expect, expectHydrated, test } from './fixtures'
import { inspectionScreens, layoutProblems, showAt } from './layout-walk'
import { uniqueEmail } from './stored-rows'
import { formWords, interfaceWords, issuanceWords, languageOf, sectionOf, type Segment } from './words'

/**
 * The dialogs a visitor opens (every-page.spec.ts inspects those that open by themselves): the
 * issuance confirmation and success, the contact form's success and an error alert, each
 * inspected as layout-inspection.ts does (inside the viewport, title and actions in view, actions
 * in one row or one column, nothing tiny, nothing overlapping) on a 320 x 640 phone, a 375 x 667
 * phone and a desktop, in both languages.
 */
const screens = inspectionScreens.filter((screen) => screen.width !== 768)

const contactForm = sectionOf(contactPage, 'contact-form')

/**
 * The names the flows of docs/rules/issuance.md §4.1 and docs/rules/contact.md §2.10 go by, in each
 * interface language: from the issuance and forms dictionaries and the contact page's entry.
 */
function wordsOf(segment: Segment) {
  const issuance = issuanceWords[segment]
  const contact = formWords[segment].contact
  const partnership = contactForm.inquiryTypes.find((type) => type.value === 'partnership')
  if (!partnership) throw new Error('the contact form: no partnership inquiry type')
  return {
    name: issuance.name,
    email: issuance.email,
    issue: issuance.submit,
    confirm: issuance.confirmTitle,
    yes: issuance.yes,
    issued: issuance.successTitle,
    type: partnership.label[languageOf[segment]],
    company: contact.name,
    tel: contact.tel,
    inquiry: contact.content,
    send: contact.submit,
    received: contact.successTitle,
    alert: interfaceWords[segment].alert.title,
  }
}

async function expectEveryScreenClean(page: Page, what: string) {
  const problems: string[] = []
  for (const screen of screens) {
    await showAt(page, screen)
    problems.push(...(await layoutProblems(page, `${what} at ${screen.width} x ${screen.height}`)))
  }
  expect(problems, problems.join('\n')).toEqual([])
}

for (const lang of ['kor', 'eng'] as const) {
  const w = wordsOf(lang)

  test(`/${lang}: the issuance confirmation and success dialogs fit a 320 px phone and a desktop`, async ({ page }) => {
    await page.setViewportSize(inspectionScreens[0])
    await page.goto(`/${lang}/service/issuing-sample-v3`)
    await expectHydrated(page)
    await page.getByLabel(w.name, { exact: false }).first().fill('홍길동 Hong Gildong')
    await page.getByLabel(w.email, { exact: false }).first().fill(uniqueEmail('dialog-fit'))
    await page.getByRole('button', { name: w.issue }).click()
    await expect(page.getByRole('alertdialog', { name: w.confirm })).toBeVisible()
    await expectEveryScreenClean(page, 'confirmation')
    await page.getByRole('button', { name: w.yes, exact: true }).click()
    await expect(page.getByRole('dialog', { name: w.issued })).toBeVisible()
    await expectEveryScreenClean(page, 'success')
  })

  test(`/${lang}: the contact form's success dialog and an error alert fit a 320 px phone and a desktop`, async ({ page }) => {
    await page.setViewportSize(inspectionScreens[0])
    let failNext = true
    await page.route('**/api/v1/ContactUsByEmail', (route) =>
      failNext ? ((failNext = false), route.fulfill({ status: 200, json: { result: 'Failed', message: 'Mail server busy' } })) : route.fallback(),
    )
    await page.goto(`/${lang}/contact-us`)
    await expectHydrated(page)
    await page.getByRole('radio', { name: w.type }).check()
    await page.getByLabel(w.company).fill('Sample Company 샘플주식회사')
    await page.getByLabel(w.tel).fill('0212345678')
    await page.getByLabel(w.email).fill(uniqueEmail('dialog-fit'))
    await page.getByLabel(w.inquiry).fill('배지 발급 서비스 도입을 문의드립니다. We would like to issue badges.')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: w.send }).click()
    const alert = page.getByRole('alertdialog', { name: w.alert })
    await expect(alert).toBeVisible()
    await expectEveryScreenClean(page, 'alert')
    await alert.getByRole('button').first().click()
    await expect(alert).toHaveCount(0)
    await page.getByRole('button', { name: w.send }).click()
    await expect(page.getByRole('dialog', { name: w.received })).toBeVisible()
    await expectEveryScreenClean(page, 'success')
  })
}
