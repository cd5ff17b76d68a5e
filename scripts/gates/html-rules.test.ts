import { describe, expect, it } from 'vitest'
import { judgeVnuOutput } from './html-rules'

/**
 * vnu 26.9's own output (`--format json --stdout --skip-info-messages`) for a page with an
 * unclosed span, an img without alt, a duplicate id and `<dialog role="dialog">`, trimmed to
 * the fields the gate reads.
 */
const vnuOutput = JSON.stringify({
  version: '26.9.27 (c6ba02c)',
  messages: [
    { type: 'error', url: 'file:/d/dist/kor/index.html', lastLine: 1, lastColumn: 90, firstColumn: 85, message: 'End tag “div” seen, but there were open elements.', extract: 'open<span></div><img s' },
    { type: 'error', url: 'file:/d/dist/kor/index.html', lastLine: 1, lastColumn: 84, firstColumn: 79, message: 'Unclosed element “span”.', extract: 'iv><p>open<span></div>' },
    { type: 'error', url: 'file:/d/dist/kor/index.html', lastLine: 1, lastColumn: 107, firstColumn: 91, message: 'An “img” element must have an “alt” attribute, except under certain conditions.', extract: 'pan></div><img src="a.png"><dialo' },
    { type: 'info', url: 'file:/d/dist/kor/index.html', lastLine: 1, lastColumn: 129, firstColumn: 108, subType: 'warning', message: 'The “dialog” role is unnecessary for element “dialog”.' },
    { type: 'info', url: 'file:/d/dist/eng/index.html', lastLine: 1, lastColumn: 129, firstColumn: 108, subType: 'warning', message: 'The “dialog” role is unnecessary for element “dialog”.' },
    { type: 'error', url: 'file:/d/dist/eng/index.html', lastLine: 1, lastColumn: 172, firstColumn: 163, message: 'Duplicate ID “d”.', extract: 'd="d"></a><b id="d"></b></' },
    { type: 'info', url: 'file:/d/dist/eng/index.html', lastLine: 1, lastColumn: 60, firstColumn: 38, message: 'Trailing slash on void elements has no effect and interacts badly with unquoted attribute values.' },
  ],
})

const fileOf = (url: string) => url.replace('file:/d/dist/', '')

describe('judging vnu output', () => {
  it('names file, line, column, message and extract of every error', () => {
    const report = judgeVnuOutput(vnuOutput, fileOf)
    expect(report.errors).toEqual([
      'kor/index.html: line 1, column 85: End tag “div” seen, but there were open elements. (“open<span></div><img s”)',
      'kor/index.html: line 1, column 79: Unclosed element “span”. (“iv><p>open<span></div>”)',
      'kor/index.html: line 1, column 91: An “img” element must have an “alt” attribute, except under certain conditions. (“pan></div><img src="a.png"><dialo”)',
      'eng/index.html: line 1, column 163: Duplicate ID “d”. (“d="d"></a><b id="d"></b></”)',
    ])
  })

  it('groups warnings by message and leaves plain infos out', () => {
    const report = judgeVnuOutput(vnuOutput, fileOf)
    expect(report.warnings).toEqual([{ message: 'The “dialog” role is unnecessary for element “dialog”.', files: ['eng/index.html', 'kor/index.html'] }])
  })

  it('a clean run has no errors', () => {
    expect(judgeVnuOutput('{"version":"26.9.27","messages":[]}', fileOf)).toEqual({ errors: [], warnings: [], ignored: 0 })
  })

  it('a file vnu could not read fails too', () => {
    const output = JSON.stringify({ messages: [{ type: 'non-document-error', subType: 'io', url: 'file:/d/dist/kor/index.html', message: 'File not found.' }] })
    expect(judgeVnuOutput(output, fileOf).errors).toEqual(['kor/index.html: could not be checked: File not found.'])
  })

  it('leaves out only the listed false positives, counting them', () => {
    const report = judgeVnuOutput(vnuOutput, fileOf, [{ message: /^Duplicate ID/, reason: 'test' }])
    expect(report.errors).toHaveLength(3)
    expect(report.ignored).toBe(1)
  })

  it('refuses output that is not vnu JSON (a JVM that failed to start never passes)', () => {
    expect(() => judgeVnuOutput('StackOverflowError while evaluating HTML schema.', fileOf)).toThrow(/vnu did not print its JSON report/)
    expect(() => judgeVnuOutput('{"version":"x"}', fileOf)).toThrow(/no "messages" array/)
  })
})
