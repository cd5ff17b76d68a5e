import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { chromium, type Page } from '@playwright/test'
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFile, cp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify, stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { events } from '../manifest/events/index'
import { freePort } from './test-support/free-port'
import { copyRepo, type RepoCopy } from './test-support/repo-copy'

const run = promisify(execFile)

/**
 * The partner this test adds: the README's example address, `newpartner`, or, when the manifest
 * already has that address or its company code (a maintainer ran the README's command word for
 * word and kept the page), the first free `newpartner<N>`. A new entry never needs an edit here.
 */
const slug = (() => {
  const taken = new Set(events.flatMap((event) => [event.slug, event.company]))
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? 'newpartner' : `newpartner${n}`
    if (!taken.has(candidate) && !taken.has(`${candidate}2026`)) return candidate
  }
})()

const flags = [
  slug,
  '--company', `${slug}2026`,
  '--interface', 'en',
  '--endpoint', 'OpenBadgesV3',
  '--title-ko', '새 파트너 행사 배지',
  '--title-en', 'New Partner Summit badge',
  '--description-ko', '새 파트너 행사 참가자에게 드리는 기념 배지입니다.',
  '--description-en', 'The commemorative badge of the New Partner Summit.',
  '--badge-url', `https://badges.example/${slug}`,
  '--badge-label', 'NEW PARTNER',
]

/** The fields an entry may add, the partner's logo among them (put in public/partners/ first). */
const optionalFlags = [
  '--partner-name-ko', '새 파트너',
  '--partner-name-en', 'New Partner',
  '--partner-logo', `/partners/${slug}.svg`,
  '--partner-url', `https://${slug}.example/`,
  '--name-ko', '새 파트너 서밋 2026',
  '--name-en', 'New Partner Summit 2026',
  '--start', '2026-05-01',
  '--end', '2026-05-02',
  '--venue', 'place',
  '--venue-name-ko', '새 컨벤션센터 1홀',
  '--venue-name-en', 'New Convention Centre, Hall 1',
  '--venue-address-ko', '서울특별시 중구 새길 1',
  '--venue-address-en', '1 Sae-gil, Jung-gu, Seoul',
  '--venue-country', 'KR',
  '--criteria-ko', '새 파트너 서밋에 참가한 사람에게 발급됩니다.',
  '--criteria-en', "Recognises attendance at New Partner's Summit.",
  '--claims-opens', '2026-05-01T09:00',
  '--claims-closes', '2026-05-15T18:00',
  // A fixed window, so the clocks below can be set inside it; once it has passed, only --force
  // lets new:event write it (docs/events-and-partners.md, claim windows).
  '--force',
]

/** A syllable no text of the site writes: the request's page needs a file of the face of its own (docs/brand-face.md). */
const newSyllable = '뷁'

/**
 * Stores a partner's request with a PNG logo in the reference API's database (the file given), as
 * the request page's POST does, and prints its number: what `--from-request` reads.
 */
const storeRequest = `
import { PartnerRequestSchema } from './manifest/schema/partner-request'
import { openDatabase } from './server/db/open-database'
import { savePartnerRequest } from './server/db/partner-request-store'
import { pngOf, validPartnerEvent } from './server/test-support/form-body'
const db = openDatabase(process.argv[2])
// Its venue's Korean name holds a syllable the site never writes (codegen/brand-face.test.ts says so).
const event = { ...validPartnerEvent, venue: { ...validPartnerEvent.venue, name: { ...validPartnerEvent.venue.name, ko: '${newSyllable} 컨벤션 센터' } } }
const request = { lang: 'en-US', contactName: 'Jane Partner', email: 'events@partner.example', event: PartnerRequestSchema.parse(event), logo: { format: 'png', bytes: pngOf(400, 120) } } as const
console.log(savePartnerRequest(db, request, { receivedAt: '2026-11-27T00:00:00.000Z', acceptLanguage: 'en-US' }, () => ({ subject: 'Received', body: 'Received' })))
db.close()
`

/** Prints the status of one issuance request for the company code given, inside the claim window above. */
const issueOnce = `
import { startTestApi } from './server/test-support/test-api'
const api = await startTestApi({ now: () => new Date('2026-05-02T12:00:00+09:00') })
const payload = { name: '참가자', email: 'visitor@mail.example', lang: 'ko-KR', company: process.argv[2] }
console.log((await api.app.inject({ method: 'POST', url: '/api/v1/OpenBadgesV3', payload })).statusCode)
await api.app.close()
`

