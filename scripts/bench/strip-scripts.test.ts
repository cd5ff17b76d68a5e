import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { stripScripts } from './strip-scripts'

const page = readFileSync(path.join(import.meta.dirname, '__fixtures__/page.html'), 'utf8')

describe('stripScripts', () => {
  const stripped = stripScripts(page)

  it('removes every script element, inline or module, in any case, and every modulepreload', () => {
    expect(page).toMatch(/<script/i)
    expect(stripped).not.toMatch(/<script|<\/script|modulepreload|entry-client|sessionStorage|\$R/i)
  })

  it('keeps the document, its stylesheet, icon and content as they were', () => {
    expect(stripped).toContain('<link rel="stylesheet" href="/assets/style-SSS.css" data-precedence="default"/>')
    expect(stripped).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>')
    expect(stripped).toContain('<main id="main"><h1>문의하기</h1><p>script 태그 없이도 읽을 수 있는 본문.</p></main>')
    expect(stripped.startsWith('<!DOCTYPE html><html lang="ko"><head>')).toBe(true)
    expect(stripped.trimEnd().endsWith('</body></html>')).toBe(true)
  })

  it('leaves a page without scripts unchanged', () => {
    expect(stripScripts(stripped)).toBe(stripped)
  })
})
