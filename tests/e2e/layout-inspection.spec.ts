import { expect, test } from '@playwright/test'
import { inspectLayout } from './layout-inspection'

/**
 * The layout inspection that every-page.spec.ts runs on every page, held to small pages that
 * each break one rule once (and one that breaks none), so a rule that stopped seeing its defect
 * fails here rather than passing everywhere. No server: the pages are set as content.
 */
const frame = (body: string, css = '') =>
  `<!doctype html><html><head><style>body{margin:0;font:16px/1.5 sans-serif}${css}</style></head><body>${body}</body></html>`

const cards = (n: number) => Array.from({ length: n }, (_, i) => `<li>card ${i + 1}</li>`).join('')
const gridCss = 'ul{display:grid;grid-template-columns:repeat(4,1fr);gap:16px;padding:0;margin:16px;list-style:none} li{height:120px;border:1px solid}'

const fixtures: { name: string; html: string; width?: number; height?: number; finds: RegExp | null }[] = [
  {
    name: 'a clean page',
    html: frame(`<h1>Title</h1><p>Text <a href="#a">link</a></p><ul>${cards(8)}</ul><button>One</button> <button>Two</button>`, gridCss),
    finds: null,
  },
  { name: 'a box wider than the screen', html: frame('<div style="width:500px">wide</div>'), width: 375, finds: /^overflow: <div> "wide"/ },
  {
    name: 'a wide row that scrolls inside its own box',
    html: frame('<div style="overflow-x:auto"><div style="width:900px">wide but scrolls</div></div>'),
    width: 375,
    finds: null,
  },
  { name: 'text under 12 px', html: frame('<p style="font-size:11px">fine print</p>'), finds: /^tiny text: <p> "fine print" is 11\.0 px/ },
  {
    name: 'screen-reader-only text',
    html: frame('<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);font-size:8px">for screen readers</span>'),
    finds: null,
  },
  {
    name: 'SVG text scaled below 12 px',
    html: frame('<svg viewBox="0 0 1000 100" width="300"><text x="0" y="50" font-size="30">label</text></svg>'),
    finds: /^tiny text: <text> "label" is 9\.0 px/,
  },
  {
    name: 'two buttons on top of each other',
    html: frame('<div style="position:relative"><button style="position:absolute;left:0;top:0">First</button><button style="position:absolute;left:10px;top:4px">Second</button></div>'),
    finds: /^overlap: <button> "First" and <button> "Second"/,
  },
  {
    name: 'a fixed button over the last line of the page',
    html: frame('<div style="height:1500px"></div><address style="text-align:right">Seoul address line</address><button style="position:fixed;right:0;bottom:0;width:200px;height:60px">Top</button>'),
    width: 375,
    height: 667,
    finds: /^covered \(end of the page\): the floating <button> "Top" covers <address> "Seoul address line"/,
  },
  {
    name: "a link standing alone on a phone, one line of text high",
    html: frame('<ul style="list-style:none"><li><a href="#a">Terms of service</a></li></ul>'),
    width: 375,
    finds: /^small target: <a> "Terms of service" is \d+ x 1\d px/,
  },
  {
    name: 'a link inside a sentence, a form\'s own button and a 44 px link on a phone',
    html: frame(
      '<p>Read <a href="#a">the terms</a> first.</p><form><button>Go</button></form><a href="#b" style="display:inline-flex;align-items:center;min-height:44px;min-width:44px">Home</a>',
    ),
    width: 375,
    finds: null,
  },
  {
    name: "a small link whose ::after reaches 44 px on a phone",
    html: frame(
      '<div style="position:relative;height:100px"><a href="#a" class="o" style="position:absolute;top:30px;left:10px;width:200px;height:30px">Claim it here</a></div>',
      '.o::after{content:"";position:absolute;inset-inline:0;inset-block:min(0px, calc(50% - 22px))}',
    ),
    width: 375,
    finds: null,
  },
  {
    name: 'a card title smaller than its text',
    html: frame('<main><ul><li><h3 style="font-size:16px">Issue</h3><p style="font-size:17px">You issue the badge.</p></li></ul></main>'),
    finds: /^type scale: <h3> "Issue" is 16 px over <p> "You issue the badge\." at 17 px/,
  },
  {
    name: "a section heading over a card's larger text (the card's own part)",
    html: frame('<main><section><h2 style="font-size:20px">Steps</h2><ul><li><h3 style="font-size:24px">Issue</h3><p style="font-size:22px">Card text</p></li></ul></section></main>'),
    finds: null,
  },
  {
    name: 'the same small link on a desktop',
    html: frame('<ul style="list-style:none"><li><a href="#a">Terms of service</a></li></ul>'),
    width: 1200,
    finds: null,
  },
  {
    name: 'a card grid of 7 in rows of 4',
    html: frame(`<ul>${cards(7)}</ul>`, gridCss),
    width: 1200,
    finds: /^grid hole: <ul> .* has 7 cards in rows of 4: its last row holds 3/,
  },
  {
    name: 'a wrapping row of 7 whose last row is centred',
    html: frame(`<ul>${cards(7)}</ul>`, 'ul{display:flex;flex-wrap:wrap;justify-content:center;gap:16px;padding:0;margin:16px;list-style:none} li{width:250px;height:120px;border:1px solid}'),
    width: 1200,
    finds: null,
  },
  {
    name: 'a list whose length the data decides',
    html: frame(`<ul data-length="from-data">${cards(7)}</ul>`, gridCss),
    width: 1200,
    finds: null,
  },
  {
    name: 'a dialog taller than the screen',
    html: frame(
      '<dialog id="d" style="max-height:none"><h2>Dialog title</h2><div style="height:900px">long</div><div data-dialog-actions><button>Close</button></div></dialog><script>d.showModal()</script>',
    ),
    width: 375,
    height: 667,
    finds: /^dialog fit: <dialog> .* spans/,
  },
  {
    name: "a dialog whose actions wrap with one left alone",
    html: frame(
      '<dialog id="d" style="width:300px"><h2>Title</h2><div data-dialog-actions style="display:flex;flex-wrap:wrap;gap:8px"><button style="width:130px">Hide for today</button><button style="width:130px">Sign in</button><button style="width:130px">Close</button></div></dialog><script>d.showModal()</script>',
    ),
    width: 375,
    height: 667,
    finds: /^dialog actions: 3 actions in 2 rows/,
  },
  {
    name: 'a dialog whose body scrolls between its title and actions',
    html: frame(
      '<dialog id="d" style="display:flex;flex-direction:column;max-height:80vh;padding:16px"><h2>Title</h2><div style="overflow-y:auto"><div style="height:900px">long</div></div><div data-dialog-actions><button>Close</button></div></dialog><script>d.showModal()</script>',
    ),
    width: 375,
    height: 667,
    finds: null,
  },
]

for (const fixture of fixtures) {
  test(`layout inspection: ${fixture.name} ${fixture.finds ? 'is found' : 'passes'}`, async ({ page }) => {
    await page.setViewportSize({ width: fixture.width ?? 1024, height: fixture.height ?? 768 })
    await page.setContent(fixture.html)
    const { problems } = await page.evaluate(inspectLayout)
    if (fixture.finds) {
      expect(problems.length, problems.join('\n')).toBeGreaterThan(0)
      expect(problems.some((p) => fixture.finds?.test(p)), problems.join('\n')).toBe(true)
    } else {
      expect(problems).toEqual([])
    }
  })
}
