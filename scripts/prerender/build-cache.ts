import { randomUUID } from 'node:crypto'
import { constants } from 'node:fs'
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** What the build keeps between builds, a folder each: pages' HTML, compressed copies, sharing cards, posters and slides, event pages' faces. */
export type CacheKind = 'pages' | 'compressed' | 'cards' | 'posters' | 'faces'

/**
 * The build's cache (docs/build-cache.md): files kept between builds under names that are keys,
 * hashes of everything a file is drawn from (cache-keys.ts), so an entry is never stale: what
 * changed has another name. Beside the build's folder, as its SSR bundle is: `dist-cache/` for
 * `dist/`. One build at a time writes a folder (two builds into one `dist/` would clobber each
 * other anyway); a thread may open its own for its own kinds (the images worker does).
 */
export type BuildCache = {
  /** Copies entry `name` of `kind` to `file`; false when there is none (then make it, and `put` it). */
  copyTo(kind: CacheKind, name: string, file: string): Promise<boolean>
  /** The size of entry `name`, or undefined when there is none; counts as used. */
  sizeOf(kind: CacheKind, name: string): Promise<number | undefined>
  /** Keeps `content` as entry `name` of `kind`. */
  put(kind: CacheKind, name: string, content: string | Uint8Array): Promise<void>
  /** Removes every entry of `kind` this build neither read nor put, so the folder holds one build's worth; returns how many. */
  prune(kind: CacheKind): Promise<number>
  /** False for `--no-cache`. */
  enabled: boolean
}

/** The cache folder of a build written to `dist`. */
export const cacheFolderOf = (dist: string) => `${dist}-cache`

/** A cache in `folder`, or, for `null` (`--no-cache`), none: nothing is found, nothing kept. */
export function openBuildCache(folder: string | null): BuildCache {
  const used = new Map<CacheKind, Set<string>>()
  const usedOf = (kind: CacheKind) => used.get(kind) ?? used.set(kind, new Set()).get(kind)!
  const entry = (kind: CacheKind, name: string) => path.join(folder!, kind, name)
  return {
    enabled: folder !== null,
    async copyTo(kind, name, file) {
      if (!folder) return false
      try {
        await mkdir(path.dirname(file), { recursive: true })
        // A copy, never a link: the build may write to its file later, which must not change the entry.
        // FICLONE shares the blocks where the file system can, copy-on-write, and copies otherwise.
        await copyFile(entry(kind, name), file, constants.COPYFILE_FICLONE)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
        throw error
      }
      usedOf(kind).add(name)
      return true
    },
    async sizeOf(kind, name) {
      if (!folder) return undefined
      const size = (await stat(entry(kind, name)).catch(() => undefined))?.size
      if (size !== undefined) usedOf(kind).add(name)
      return size
    },
    async put(kind, name, content) {
      if (!folder) return
      usedOf(kind).add(name)
      const file = entry(kind, name)
      await mkdir(path.dirname(file), { recursive: true })
      // Written whole under a name of its own, then renamed: a build stopped halfway leaves no half
      // entry under a key, and two files of the same content (404.html and /kor/404) never meet.
      const partial = `${file}.${randomUUID()}.partial`
      await writeFile(partial, content)
      await rename(partial, file)
    },
    async prune(kind) {
      if (!folder) return 0
      const keep = usedOf(kind)
      const names = await readdir(path.join(folder, kind)).catch(() => [])
      const stale = names.filter((name) => !keep.has(name))
      await Promise.all(stale.map((name) => rm(entry(kind, name), { force: true })))
      return stale.length
    },
  }
}

/** How a build's part says what it took from the cache: "2114 from the cache, 2 made" (or "no cache"). */
export const reuseSummary = (cache: BuildCache, reused: number, made: number) => (cache.enabled ? `${reused} from the cache, ${made} made` : 'no cache')
