import { expect, test } from './fixtures'
import { checkWidth } from './width-check'

/**
 * The width check (width-check.ts), which the page walk (every-page.spec.ts, page-walk/width-walk.ts)
 * runs over every page at every width from 320 to 1440 px: held here to pages that break each
 * rule once (and to the same pages mended), so a rule that stopped seeing its defect fails here
 * rather than passing everywhere.
 */

const fixture = (broken: boolean) => `<!doctype html><html lang="en"><head><style>
  body { margin: 0; font: 16px/1.5 sans-serif }
  .card { width: ${broken ? '90px' : '240px'}; border: 1px solid }
  .card h3 { font-size: 24px; ${broken ? 'overflow-wrap: anywhere' : ''} }
  .row { display: flex; gap: 8px }
  .row p { ${broken ? 'width: 40px' : 'flex: 1'} }
  .banner { position: fixed; bottom: 0; left: 0; right: 0; height: 120px; background: #eee; ${broken ? '' : 'display: none'} }
  .wide { width: ${broken ? '600px' : '100%'}; height: 10px }
</style></head><body>
  <div class="card"><h3>Motivation</h3></div>
  <div class="row"><p>Thinking about the closing band of the page</p><p>Second column of text</p></div>
  <div class="wide"></div>
  <div style="height: 700px"></div>
  <a href="#end" style="display: block; height: 60px">Last link on the page</a>
  <div class="banner">App banner</div>
</body></html>`

test('the width check finds a split word, a squeezed column, a hidden focus and overflow on a broken page, and nothing once it is mended', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.setContent(fixture(true))
  const found = await page.evaluate(checkWidth, { focus: true })
  const lines = found.map((p) => `${p.rule}: ${p.element} "${p.text}" ${p.detail}`)
  expect(lines).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^word split: h3 "Motivation" "Motivation" is broken across lines$/),
      expect.stringMatching(/^narrow column: p "Thinking about the closing band of the page" 40 px wide/),
      expect.stringMatching(/^focus covered: a "Last link on the page" covered by div.banner "App banner"/),
      expect.stringMatching(/^overflow: div.wide "" spans x 0\.\.600 of a 375 px viewport$/),
    ]),
  )

  await page.setContent(fixture(false))
  expect(await page.evaluate(checkWidth, { focus: true })).toEqual([])
})

test('the width check finds a control Shift+Tab leaves under a sticky header, and nothing once the page keeps room for it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 600 })
  const stickyHeader = (padded: boolean) => `<!doctype html><html lang="en"><head><style>
    html { ${padded ? 'scroll-padding-top: 80px' : ''} }
    body { margin: 0; font: 16px/1.5 sans-serif }
    header { position: sticky; top: 0; height: 72px; background: #eee }
  </style></head><body>
    <header>Site header</header>
    <div style="height: 300px"></div><label>Phone <input name="phone"></label><div style="height: 1500px"></div>
    <a href="#end">Last link on the page</a>
  </body></html>`
  await page.setContent(stickyHeader(false))
  const found = (await page.evaluate(checkWidth, { focus: true })).map((p) => `${p.rule}: ${p.element} "${p.text}" ${p.detail}`)
  expect(found).toEqual([expect.stringMatching(/^focus covered: input "" covered by header "Site header" \(Shift\+Tab\)$/)])

  await page.setContent(stickyHeader(true))
  expect(await page.evaluate(checkWidth, { focus: true })).toEqual([])
})

test('the width check finds a line that begins with a middle dot', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.setContent('<!doctype html><p style="width: 205px; font: 16px/1.5 monospace">Members of the assoc · partners</p>')
  const found = await page.evaluate(checkWidth, { focus: false })
  expect(found.map((p) => p.rule)).toEqual(['middle dot'])
})

