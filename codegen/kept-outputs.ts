import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { isMissing } from './outputs.ts'

/**
 * Where codegen keeps what its two slowest steps made, between processes: the typesafe-i18n
 * generator (a process of its own, about 2.7 s) and the contract's types (openapi-typescript
 * loads the TypeScript compiler, about 1.9 s). Both read files that rarely change, while codegen
 * runs on every build, every `check:codegen` and in every copy of the repository the tests make
 * (about twenty a `npm test`): a run that finds its step's inputs unchanged takes the outputs
 * from here. In node_modules/.cache, as build tools keep theirs: a fresh clone starts without,
 * and the tests' copies share the repository's through their linked node_modules.
 */
const cacheDir = (root: string) => path.join(root, 'node_modules/.cache/obadge-codegen')

/** Entries kept per step: the repository's and a few a test's copy makes with other inputs. */
const keptPerStep = 6

/** The installed version of a package codegen runs or reads: a new version may write other outputs. */
export function packageVersion(root: string, name: string): string {
  return (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version
}

/**
 * The outputs of `step` for inputs whose digest is `inputs` (everything the step reads, and the
 * version of what it runs): the kept ones, or `make`'s, then kept. Written whole under another
 * name and renamed, so a run beside another (two test workers) reads a whole file or none.
 */
export async function keptOrMade(
  root: string,
  step: string,
  inputs: readonly string[],
  make: () => Promise<Map<string, string>>,
): Promise<Map<string, string>> {
  const hash = createHash('sha256')
  for (const input of inputs) hash.update(`${input}\0`)
  const file = path.join(cacheDir(root), `${step}-${hash.digest('hex').slice(0, 32)}.json`)
  const kept = await readFile(file, 'utf8').catch((error: unknown) => {
    if (isMissing(error)) return undefined
    throw error
  })
  if (kept !== undefined) return new Map(Object.entries(JSON.parse(kept) as Record<string, string>))
  const outputs = await make()
  await mkdir(path.dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}.partial`
  await writeFile(partial, JSON.stringify(Object.fromEntries(outputs)))
  await rename(partial, file)
  await pruneStep(path.dirname(file), step)
  return outputs
}

/** Drops all but the step's `keptPerStep` newest entries. Another run may prune at once: a file already gone is fine. */
async function pruneStep(dir: string, step: string): Promise<void> {
  const names = (await readdir(dir)).filter((name) => name.startsWith(`${step}-`) && name.endsWith('.json'))
  const dated = await Promise.all(
    names.map(async (name) => ({ name, mtime: await stat(path.join(dir, name)).then((s) => s.mtimeMs, () => 0) })),
  )
  const old = dated.sort((a, b) => b.mtime - a.mtime).slice(keptPerStep)
  await Promise.all(old.map(({ name }) => rm(path.join(dir, name), { force: true })))
}
