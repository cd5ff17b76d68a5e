import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { bannerFiles } from './draw-banners'

const publicDir = path.resolve(import.meta.dirname, '../../public')
const stale = 'stale: run npm run draw:notices'

describe('notice files in public/', () => {
  it('has every banner as drawn from the manifest, in both languages', () => {
    const files = bannerFiles()
    expect(files).toHaveLength(26)
    for (const { file, svg } of files) expect(readFileSync(path.join(publicDir, file), 'utf8'), `${file}: ${stale}`).toBe(svg)
  })

})
