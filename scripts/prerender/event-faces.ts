import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import subsetFont from 'subset-font'
import { brandFace, brandFaceCut, brandFaceRule, unicodeRangeOf } from '../../manifest/brand-face'
import type { EventPageData, EventPageSource } from '../../src/app/event-page-data'
import type { BuildCache } from './build-cache'
import { keyOf } from './cache-keys'

/** An event page as codegen writes it, its claim window resolved (manifest/claim-window.ts, withClaimsOn). */
type EventPageOnDay = Omit<EventPageSource, 'claims'> & Pick<EventPageData, 'claims'>

/** What the event faces are made with: the repository (for the font), where they go, the cache and its shared key. */
export type FaceWriting = { root: string; dist: string; cache: BuildCache; shared: string }

/**
 * Each event page's own file of the brand face (docs/brand-face.md): an entry whose words hold
 * characters the site's two files lack (`faceCharacters`, codegen/event-pages.ts) gets a woff2 of
 * those characters alone, a kilobyte or two, named by what it is cut from and written to
 * `dist/assets/` (served as the site's other hashed files are: a year, immutable). Its page
 * declares it (`eventFaceTags`), so no other page, nor the site's style sheet, changes with a
 * partner's new syllable. Pages whose words add the same characters (a venue's hall, an online
 * platform) share a file; files an earlier build cut come from the cache; a cut takes 30 to 60 ms.
 * Returns the pages as the renderer takes them, the tags of each page that has a face, by its
 * slug (its address), how many files they name and how many of those were cut.
 */
export async function withEventFaces(
  pages: Readonly<Record<string, EventPageOnDay>>,
  writing: FaceWriting,
): Promise<{ pages: Record<string, EventPageData>; faceTags: Record<string, string>; files: number; cut: number }> {
  const { root, dist, cache, shared } = writing
  let font: Promise<Buffer> | undefined
  let cut = 0
  const written = new Map<string, Promise<void>>()
  const write = async (name: string, characters: string) => {
    const file = path.join(dist, 'assets', name)
    if (await cache.copyTo('faces', name, file)) return
    font ??= readFile(path.join(root, brandFace.source))
    const bytes = await subsetFont(await font, characters, brandFaceCut)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, bytes)
    await cache.put('faces', name, bytes)
    cut++
  }
  const rendered: Record<string, EventPageData> = {}
  const faceTags: Record<string, string> = {}
  for (const [slug, { faceCharacters, ...page }] of Object.entries(pages)) {
    rendered[slug] = page
    if (!faceCharacters) continue
    const name = `event-face-${keyOf(shared, faceCharacters).slice(0, 16)}.woff2`
    if (!written.has(name)) written.set(name, write(name, faceCharacters))
    await written.get(name)
    faceTags[slug] = eventFaceTags(`/assets/${name}`, faceCharacters)
  }
  return { pages: rendered, faceTags, files: written.size, cut }
}

/**
 * What an event page's `<head>` gains for its own file, after the site's style sheet: its rule,
 * whose `unicode-range` is exactly its characters (of faces whose ranges overlap the last declared
 * is tried first, so they are looked up there), and a preload, so the file is asked for with the
 * HTML, as the site's files are (src/app/head.ts, brandFacePreloads). HTML only: the page's
 * policy hashes the style element (src/lib/security-headers.ts), and no script carries the rule.
 */
function eventFaceTags(href: string, characters: string): string {
  return `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin="anonymous"/><style>${brandFaceRule(href, unicodeRangeOf(characters))}</style>`
}
