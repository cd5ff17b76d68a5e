import type { Locator, Page } from '@playwright/test'
import { brand } from '../../manifest/brand'
import { clientFigures } from '../../manifest/figures'
import { company as companyPage } from '../../manifest/pages/company'
import { contact as contactPage } from '../../manifest/pages/contact'
import { sampleBadgesV3 } from '../../manifest/pages/sample-badges-v3'
import { expect, expectHydrated, test } from './fixtures'
import { addressOf, asSet } from './site'
import { formWords, languageOf, linkTo, sectionOf, type Segment } from './words'

// The pages that were thin (docs/page-design.md, the company, contact and sample pages): what each
// must show, by the parts of its manifest entry, in both languages; the provider's figures are
// docs/rules/site.md §1's, copied to the letter. Every other word is read from the entry or the
// dictionaries (tests/e2e/words.ts), so a change of text is a change of the manifest alone.

/** docs/rules/site.md §1, in the order of manifest/figures.ts. */
const specFigures = ['500+', '13,500+', '1,500,000+', '200,000+']

/** The company page's parts: what the provider does, its figures, who issues with it, and the ways in. */
function companyParts(segment: Segment) {
  const lang = languageOf[segment]
  const grids = companyPage.sections.filter((s) => s.type === 'card-grid')
  const [what, who, more] = grids
  if (!what || !who || !more || grids.length !== 3) throw new Error('the company page: three card grids (what, who, the ways in), one stats band between')
  const stats = sectionOf(companyPage, 'stats')
  const waysIn = ['AboutPage', 'PressPage', 'NoticePage', 'ContactPage'].map((id) => [linkTo(more, id).label[lang], addressOf(id, segment)] as const)
  return {
    parts: [what.heading, stats.heading, who.heading, more.heading].map((heading) => heading?.[lang] ?? ''),
    what: what.items.map((item) => item.title[lang]),
    figures: clientFigures.map((figure, i) => [figure.label[lang], specFigures[i]]),
    waysIn,
  }
}

/** The box of an element, in page pixels. */
const box = async (locator: Locator) => {
  const b = await locator.boundingBox()
  if (!b) throw new Error('not rendered')
  return b
}

/** The contact page's form button, its details' heading and their first two rows. */
function contactWords(segment: Segment) {
  const details = sectionOf(contactPage, 'contact-form').details
  if (!details) throw new Error('the contact page: its form has no details beside it')
  const lang = languageOf[segment]
  const [answer, hours] = details.rows
  return { form: formWords[segment].contact.submit, details: details.heading[lang], answer: answer?.label[lang] ?? '', hours: hours?.label[lang] ?? '' }
}

for (const segment of ['kor', 'eng'] as const) {
  test(`/${segment}/contact-us: the details sit beside the form at 1440 and 960 px, and under it, as wide, at 768 and 375 px`, async ({ page }) => {
    const words = contactWords(segment)
    const lang = segment === 'kor' ? 'ko' : 'en'
    const details = page.getByRole('region', { name: words.details })
    const form = page.locator('main form')
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`/${segment}/contact-us`)
    await expectHydrated(page)
    // What a visitor asks before writing: when we answer, the hours (docs/rules/site.md §9: weekdays 9:00 to 18:00), the telephone, the address.
    await expect(details.getByRole('definition').filter({ hasText: asSet(brand.answerTime[lang]) })).toBeVisible()
    await expect(details.getByText(/9:00.*18:00/)).toBeVisible()
    await expect(details.getByRole('link', { name: brand.supportPhone })).toHaveAttribute('href', `tel:+82-${brand.supportPhone.replace(/^0/, '')}`)
    await expect(details.getByRole('link', { name: brand.supportEmail })).toHaveAttribute('href', `mailto:${brand.supportEmail}`)
    await expect(details.getByText(asSet(brand.address[lang]))).toBeVisible()
    const [f, d] = [await box(form), await box(details)]
    expect(d.x, 'the details start right of the form').toBeGreaterThanOrEqual(f.x + f.width)
    expect(d.y, 'side by side: the details start before the form ends').toBeLessThan(f.y + f.height)
    // The page uses its width: the two columns span most of the content area.
    expect(d.x + d.width - f.x).toBeGreaterThan(1000)
    // They stay in view beside the longer form as it scrolls by, under the sticky header.
    await page.getByRole('button', { name: words.form }).scrollIntoViewIfNeeded()
    await expect(details.getByRole('heading', { name: words.details })).toBeInViewport({ ratio: 1 })
    await page.evaluate(() => window.scrollTo(0, 0))

    // A small laptop: still beside it (under a 704 px form, they left 210 px blank beside it).
    await page.setViewportSize({ width: 960, height: 800 })
    const [f1, d1] = [await box(form), await box(details)]
    expect(d1.x, 'beside the form at 960 px').toBeGreaterThanOrEqual(f1.x + f1.width)
    expect(d1.y).toBeLessThan(f1.y + f1.height)

    for (const width of [768, 375]) {
      await page.setViewportSize({ width, height: 800 })
      const [f2, d2] = [await box(form), await box(details)]
      expect(d2.y, `under the form at ${width} px`).toBeGreaterThanOrEqual(f2.y + f2.height)
      expect(d2.x + d2.width).toBeLessThanOrEqual(width)
      // One column, one width: the form's right edge is the details' (it stopped 16 px short at 768).
      expect(Math.abs(f2.x + f2.width - (d2.x + d2.width)), `the form's and the details' right edges at ${width} px`).toBeLessThanOrEqual(1)
    }
  })
}