/**
 * The API where nothing listens (port 9), added to the production build's environment of every
 * build below: the gallery and press pages carry the instant their lists were read, which two
 * builds never share, so they are built without them, as a build that cannot reach the API
 * builds them, and a build with the cache can be compared with one without it byte for byte.
 */
const unreachableApi = { VITE_API_ORIGIN: 'http://127.0.0.1:9' }

/** Every file under `dir` with the SHA-256 of its bytes, by its path there. */
async function filesOf(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
  const hashes = await Promise.all(files.sort().map(async (file) => [file, createHash('sha256').update(await readFile(path.join(dir, file))).digest('hex')]))
  return Object.fromEntries(hashes)
}

/** "… 1114 from the cache, 2 made …" of the prerender's line that starts with `start`. */
function reuse(output: string, start: string): { reused: number; made: number } {
  const line = output.split('\n').find((l) => l.startsWith(start)) ?? ''
  const found = /(\d+) from the cache, (\d+) made/.exec(line)
  if (!found) throw new Error(`no "N from the cache, M made" on the prerender's "${start}" line:\n${output.slice(-3000)}`)
  return { reused: Number(found[1]), made: Number(found[2]) }
}

// The partner workflow end to end, on a copy of the repository: one command, then the build.
// The copy is built once before the entries too, from the repository's build cache: what a build
// that cannot reach the API writes, and what the entries' build then reuses and changes, are read
// from the same two builds (the build cache's claims; scripts/prerender/build-cache.ts). Bounded
// by its work (a copy, two builds and a prerender, a server): the limit only catches a hang, so a
// busy machine cannot fail it.
const hangLimitMs = 900_000
describe('npm run new:event', () => {
  let copy: RepoCopy
  /** What the prerender printed before the entries, and with them (from the cache). */
  let before = ''
  let withEntries = ''
  /** The client build's manifest (every chunk by its content-hashed name) before the entries. */
  let chunksBefore = ''
  /** The event pages the tests below add, each with its two addresses, card, poster and slide. */
  const added: string[] = []
  beforeAll(async () => {
    copy = await copyRepo({ buildCache: true })
    before = await copy.build(unreachableApi)
    chunksBefore = await readFile(path.join(copy.dir, 'dist/.vite/manifest.json'), 'utf8')
  }, hangLimitMs)
  afterAll(() => copy?.remove())

  /**
   * A build that cannot reach the API still succeeds, says so in one line, and builds the gallery
   * and press pages in their loading state: what a crawler or a visitor without JavaScript gets
   * from its files. (Read from the files; a browser spec once made a build of its own for them.)
   */
  describe('a build that cannot reach the API', () => {
    const page = (pathname: string) => readFile(path.join(copy.dir, 'dist', pathname, 'index.html'), 'utf8')

    it('says in one line that it could not read the lists, and finishes', () => {
      const lines = before.split('\n').filter((line) => line.startsWith('lists:'))
      expect(lines).toEqual([
        `lists: could not read ${unreachableApi.VITE_API_ORIGIN} (no-response: The server did not respond); the gallery and press pages are built without their lists, in their loading state`,
      ])
      expect(before).toMatch(/^prerender: \d+ pages and 404\.html/m)
    })

    it('writes no press feed, and no page links one', async () => {
      await expect(readFile(path.join(copy.dir, 'dist/feeds/press-kor.xml'), 'utf8')).rejects.toThrow(/ENOENT/)
      expect(await page('eng/company/press')).not.toContain('/feeds/press-')
      expect(await page('kor/company/press')).toContain('/feeds/notices-kor.xml')
    })

    it("writes the gallery's category documents, in their loading state, and no press page past the first, whose number it cannot know", async () => {
      const edu = await readFile(path.join(copy.dir, 'dist/kor/openbadge/badge-list/category-edu.html'), 'utf8')
      expect(edu).toMatch(/id="gallery-tab-edu" data-category="edu" aria-selected="true"/)
      expect(edu).not.toContain('<time dateTime=')
      await expect(readFile(path.join(copy.dir, 'dist/kor/company/press/page-2.html'), 'utf8')).rejects.toThrow(/ENOENT/)
      await expect(readFile(path.join(copy.dir, 'dist/kor/company/press/page-none.html'), 'utf8')).rejects.toThrow(/ENOENT/)
    })

    it.each([
      ['kor', '불러오는 중입니다'],
      ['eng', 'Loading'],
    ])('builds the gallery and press pages in their loading state (%s)', async (segment, loading) => {
      const gallery = await page(`${segment}/openbadge/badge-list`)
      expect(gallery).toMatch(new RegExp(`role="status"[^>]*>(<span[^>]*></span>)?${loading}<`))
      expect(gallery).not.toMatch(/<h2 [^>]*>디지털 리터러시 기초</)
      expect(gallery).not.toContain('<time dateTime=')
      const press = await page(`${segment}/company/press`)
      expect(press).toMatch(new RegExp(`role="status"[^>]*>(<span[^>]*></span>)?${loading}<`))
      expect(press).not.toContain('<time')
    })
  })

  it('refuses a slug or company that exists, or a code the API would refuse, writing nothing', async () => {
    const taken = await copy.script('scripts/new-event.ts', ['aeskr', ...flags.slice(1).map((f) => (f === `${slug}2026` ? 'aeskr' : f))]).catch((e: { stderr: string }) => e)
    expect((taken as { stderr: string }).stderr).toContain('slug "aeskr" is already a page')
    expect((taken as { stderr: string }).stderr).toContain('company "aeskr" is already used by another event')
    const bad = await copy.script('scripts/new-event.ts', flags.map((f) => (f === `${slug}2026` ? 'New-Partner' : f))).catch((e: { stderr: string }) => e)
    expect((bad as { stderr: string }).stderr).toContain('company "New-Partner" would be refused by the API')
    // A logo that is not what its name says: a JPEG named .png.
    await writeFile(path.join(copy.dir, 'public/partners/renamed.png'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]))
    const logo = await copy.script('scripts/new-event.ts', [...flags, '--partner-name-ko', '새 파트너', '--partner-name-en', 'New Partner', '--partner-logo', 'public/partners/renamed.png']).catch((e: { stderr: string }) => e)
    expect((logo as { stderr: string }).stderr).toContain('public/partners/renamed.png: neither a PNG nor an SVG (<svg xmlns="http://www.w3.org/2000/svg">) by its content')
    const missingLogo = await copy.script('scripts/new-event.ts', [...flags, '--partner-name-ko', '새 파트너', '--partner-name-en', 'New Partner', '--partner-logo', '/partners/none.svg']).catch((e: { stderr: string }) => e)
    expect((missingLogo as { stderr: string }).stderr).toContain('partner logo /partners/none.svg: no such file in public/partners/ (put it there first)')
    expect(await readdir(path.join(copy.dir, 'manifest/events'))).not.toContain(`${slug}.ts`)
    expect(await readFile(path.join(copy.dir, 'manifest/events/index.ts'), 'utf8')).not.toContain(slug)
    // The refused logo is the one thing left, and it is the visitor's file: codegen (the build's
    // first step) names it rather than ship a partner's file no page uses.
    const stray = await copy.codegen().catch((e: { stderr: string }) => e)
    expect((stray as { stderr: string }).stderr).toContain('public/partners/renamed.png: no event entry names it as its partner logo')
    await rm(path.join(copy.dir, 'public/partners/renamed.png'))
  })

  it('sets a claim code given with --claim-code, refuses a malformed one, and says the posters are not served', async () => {
    const coded = ['codedpartner', ...flags.slice(1).map((f) => (f === `${slug}2026` ? 'codedpartner2026' : f))]
    const bad = await copy.script('scripts/new-event.ts', [...coded, '--claim-code', 'HALL-7']).catch((e: { stderr: string }) => e)
    expect((bad as { stderr: string }).stderr).toContain('claimCode: upper-case letters and digits, 6 to 16, e.g. SUMMIT26')
    expect(await readdir(path.join(copy.dir, 'manifest/events'))).not.toContain('codedpartner.ts')
    const list = await readFile(path.join(copy.dir, 'manifest/events/index.ts'), 'utf8')
    // Typed in lower case, as an attendee may: the same code.
    const { stdout } = await copy.script('scripts/new-event.ts', [...coded, '--claim-code', 'summit26'])
    expect(await readFile(path.join(copy.dir, 'manifest/events/codedpartner.ts'), 'utf8')).toContain("  claimCode: 'SUMMIT26',\n")
    expect(stdout).toContain('  dist-private/posters/codedpartner.pdf\n  dist-private/posters/codedpartner-slide.png\n  (not served: they print the claim code; send them to the partner)')
    expect(stdout).not.toContain('/posters/codedpartner.pdf  (served at')
    // Taken out again: the tests below build the copy with the one entry they write.
    await Promise.all([rm(path.join(copy.dir, 'manifest/events/codedpartner.ts')), rm(path.join(copy.dir, 'public/events/codedpartner.svg')), writeFile(path.join(copy.dir, 'manifest/events/index.ts'), list)])
  })

  it('writes one entry that becomes a prerendered page in both paths, posting its endpoint and company', async () => {
    // A partner's stored request first (docs/events-and-partners.md): the same build below makes
    // its page.
    await writeFile(path.join(copy.dir, 'store-request.ts'), storeRequest)
    const database = path.join(copy.dir, 'requests.sqlite')
    const requestId = (await copy.script('store-request.ts', [database])).stdout.trim()
    const fromRequest = await copy.script('scripts/new-event.ts', ['--from-request', requestId, '--badge-url', 'https://badges.example/newpartner-forum'], { DATABASE_FILE: database })
    expect(fromRequest.stdout).toMatch(/\/kor\/newpartner-forum\b/)
    expect(await readFile(path.join(copy.dir, 'manifest/events/newpartner-forum.ts'), 'utf8')).toContain("logo: '/partners/newpartner-forum.png'")
    await copyFile(path.join(copy.dir, 'public/partners/example-partner.svg'), path.join(copy.dir, `public/partners/${slug}.svg`))
    const { stdout } = await copy.script('scripts/new-event.ts', [...flags, ...optionalFlags])
    // It ends with the page's two addresses and where the build puts the poster and the slide.
    const origin = new RegExp(String.raw`^\s+(https?:\/\/[^/\s]+)\/kor\/${slug}$`, 'm').exec(stdout)?.[1]
    expect(stdout).toContain(`  ${origin}/kor/${slug}\n  ${origin}/eng/${slug}  (canonical: the QR code on its poster)\n`)
    expect(stdout).toContain(`  dist/posters/${slug}.pdf  (served at ${origin}/posters/${slug}.pdf)\n  dist/posters/${slug}-slide.png  (served at ${origin}/posters/${slug}-slide.png)`)
    const entry = await readFile(path.join(copy.dir, `manifest/events/${slug}.ts`), 'utf8')
    expect(entry).toContain(`  partner: {\n    name: { ko: '새 파트너', en: 'New Partner' },\n    logo: '/partners/${slug}.svg',\n`)
    expect(entry).toContain("claims: { opens: '2026-05-01T09:00', closes: '2026-05-15T18:00' },")
    expect(entry).toContain("  name: { ko: '새 파트너 서밋 2026', en: 'New Partner Summit 2026' },\n")
    expect(entry).toContain("country: 'KR'")
    // The reference API knows the code once codegen has run, not before.
    await writeFile(path.join(copy.dir, 'issue-once.ts'), issueOnce)
    expect((await copy.script('issue-once.ts', [`${slug}2026`])).stdout.trim()).toBe('422')
    added.push('newpartner-forum', slug)
    // `npm run build`, its prerender apart: the bundles are kept as they are for a prerender
    // without the cache (the case after this one).
    await copy.bundles(unreachableApi)
    await cp(path.join(copy.dir, 'dist'), path.join(copy.dir, 'dist-clean'), { recursive: true })
    await cp(path.join(copy.dir, 'dist-ssr'), path.join(copy.dir, 'dist-clean-ssr'), { recursive: true })
    withEntries = await copy.prerender([], unreachableApi)
    expect((await copy.script('issue-once.ts', [`${slug}2026`])).stdout.trim()).toBe('200')
    // The first-load JavaScript gate of `npm test` still passes (it exits non-zero, and this
    // throws, if not), and the every-event check holds the new page to its entry.
    const gate = await copy.script('scripts/gates/bundle.ts')
    expect(gate.stdout).toMatch(/content\s+\d+ routes, heaviest \w+ [\d.]+ kB of [\d.]+ kB \(\d+ B of room\)/)
    expect((await copy.script('scripts/gates/event-pages.ts')).stdout).toMatch(/^events: \d+ event pages and their slides show what their entries say/)
    for (const segment of ['kor', 'eng']) {
      const html = await readFile(path.join(copy.dir, 'dist', segment, `${slug}/index.html`), 'utf8')
      expect(html).toContain('<html lang="en"')
      expect(html).toContain('New Partner Summit badge</h1>')
      expect(html).toContain(`src="/events/${slug}.svg"`)
      // The partner's logo beside ours, at the file's own size (read when the manifest loads).
      // Its name as text beside it, so the picture itself is decoration.
      expect(html).toMatch(new RegExp(`<img src="/partners/${slug}\\.svg" alt="" width="240" height="64"`))
      expect(html).toContain('>Hosted by New Partner</span>')
      // The event's own name among its facts, and as the name of the Event search engines read.
      expect(html).toMatch(/Event<\/dt><dd[^>]*>New Partner Summit 2026</)
      expect(html).toContain('"@type":"Event","name":"New Partner Summit 2026"')
    }
    // What its form posts is in its own HTML (the event route's loader data), in no script:
    // no other page, and no other event page, loads it. The partner request's checker reads the
    // codes in use from the built site's list (src/lib/in-use-file.ts), which holds it.
    const eng = await readFile(path.join(copy.dir, 'dist/eng', `${slug}/index.html`), 'utf8')
    expect(eng).toMatch(/endpoint:"OpenBadgesV3"/)
    expect(eng).toMatch(new RegExp(`company:"${slug}2026"`))
    const assets = path.join(copy.dir, 'dist/assets')
    const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'))
    for (const file of scripts) expect(await readFile(path.join(assets, file), 'utf8'), file).not.toContain(`${slug}2026`)
    expect(JSON.parse(await readFile(path.join(copy.dir, 'dist/in-use.json'), 'utf8'))).toMatchObject({ addresses: expect.arrayContaining([slug]), companies: expect.arrayContaining([`${slug}2026`]) })
    expect(await readFile(path.join(copy.dir, `public/events/${slug}.svg`), 'utf8')).toContain('NEW PARTNER')
    // Listed after the events before it, so the sitemap puts the new page last.
    const sitemap = await readFile(path.join(copy.dir, 'dist/sitemap.xml'), 'utf8')
    const pages = [...sitemap.matchAll(/<loc>[^<]*\/(?:kor|eng)\/([^<]*)<\/loc>/g)].map((m) => m[1])
    expect(pages.at(-1)).toBe(slug)
    // Its sharing card, one for both paths, in the page's language.
    expect(await readdir(path.join(copy.dir, 'dist/og/eng'))).toContain(`${slug}.png`)
    expect(await readdir(path.join(copy.dir, 'dist/og/kor'))).not.toContain(`${slug}.png`)
    // The logo is served, and the hall poster and slide are built, the slide's QR code holding the
    // page's canonical address as its <head> names it.
    expect(await readdir(path.join(copy.dir, 'dist/partners'))).toContain(`${slug}.svg`)
    expect((await readFile(path.join(copy.dir, `dist/posters/${slug}.pdf`))).subarray(0, 5).toString()).toBe('%PDF-')
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await readFile(path.join(copy.dir, `dist/kor/${slug}/index.html`), 'utf8'))?.[1]
    expect(canonical).toBe(`${origin}/eng/${slug}`)
    // The request's page, in the language it asked for, with the logo it sent.
    const requested = await readFile(path.join(copy.dir, 'dist/kor/newpartner-forum/index.html'), 'utf8')
    expect(requested).toContain('<html lang="ko"')
    expect(requested).toContain('새 파트너 포럼 참가 배지</h1>')
    expect(requested).toMatch(/<img src="\/partners\/newpartner-forum\.png" alt="" width="400" height="120"/)
    // Its venue's new syllable is in a file of the face of its own, declared in its own head.
    expect(requested).toContain(`${newSyllable} 컨벤션 센터`)
    expect(/<style>@font-face \{[^<]*unicode-range: ([^;]*);/.exec(requested)?.[1]).toContain(`U+${newSyllable.codePointAt(0)!.toString(16).toUpperCase()}`)
    expect(await readdir(path.join(copy.dir, 'dist/partners'))).toContain('newpartner-forum.png')
    const slide = PNG.sync.read(await readFile(path.join(copy.dir, `dist/posters/${slug}-slide.png`)))
    expect(jsQR(new Uint8ClampedArray(slide.data), slide.width, slide.height)?.data).toBe(canonical)
  })

  // The cache may only ever save work, never change a file.
  describe('the build cache, after the entries', () => {
    it("makes the entries' pages, cards, posters and slides, and the request's own face, and reuses every other", () => {
      expect(added.length, 'the entries written above').toBe(2)
      // A syllable the site never wrote changes no other page (its face is the page's own).
      expect(reuse(withEntries, 'prerender:').made).toBe(2 * added.length)
      expect(reuse(withEntries, 'event faces:').made).toBe(1)
      expect(reuse(withEntries, 'og images:').made).toBe(added.length)
      expect(reuse(withEntries, 'posters:').made).toBe(2 * added.length)
    })

    // Every chunk is named by its content's hash: the same manifest is the same bytes on every page.
    it('leaves every script and style sheet of the client build as it was: an event costs no other page a byte', async () => {
      const chunksAfter = await readFile(path.join(copy.dir, 'dist/.vite/manifest.json'), 'utf8')
      expect(chunksAfter).toContain('src/app/entry-client.tsx')
      expect(chunksAfter).toBe(chunksBefore)
    })

    it('writes what a build without the cache writes, every file byte for byte, served or private', async () => {
      await copy.prerender(['--no-cache', '--dist', 'dist-clean'], unreachableApi)
      expect(await filesOf(path.join(copy.dir, 'dist'))).toEqual(await filesOf(path.join(copy.dir, 'dist-clean')))
      expect(await filesOf(path.join(copy.dir, 'dist-private'))).toEqual(await filesOf(path.join(copy.dir, 'dist-clean-private')))
    }, hangLimitMs)
  })

  it("needs no other file: the manifest's own tests pass with the entry, and both addresses work in Chromium", async () => {
    // The tests that hold the spec's tables check them as contained in the manifest: a new entry passes them untouched.
    const vitest = path.join(copy.dir, 'node_modules/.bin/vitest')
    // Resolving is exit code 0; the summary says files ran (its colours, if any, taken out).
    const { stdout } = await run(vitest, ['run', 'manifest', '--reporter', 'dot'], { cwd: copy.dir, env: { ...process.env, CI: '1', NO_COLOR: '1' } })
    expect(stripVTControlCharacters(stdout)).toMatch(/Test Files\s+\d+ passed/)
    const port = await freePort()
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: copy.dir,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_FILE: ':memory:', LOG: '0' },
      stdio: 'ignore',
    })
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] })
    try {
      await waitForServer(`http://127.0.0.1:${port}/`, server)
      const page = await browser.newPage()
      // Inside the entry's claim window (2026-05-01 09:00 to 05-15 18:00, Seoul), so its form shows.
      await page.clock.install({ time: new Date('2026-05-02T10:00:00+09:00') })
      // The form's button in the entry's interface language, as the copy's dictionary words it: read
      // at run time from the copy's file, since codegen/ imports nothing of the site.
      const issuance = pathToFileURL(path.join(copy.dir, 'src/i18n/en/issuance/index.ts')).href
      const { submit } = ((await import(issuance)) as { default: { submit: string } }).default
      for (const segment of ['kor', 'eng']) {
        const response = await page.goto(`http://127.0.0.1:${port}/${segment}/${slug}`)
        expect(response?.status()).toBe(200)
        expect(await page.locator('html').getAttribute('lang')).toBe('en')
        expect(await page.title()).toContain('New Partner Summit badge')
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
        expect(await page.getByRole('button', { name: submit }).isVisible()).toBe(true)
        expect(await page.getByRole('textbox', { name: /^Email/ }).isVisible()).toBe(true)
      }
      // The request's page draws its new syllable in the brand face, from its own file, under the
      // page's own policy (a second load: the face is shown only if at hand at the first paint).
      for (let load = 0; load < 2; load++) await page.goto(`http://127.0.0.1:${port}/kor/newpartner-forum`)
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
      expect(await drawnIn(page, `${newSyllable} 컨벤션 센터`)).toEqual(['Pretendard Variable'])
    } finally {
      await browser.close()
      server.kill()
    }
  }, hangLimitMs)
}, hangLimitMs)

/**
 * The faces Chromium drew the element whose own text is `text` in (DevTools' "Rendered Fonts"),
 * a system face marked so. codegen/ imports nothing of the site: the browser specs' helper
 * (src/app/test-support/rendered-fonts.ts) asks the same.
 */
async function drawnIn(page: Page, text: string): Promise<string[]> {
  await page.getByText(text, { exact: true }).evaluate((element) => element.setAttribute('data-drawn-in', ''))
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-drawn-in]' })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map((font) => `${font.familyName}${font.isCustomFont ? '' : ' (system)'}`)
}

/**
 * Resolves once `url` answers at all (the server's start takes a second or two); fails at once if
 * the server exits first (no `dist/` after a failed build, a port taken), instead of waiting out
 * the test's hang limit.
 */
async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  let exited: number | null | undefined
  server.once('exit', (code) => (exited = code))
  for (;;) {
    if (await fetch(url).then(() => true, () => false)) return
    if (exited !== undefined) throw new Error(`the server exited (code ${exited}) before ${url} answered`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
