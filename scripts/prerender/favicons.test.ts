import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pngSize } from '../posters/logo-file'
import { faviconFiles, writeFavicons } from './favicons'

describe('the favicon fallbacks drawn from the mark', () => {
  it('write an ICO of 16, 32 and 48 px PNGs and an opaque 180 px touch icon', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'favicons-'))
    mkdirSync(path.join(dist, 'brand'))
    writeFileSync(path.join(dist, 'brand/mark.svg'), readFileSync(new URL('../../public/brand/mark.svg', import.meta.url)))
    await writeFavicons(dist, '/brand/mark.svg')
    const ico = readFileSync(path.join(dist, faviconFiles.ico))
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([1, 3])
    const images = [0, 1, 2].map((i) => {
      const [size, offset] = [ico.readUInt32LE(6 + 16 * i + 8), ico.readUInt32LE(6 + 16 * i + 12)]
      return pngSize(ico.subarray(offset, offset + size))
    })
    expect(images).toEqual([16, 32, 48].map((side) => ({ width: side, height: side })))
    expect(pngSize(readFileSync(path.join(dist, faviconFiles.touchIcon)))).toEqual({ width: 180, height: 180 })
  })
})
