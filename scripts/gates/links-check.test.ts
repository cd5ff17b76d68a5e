import { LinkState } from 'linkinator'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLinks, describeBroken, startingPoint } from './links-check'

const origin = 'https://site.test'

/** A page as the prerender writes it, with `links` in its body and ids `main` and `extra`. */
const page = (lang: string, links: string[], head = '') =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>t</title>${head}</head><body>` +
  `<a href="#main">skip</a><main id="main"><h1 id="extra">t</h1>${links.map((href) => `<a href="${href}">x</a>`).join('')}</main></body></html>`

describe('the link check on a small built site, served by the reference server', () => {
  let dist: string
  beforeAll(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'links-gate-'))
    const write = (file: string, html: string) => {
      mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
      writeFileSync(path.join(dist, file), html)
    }
    write('404.html', page('ko', ['/eng/404']))
    write('kor/404/index.html', page('ko', ['/eng/404']))
    write('eng/404/index.html', page('en', ['/kor/404', '/eng#gone']))
    write('eng/index.html', page('en', ['/kor']))
    write('kor/company/about/index.html', page('ko', ['/kor']))
    write('assets/site.css', 'body{}')
    // The server reads each page's Content-Security-Policy from the build; none are needed here.
    write('nginx/csp.json', '{}')
    write(
      'kor/index.html',
      page(
        'ko',
        [
          '#extra',
          '#nowhere',
          '/kor/company/about#extra',
          '/kor/company/about#gone',
          '/kor/company/press',
          '/kor/',
          `${origin}/eng`,
          'https://elsewhere.test/',
          'mailto:help@site.test',
        ],
        `<link rel="stylesheet" href="/assets/site.css"/><link rel="canonical" href="${origin}/kor"/><script type="module" src="/assets/missing.js"></script>`,
      ),
    )
  })
  afterAll(() => rmSync(dist, { recursive: true, force: true }))

  it('names each broken link, anchor and redirect with its page, and nothing else', async () => {
    const report = await checkLinks({ distDir: dist, origin })
    expect(report.pages).toBe(6)
    expect(report.skipped).toBe(2)
    expect(report.problems).toEqual([
      "/eng/404/index.html: /eng#gone has no element with that id (Fragment identifier '#gone' not found on page)",
      '/kor: /assets/missing.js redirects (302 to /assets/404, then 404)',
      "/kor: /kor#nowhere has no element with that id (Fragment identifier '#nowhere' not found on page)",
      '/kor: /kor/ redirects (301 to /kor, then 200): link to the page itself',
      "/kor: /kor/company/about#gone has no element with that id (Fragment identifier '#gone' not found on page)",
      '/kor: /kor/company/press answers 404',
    ])
  })
})

describe('deciding what is broken', () => {
  it('starts from the page when it answers 200, from its file when it is a not-found page', () => {
    expect(startingPoint({ file: 'kor/index.html', url: '/kor' }, 200)).toEqual({ url: '/kor' })
    expect(startingPoint({ file: 'kor/404/index.html', url: '/kor/404' }, 404)).toEqual({ url: '/__links-gate-file/kor/404/index.html' })
    expect(startingPoint({ file: 'kor/x/index.html', url: '/kor/x' }, 302)).toEqual({ problem: '/kor/x: the page itself answers 302 (prerendered as kor/x/index.html)' })
  })

  it('a link to a not-found page answering 404 is not broken; any other 404 is', () => {
    const local = 'http://127.0.0.1:1'
    const links = [
      { url: `${local}/eng/404`, status: 404, state: LinkState.BROKEN, parent: `${local}/kor/404/index.html` },
      { url: `${local}/eng/gone`, status: 404, state: LinkState.BROKEN, parent: `${local}/kor` },
      { url: `${local}/eng`, status: 200, state: LinkState.OK, parent: `${local}/kor` },
      { url: `${local}/x`, status: 0, state: LinkState.BROKEN, parent: `${local}/kor`, failureDetails: [new Error(`connect ECONNREFUSED ${local}`)] },
    ]
    expect(describeBroken(links, { local, page: '/kor', notFoundPages: [`${local}/eng/404`] })).toEqual([
      '/kor: /eng/gone answers 404',
      '/kor: /x could not be fetched (connect ECONNREFUSED )',
    ])
  })
})
