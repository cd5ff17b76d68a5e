import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { bannerFiles } from './draw-banners'
import { userGuideFile, userGuidePdf } from './user-guide-pdf'

const publicDir = path.resolve(import.meta.dirname, '../../public')
const stale = 'stale: run npm run draw:notices'

describe('notice files in public/', () => {
  it('has every banner as drawn from the manifest, in both languages', () => {
    const files = bannerFiles()
    expect(files).toHaveLength(26)
    for (const { file, svg } of files) expect(readFileSync(path.join(publicDir, file), 'utf8'), `${file}: ${stale}`).toBe(svg)
  })

  it('has the user guide PDF, a valid PDF whose cross-reference table points at its objects', () => {
    const pdf = userGuidePdf()
    expect(readFileSync(path.join(publicDir, userGuideFile)).equals(pdf), stale).toBe(true)
    const text = pdf.toString('latin1')
    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(text.endsWith('%%EOF\n')).toBe(true)
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1])
    expect(text.slice(startxref, startxref + 4)).toBe('xref')
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    expect(offsets).toHaveLength(6)
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj\n`)).toBe(true))
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)![1])
    const stream = text.slice(text.indexOf('stream\n') + 7, text.indexOf('\nendstream'))
    expect(stream.length).toBe(length)
  })
})
