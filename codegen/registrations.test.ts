import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkListed, checkPartnerFiles, checkSectionTypes } from './registrations'

/** A scratch repository holding `files` (path -> content). */
async function repoWith(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'registrations-'))
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true })
    await writeFile(path.join(root, file), content)
  }
  return root
}

const messageOf = (run: Promise<void>) => run.then(() => '', (error: Error) => error.message)

describe('checkListed (a file that defines an entry is in its folder\'s list)', () => {
  it('names each defining file its list leaves out, and nothing else', async () => {
    const root = await repoWith({
      'manifest/pages/index.ts': `import { home } from './home'\nexport const pages = [home] as const\n`,
      'manifest/pages/home.ts': `export const home = definePage({})\n`,
      'manifest/pages/careers.ts': `export const careers = definePage({})\n`,
      // A helper beside the pages defines no page, so no list needs it.
      'manifest/pages/art.ts': `export const step = () => ({})\n`,
      'manifest/pages/careers.test.ts': `definePage({})\n`,
      'manifest/sections/index.ts': `export const sectionTypes = {} as const\n`,
      'manifest/sections/quote.ts': `export default defineSectionType({ schema })\n`,
      'manifest/events/index.ts': `import { aeskr } from './aeskr'\nexport const events = [aeskr] as const\n`,
      'manifest/events/aeskr.ts': `export const aeskr = defineEvent({})\n`,
      'manifest/events/newpartner.ts': `export const newpartner = defineEvent({})\n`,
    })
    expect(await messageOf(checkListed(root))).toBe(
      [
        'manifest/pages/careers.ts: manifest/pages/index.ts does not list it; import it there and add it to the list',
        'manifest/sections/quote.ts: manifest/sections/index.ts does not list it; import it there and add it to the list',
        'manifest/events/newpartner.ts: manifest/events/index.ts does not list it; import it there and add it to the list',
      ].join('\n'),
    )
  })
})

describe('checkSectionTypes (one name for key, type literal, schema file and component)', () => {
  const listed = (literal: string) => ({ schema: { shape: { type: { value: literal } } } })

  it('passes a type with both halves under one name', async () => {
    const root = await repoWith({ 'manifest/sections/quote.ts': '', 'src/sections/quote/quote.tsx': '' })
    expect(await messageOf(checkSectionTypes(root, { quote: listed('quote') }))).toBe('')
  })

  it('names a key that differs from its type literal, a missing half, and a component no type owns', async () => {
    const root = await repoWith({
      'manifest/sections/quote.ts': '',
      'src/sections/quote/quote.tsx': '',
      'manifest/sections/stats.ts': '',
      'src/sections/marquee/marquee.tsx': '',
    })
    expect(await messageOf(checkSectionTypes(root, { quote: listed('quotation'), stats: listed('stats'), banner: listed('banner') }))).toBe(
      [
        'section type "banner": listed, but there is no manifest/sections/banner.ts',
        'section type "banner": manifest/sections/banner.ts has no component at src/sections/banner/banner.tsx',
        'manifest/sections/index.ts: "quote" is listed with a schema whose type is "quotation"; use one name for both',
        'section type "stats": manifest/sections/stats.ts has no component at src/sections/stats/stats.tsx',
        'section type "marquee": src/sections/marquee/ has no schema listed in manifest/sections/index.ts',
      ].join('\n'),
    )
  })
})

describe('checkPartnerFiles (no partner file ships without an entry that names it)', () => {
  it('names a logo no entry uses (one a refused new:event left behind), and passes the used ones', async () => {
    const root = await repoWith({ 'public/partners/aeskr.svg': '<svg/>', 'public/partners/refused.png': 'png' })
    expect(await messageOf(checkPartnerFiles(root, ['/partners/aeskr.svg']))).toBe(
      'public/partners/refused.png: no event entry names it as its partner logo; remove it, or give it with --partner-logo /partners/refused.png',
    )
    expect(await messageOf(checkPartnerFiles(root, ['/partners/aeskr.svg', '/partners/refused.png']))).toBe('')
  })

  it('passes a site without the folder', async () => {
    expect(await messageOf(checkPartnerFiles(await repoWith({}), []))).toBe('')
  })
})