test('the width check finds a line that begins with a particle after a closing bracket, and none once a word joiner holds them', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const sentence = (joiner: string) =>
    `<!doctype html><html lang="ko"><p style="font: 16px/1.5 sans-serif; word-break: normal; width: max-content">2026년 9월 30일 18:00(GMT+9)${joiner}에 마감되었습니다</p></html>`
  // The paragraph as wide as the text up to its bracket: the browser breaks where it may first.
  const narrowToBracket = () =>
    page.evaluate(() => {
      const p = document.querySelector('p')!
      const text = p.firstChild!
      const range = document.createRange()
      range.setStart(text, 0)
      range.setEnd(text, text.nodeValue!.indexOf(')') + 1)
      p.style.width = `${Math.ceil(range.getBoundingClientRect().width) + 1}px`
    })
  const particles = async () => (await page.evaluate(checkWidth, { focus: false })).filter((p) => p.rule === 'particle').map((p) => p.detail)

  await page.setContent(sentence(''))
  await narrowToBracket()
  expect(await particles()).toEqual(['a line begins with "에 " after "18:00(GMT+9)"'])

  await page.setContent(sentence('\u2060'))
  await narrowToBracket()
  expect(await particles()).toEqual([])
})

test('the width check finds a grid of cards that ends in one card alone, but not one whose last card takes the row, nor a list as long as its data', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 800 })
  const cards = (n: number) => Array.from({ length: n }, (_, i) => `<li>Card ${i + 1}</li>`).join('')
  const grid = (extra: string, attributes = '') =>
    `<!doctype html><style>ul { display: grid; grid-template-columns: repeat(2, 1fr); gap: 8px; list-style: none; padding: 0 } li { height: 60px; border: 1px solid } ${extra}</style><ul${attributes}>${cards(3)}</ul>`
  const orphans = async () => (await page.evaluate(checkWidth, { focus: false, orphans: true })).map((p) => `${p.rule}: ${p.element} "${p.text}"`)

  await page.setContent(grid(''))
  expect(await orphans()).toEqual(['orphan: li "Card 3"'])
  // Not asked for (below the tablet's width): not measured.
  expect(await page.evaluate(checkWidth, { focus: false })).toEqual([])
  await page.setContent(grid('li:last-child { grid-column: 1 / -1 }'))
  expect(await orphans()).toEqual([])
  await page.setContent(grid('', ' data-length="from-data"'))
  expect(await orphans()).toEqual([])
})

test('the width check finds a desktop column left more than half empty beside a taller one, but not one that stays in view, nor one centred column', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const twoColumns = (aside: string, layout = 'display: grid; grid-template-columns: 1fr 1fr; gap: 32px') =>
    `<!doctype html><html lang="en"><body style="margin: 0; font: 16px/1.5 sans-serif"><main><div style="${layout}">` +
    `<form style="border: 1px solid"><div style="height: 900px">A form</div></form><aside style="${aside}"><h2>What happens next</h2><p>Three steps.</p></aside>` +
    `</div></main></body></html>`
  const columns = async () => (await page.evaluate(checkWidth, { focus: false, columns: true })).map((p) => `${p.rule}: ${p.element} "${p.text}"`)

  await page.setContent(twoColumns(''))
  expect(await columns()).toEqual(['empty column: div aside "What happens nextThree steps."'])
  // Not asked for (below the desktop's width): not measured.
  expect(await page.evaluate(checkWidth, { focus: false })).toEqual([])
  // The short column follows the reader down the form.
  await page.setContent(twoColumns('position: sticky; top: 80px; align-self: start'))
  expect(await columns()).toEqual([])
  // Content enough to stand beside the form.
  await page.setContent(twoColumns('', 'display: grid; grid-template-columns: 1fr 1fr').replace('<p>Three steps.</p>', '<p style="height: 500px">Three steps.</p>'))
  expect(await columns()).toEqual([])
  // One column, the other below it.
  await page.setContent(twoColumns('', 'display: grid; max-width: 720px; margin: auto'))
  expect(await columns()).toEqual([])
})
