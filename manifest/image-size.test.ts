import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { imageSize } from './image-size'

// A scratch folder stands in for public/.
const scratch = mkdtempSync(path.join(tmpdir(), 'image-size-test-'))
const size = (name: string) => imageSize(`/${name}`, scratch)
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(24)
  Buffer.from('89504e470d0a1a0a', 'hex').copy(header, 0)
  header.writeUInt32BE(13, 8)
  header.write('IHDR', 12, 'latin1')
  header.writeUInt32BE(width, 16)
  header.writeUInt32BE(height, 20)
  return header
}

describe('imageSize', () => {
  it('reads an SVG’s width and height, else its viewBox, and a PNG’s header', () => {
    expect(imageSize('/partners/example-partner.svg')).toEqual({ width: 240, height: 64 })
    writeFileSync(path.join(scratch, 'box.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320.4 80"></svg>')
    expect(size('box.svg')).toEqual({ width: 320, height: 80 })
    writeFileSync(path.join(scratch, 'logo.png'), png(600, 150))
    expect(size('logo.png')).toEqual({ width: 600, height: 150 })
  })

  it('says what is wrong with a missing file or one without a size', () => {
    expect(() => imageSize('/partners/nobody.svg')).toThrow('no file public/partners/nobody.svg')
    writeFileSync(path.join(scratch, 'relative.svg'), '<svg width="100%" height="100%"></svg>')
    expect(() => size('relative.svg')).toThrow(/relative\.svg: cannot read its width and height/)
    writeFileSync(path.join(scratch, 'fake.png'), 'not a png')
    expect(() => size('fake.png')).toThrow(/cannot read its width and height/)
  })
})
