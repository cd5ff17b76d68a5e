import { describe, expect, it } from 'vitest'
import { webHref } from './safe-url'

describe('webHref', () => {
  it.each([
    ['https://news.example/a?b=1#c', 'https://news.example/a?b=1#c'],
    ['HTTP://News.Example', 'http://news.example/'],
    ['  https://news.example/x  ', 'https://news.example/x'],
  ])('%j links to %j', (address, href) => {
    expect(webHref(address)).toBe(href)
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://files.example/x',
    '//evil.example/x',
    '/kor/company',
    'news.example',
    '',
    'https://',
    undefined,
    null,
    42,
  ])('%j is not a link', (address) => {
    expect(webHref(address)).toBeUndefined()
  })
})
