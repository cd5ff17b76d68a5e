import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { inspectLogo } from '../posters/logo-file'
import { brandFiles, sampleBadgeFile } from './brand-files'

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public')

describe('the logo files manifest/brand.ts names', () => {
  const files = brandFiles()

  it('are what `npm run draw:brand` draws today (run it after changing the design or the name)', () => {
    for (const [address, svg] of files) expect(readFileSync(path.join(publicDir, address), 'utf8'), address).toBe(svg)
  })

  it('are SVG pictures with no text element, so no machine draws them in another face', () => {
    for (const [address] of files) {
      const { problems, image } = inspectLogo(readFileSync(path.join(publicDir, address)), address)
      expect(problems, address).toEqual([])
      expect(image, address).toMatchObject({ format: 'svg', height: 64, hasText: false })
    }
  })
})

describe('the sample badge picture manifest/brand.ts names', () => {
  it('is what `npm run draw:brand` draws today', () => {
    const [address, svg] = sampleBadgeFile()
    expect(readFileSync(path.join(publicDir, address), 'utf8')).toBe(svg)
  })
})
