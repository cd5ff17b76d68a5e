import { PNG } from 'pngjs'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { inspectLogo } from './logo-file'

const png = (width: number, height: number) => PNG.sync.write(new PNG({ width, height }))
const svg = (attributes: string, body = '<rect width="10" height="10"/>') => Buffer.from(`<?xml version="1.0"?>\n<!-- exported -->\n<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`)

describe('a partner logo file', () => {
  it('passes as an SVG with its proportions, or a PNG with its pixels', () => {
    const example = readFileSync(path.resolve(import.meta.dirname, '../../public/partners/example-partner.svg'))
    expect(inspectLogo(example, 'example-partner.svg')).toEqual({ problems: [], image: { format: 'svg', width: 240, height: 64, hasText: true } })
    expect(inspectLogo(svg('width="120px" height="40"'), 'a.svg')).toEqual({ problems: [], image: { format: 'svg', width: 120, height: 40, hasText: false } })
    expect(inspectLogo(png(400, 120), 'a.png')).toEqual({ problems: [], image: { format: 'png', width: 400, height: 120, hasText: false } })
  })

  it.each([
    ['a JPEG named .png', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]), 'a.png', 'a.png: neither a PNG nor an SVG (<svg xmlns="http://www.w3.org/2000/svg">) by its content'],
    ['a PNG named .svg', png(200, 100), 'a.svg', 'a.svg: named .svg but holds a PNG'],
    ['a PNG too small to print', png(300, 60), 'a.png', 'a.png: 300 x 60 px, want at least 100 px on the shorter side (or an SVG)'],
    ['a PNG larger than any poster needs', png(5000, 1000), 'a.png', 'a.png: 5000 x 1000 px, want at most 4000 px on the longer side'],
    ['a file over 200 kB', svg('viewBox="0 0 10 10"', `<!--${'x'.repeat(200_000)}-->`), 'a.svg', 'a.svg: 201 kB, at most 200 kB (export it smaller or as SVG)'],
    ['a thread of a logo', svg('viewBox="0 0 900 100"'), 'a.svg', 'a.svg: 9 : 1, at most 8 : 1'],
    ['an SVG of unknown proportions', svg('width="100%"'), 'a.svg', 'a.svg: the <svg> element gives no viewBox (or width and height), so its proportions are unknown'],
    ['an SVG with a script', svg('viewBox="0 0 10 10"', '<script>alert(1)</script>'), 'a.svg', 'a.svg: holds a script or an event handler; a logo is a picture'],
    ['an SVG with an event handler', svg('viewBox="0 0 10 10" onload="alert(1)"'), 'a.svg', 'a.svg: holds a script or an event handler; a logo is a picture'],
    ['an SVG drawing an outside file', svg('viewBox="0 0 10 10"', '<image href="https://cdn.example/logo.png"/>'), 'a.svg', 'a.svg: refers to an outside file; embed it or leave it out'],
  ])('refuses %s', (_case, bytes, name, problem) => {
    expect(inspectLogo(bytes, name).problems).toContain(problem)
  })
})
