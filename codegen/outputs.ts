import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Generated files by path relative to the repository root, with their full content (text, or bytes such as a font). */
export type Outputs = Map<string, string | Uint8Array>

type SyncResult = { stale: string[] }

/** The error of a read whose file or folder does not exist (any other read error is real). */
export const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/** The file's content, or null when there is no such file; any other read error is thrown. */
async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file)
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

/** `*.gen.*` files under `dir` (recursive): what an earlier run wrote and may now be orphaned. */
async function listGenerated(root: string, dir: string): Promise<string[]> {
  const found: string[] = []
  const walk = async (rel: string) => {
    const entries = await readdir(path.join(root, rel), { withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return []
      throw error
    })
    for (const entry of entries) {
      const child = path.posix.join(rel, entry.name)
      if (entry.isDirectory()) await walk(child)
      else if (/\.gen\.\w+$/.test(entry.name)) found.push(child)
    }
  }
  await walk(dir)
  return found
}

/**
 * Brings the files on disk in line with `outputs`: writes only what changed and deletes
 * generated files nobody produces any more. With `check`, touches nothing and lists what is stale.
 */
export async function syncOutputs(
  root: string,
  outputs: Outputs,
  options: { check: boolean; ownedDirs: string[] },
): Promise<SyncResult> {
  const stale: string[] = []
  for (const [rel, content] of [...outputs].sort(([a], [b]) => a.localeCompare(b))) {
    const file = path.join(root, rel)
    const onDisk = await readOrNull(file)
    if (onDisk && onDisk.equals(typeof content === 'string' ? Buffer.from(content) : content)) continue
    stale.push(rel)
    if (!options.check) {
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, content)
    }
  }
  for (const dir of options.ownedDirs) {
    for (const rel of await listGenerated(root, dir)) {
      if (outputs.has(rel)) continue
      stale.push(`${rel} (no longer generated)`)
      if (!options.check) await rm(path.join(root, rel))
    }
  }
  return { stale }
}