/** The WCAG contrast ratio of two `rgb()` colours. */
function contrast(a: number[], b: number[]): number {
  const lum = ([r, g, b]: number[]) => {
    const [R, G, B] = [r!, g!, b!].map((c) => {
      const s = c / 255
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!
  }
  const [l1, l2] = [lum(a), lum(b)].sort((x, y) => y - x)
  return (l1! + 0.05) / (l2! + 0.05)
}

/** Every card's sentences on the page: its size, its ink and the first opaque background behind it. */
async function cardTexts(page: Page) {
  return page.locator('main li p').evaluateAll((texts) =>
    texts
      .filter((p) => p.textContent?.trim())
      .map((p) => {
        const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number)
        let node: Element | null = p
        let background = 'rgb(255, 255, 255)'
        while (node) {
          const bg = getComputedStyle(node).backgroundColor
          if (bg !== 'transparent' && !/rgba\(.*, 0\)$/.test(bg)) {
            background = bg
            break
          }
          node = node.parentElement
        }
        const style = getComputedStyle(p)
        return { text: p.textContent!.slice(0, 30), size: parseFloat(style.fontSize), ink: rgb(style.color), ground: rgb(background) }
      }),
  )
}

const cardTitle = 'on a desktop, card text is at least 16 px and 4.5:1 against its card, on the pages with cards'

/** On a desktop: every card's sentences on the page at `url` (hydrated) are at least 16 px and 4.5:1 against their card. */
async function expectReadableCards(page: Page, url: string) {
  await page.setViewportSize({ width: 1440, height: 900 })
  const texts = await cardTexts(page)
  expect(texts.length, 'cards found').toBeGreaterThan(2)
  for (const t of texts) {
    expect(t.size, `${url}: "${t.text}" size`).toBeGreaterThanOrEqual(16)
    expect(contrast(t.ink, t.ground), `${url}: "${t.text}" contrast`).toBeGreaterThanOrEqual(4.5)
  }
}

// The company pages' cards are checked on the company tests' loads (below).
test(cardTitle, async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  for (const url of ['/kor', '/eng', '/eng/openbadge', '/kor/service', '/eng/solutions/enterprise']) {
    await test.step(url, async () => {
      await page.goto(url)
      await expectHydrated(page)
      await expectReadableCards(page, url)
    })
  }
})

for (const segment of ['kor', 'eng'] as const) {
  const url = `/${segment}/company`
  const title = `${url}: who and what, the figures, who issues, and the ways in`
  test(`${title}; then at 1440 px, ${cardTitle}`, async ({ page }) => {
    await page.goto(url)
    await expectHydrated(page)
    await test.step(title, async () => {
      const expected = companyParts(segment)
      const main = page.getByRole('main')
      for (const name of expected.parts) await expect(main.getByRole('heading', { level: 2, name: asSet(name, true) }), name).toBeVisible()
      for (const name of expected.what) await expect(main.getByRole('heading', { level: 3, name: asSet(name, true) }), name).toBeVisible()
      // Each figure is read with what it counts (a description list).
      const figures = await main.locator('dl div').evaluateAll((rows) => rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]))
      expect(figures).toEqual(expected.figures)
      for (const [name, href] of expected.waysIn) await expect(main.getByRole('link', { name: asSet(name, true) }), name).toHaveAttribute('href', href)
    })
    // Widened, not loaded again at 1440 px: the cards' size and colours are the style sheet's for
    // the width (no script reads it), and the step above only read the page.
    await test.step(`${cardTitle} › ${url}`, () => expectReadableCards(page, url))
  })
}

for (const segment of ['kor', 'eng'] as const) {
  test(`/${segment}/service/issuing-sample-v3: a picture of the badge one receives, described in the page's language`, async ({ page }) => {
    const lang = segment === 'kor' ? 'ko' : 'en'
    const section = sampleBadgesV3.sections.find((s) => s.type === 'badge-picture')
    if (section?.type !== 'badge-picture') throw new Error('the sample page has no badge picture in its manifest entry')
    await page.goto(`/${segment}/service/issuing-sample-v3`)
    await expectHydrated(page)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 2, name: section.heading[lang] })).toBeVisible()
    const picture = main.getByRole('img', { name: asSet(section.alt[lang], true) })
    await expect(picture).toBeVisible()
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the picture loaded').toBe(true)
    // In the page's language: Korean words on /kor, none on /eng.
    expect(/[가-힣]/.test(section.alt[lang])).toBe(segment === 'kor')
    expect((await box(picture)).width).toBeGreaterThanOrEqual(96)
    // Before the form, where the visitor reads first.
    expect((await box(picture)).y).toBeLessThan((await box(main.locator('form'))).y)
  })
}

// /openbadge's blocks from a tablet's width: the picture beside the words. One above the other,
// each picture took the width (720 x 510 px at 768) and the page grew to 5,900 px.
for (const segment of ['kor', 'eng'] as const) {
  test(`/${segment}/openbadge at 768 px: each block's picture beside its words`, async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 })
    await page.goto(`/${segment}/openbadge`)
    const blocks = await page.locator('main section').first().locator(':scope > div').evaluateAll((divs) =>
      divs.map((div) => {
        const [words, picture] = [div.firstElementChild!.getBoundingClientRect(), div.querySelector('img')!.getBoundingClientRect()]
        return { beside: words.right <= picture.left || picture.right <= words.left, pictureWidth: Math.round(picture.width) }
      }),
    )
    expect(blocks.length).toBeGreaterThan(1)
    for (const block of blocks) {
      expect(block.beside).toBe(true)
      expect(block.pictureWidth).toBeLessThan(768 / 2)
    }
  })
}
