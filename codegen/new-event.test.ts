import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyRepo, type RepoCopy } from './test-support/repo-copy'

const flags = [
  'newpartner',
  '--company', 'newpartner2026',
  '--interface', 'en',
  '--endpoint', 'OpenBadgesV3',
  '--title-ko', '새 파트너 행사 배지',
  '--title-en', 'New Partner Summit badge',
  '--description-ko', '새 파트너 행사 참가자에게 드리는 기념 배지입니다.',
  '--description-en', 'The commemorative badge of the New Partner Summit.',
  '--badge-url', 'https://badges.example/newpartner',
  '--badge-label', 'NEW PARTNER',
]

// The partner workflow end to end, on a copy of the repository: one command, then the build.
describe('npm run new:event', () => {
  let copy: RepoCopy
  beforeAll(async () => {
    copy = await copyRepo()
  })
  afterAll(() => copy?.remove())

  it('refuses a slug or company that exists, or a code the API would refuse, writing nothing', async () => {
    const taken = await copy.script('scripts/new-event.ts', ['aeskr', ...flags.slice(1).map((f) => (f === 'newpartner2026' ? 'aeskr' : f))]).catch((e: { stderr: string }) => e)
    expect((taken as { stderr: string }).stderr).toContain('slug "aeskr" is already a page')
    expect((taken as { stderr: string }).stderr).toContain('company "aeskr" is already used by another event')
    const bad = await copy.script('scripts/new-event.ts', flags.map((f) => (f === 'newpartner2026' ? 'New-Partner' : f))).catch((e: { stderr: string }) => e)
    expect((bad as { stderr: string }).stderr).toContain('company "New-Partner" would be refused by the API')
    expect(await readdir(path.join(copy.dir, 'manifest/events'))).not.toContain('newpartner.ts')
    expect(await readFile(path.join(copy.dir, 'manifest/events/index.ts'), 'utf8')).not.toContain('newpartner')
  })

  it('writes one entry that becomes a prerendered page in both paths, posting its endpoint and company', async () => {
    await copy.script('scripts/new-event.ts', flags)
    await copy.build()
    for (const segment of ['kor', 'eng']) {
      const html = await readFile(path.join(copy.dir, 'dist', segment, 'newpartner/index.html'), 'utf8')
      expect(html).toContain('<html lang="en"')
      expect(html).toContain('New Partner Summit badge</h1>')
      expect(html).toContain('src="/events/newpartner.svg"')
    }
    const assets = path.join(copy.dir, 'dist/assets')
    const chunk = (await readdir(assets)).find((f) => f.startsWith('newpartner-event-page.gen-'))
    const code = await readFile(path.join(assets, chunk!), 'utf8')
    expect(code).toMatch(/endpoint:["'`]OpenBadgesV3["'`]/)
    expect(code).toMatch(/company:["'`]newpartner2026["'`]/)
    expect(await readFile(path.join(copy.dir, 'public/events/newpartner.svg'), 'utf8')).toContain('NEW PARTNER')
    // Listed after the events before it, so the sitemap puts the new page last.
    const sitemap = await readFile(path.join(copy.dir, 'dist/sitemap.xml'), 'utf8')
    const pages = [...sitemap.matchAll(/<loc>[^<]*\/(?:kor|eng)\/([^<]*)<\/loc>/g)].map((m) => m[1])
    expect(pages.at(-1)).toBe('newpartner')
    // Its sharing card, one for both paths, in the page's language.
    expect(await readdir(path.join(copy.dir, 'dist/og/eng'))).toContain('newpartner.png')
    expect(await readdir(path.join(copy.dir, 'dist/og/kor'))).not.toContain('newpartner.png')
  })
}, 180_000)
