import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PNG } from 'pngjs'
import { afterAll, describe, expect, it } from 'vitest'
import { pngSize } from '../../src/lib/logo-file'
import { drawingOnly, drawLogo, drawnLogoLongerSide } from './logo-drawing'

const svg = (body: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 240 64"${attributes}>${body}</svg>`

/** How many pixels of a PNG are not fully transparent. */
function paintedPixels(png: Uint8Array): number {
  const { data } = PNG.sync.read(Buffer.from(png))
  let painted = 0
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) painted += 1
  return painted
}

// A PNG on the server's own disk, which resvg would read by its path if a logo named it.
const folder = mkdtempSync(path.join(os.tmpdir(), 'obadge-logo-'))
const secretPicture = path.join(folder, 'secret.png')
const filled = new PNG({ width: 20, height: 20 })
filled.data.fill(255)
writeFileSync(secretPicture, PNG.sync.write(filled))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('a partner SVG becomes a PNG of its drawing', () => {
  it('draws the shapes, the longer side at the drawn size, proportions kept', () => {
    const png = drawLogo(svg('<rect width="240" height="64" fill="#0a5"/>'))!
    expect(pngSize(png)).toEqual({ width: drawnLogoLongerSide, height: Math.round((drawnLogoLongerSide * 64) / 240) })
    expect(paintedPixels(png)).toBeGreaterThan(0.95 * 800 * 213)
  })

  it('keeps gradients, reuse and classes of a style sheet that names only the file', () => {
    const drawing = drawingOnly(
      svg('<style>.a{fill:url(#g)}</style><defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient><rect id="r" width="10" height="10"/></defs><rect class="a" width="240" height="64"/><use href="#r"/>'),
    )!
    expect(drawing).toContain('<linearGradient id="g">')
    expect(drawing).toContain('.a{fill:url(#g)}')
    expect(drawing).toMatch(/<use href="#r"\s*\/?>/)
  })

  it('draws a PNG picture embedded as data', () => {
    const data = `data:image/png;base64,${PNG.sync.write(filled).toString('base64')}`
    expect(paintedPixels(drawLogo(svg(`<image href="${data}" width="240" height="64"/>`))!)).toBeGreaterThan(0)
  })
})

describe('what a logo must not do is left out of the drawing, whatever its spelling', () => {
  // The five files once found stored with 200 by the pattern checks, then usual entries of the
  // public SVG XSS lists (OWASP's filter evasion sheet, PortSwigger's XSS cheat sheet, the
  // DOMPurify test vectors): scripts, handlers, frames, animations to javascript:, outside files.
  const hostile: Record<string, string> = {
    'a namespaced script': '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg" viewBox="0 0 240 64"><s:script>alert(1)</s:script><rect width="10" height="10"/></svg>',
    'an iframe srcdoc with an entity-escaped script': svg('<foreignObject width="240" height="64"><iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/></foreignObject><rect width="10" height="10"/>'),
    'an animation to an entity-escaped javascript: address': svg('<a href="#x"><animate attributeName="href" to="&#106;avascript:alert(1)"/><rect width="10" height="10"/></a>'),
    'a CSS-escaped url()': svg(`<style>rect{fill:u\\72l(${secretPicture})}</style><rect width="10" height="10"/>`),
    'a script element': svg('<script>alert(1)</script><rect width="10" height="10"/>'),
    'an onload handler': svg('<rect width="10" height="10" onload="alert(1)"/>', ' onload="alert(1)"'),
    'a set to javascript:': svg('<a><set attributeName="href" to="javascript:alert(1)"/><rect width="10" height="10"/></a>'),
    'a link to javascript:': svg('<a xlink:href="javascript:alert(1)"><rect width="10" height="10"/></a>'),
    'a handler in another namespace': svg('<rect width="10" height="10" x:onclick="alert(1)" xmlns:x="http://www.w3.org/2000/svg"/>'),
    'a use of an outside file': svg('<use href="https://evil.example/x.svg#a"/><rect width="10" height="10"/>'),
    'a data: SVG picture': svg('<image href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" width="10" height="10"/><rect width="10" height="10"/>'),
    'an @import': svg('<style>@import url(https://evil.example/a.css);</style><rect width="10" height="10"/>'),
    'a handler spelled with an entity': svg('<rect width="10" height="10" on&#108;oad="alert(1)"/>'),
  }

  it.each(Object.entries(hostile))('%s: the drawing keeps none of it', (_name, file) => {
    const drawing = drawingOnly(file)
    expect(drawing).toBeDefined()
    expect(drawing).not.toMatch(/script|on[a-z]+=|javascript|iframe|srcdoc|foreignObject|animate|<set|evil\.example|image\/svg|@import|\\72/i)
    expect(drawing).toContain('<rect')
    expect(pngSize(drawLogo(file)!)).toBeDefined()
  })

  it('a DOCTYPE (an outside DTD, or entities) is not drawn at all', () => {
    const external = '<?xml version="1.0"?><!DOCTYPE svg SYSTEM "https://evil.example/x.dtd"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64"><rect width="10" height="10"/></svg>'
    const entity = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "&#60;script&#62;">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64">&x;</svg>'
    expect(drawLogo(external)).toBeUndefined()
    expect(drawLogo(entity)).toBeUndefined()
  })

  it('a picture from the server\'s own disk is not read (resvg would read it by its path)', () => {
    for (const href of [secretPicture, `file://${secretPicture}`]) {
      const png = drawLogo(svg(`<image href="${href}" width="240" height="64"/><image xlink:href="${href}" width="240" height="64"/>`))!
      expect(paintedPixels(png), href).toBe(0)
    }
  })

  it('what is not an SVG drawing is not drawn', () => {
    expect(drawLogo('<html><body>hello</body></html>')).toBeUndefined()
    expect(drawLogo('not xml at all <')).toBeUndefined()
  })
})
