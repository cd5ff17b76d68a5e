import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { keptOrMade, packageVersion } from './kept-outputs.ts'

/** The folder typesafe-i18n reads the dictionaries from and writes its typed helpers into. */
const I18N_DIR = 'src/i18n'
const GENERATED = ['i18n-types.ts', 'i18n-util.ts', 'i18n-util.sync.ts', 'i18n-util.async.ts']

/** Whether a path (from the repository root) is one of the helpers typesafe-i18n writes: an output, never an input. */
export const isI18nOutput = (rel: string) => GENERATED.some((file) => rel === `${I18N_DIR}/${file}`)

/**
 * Stands in for the generator's own `i18n-types.ts` in its work copy. The generator compiles the
 * Korean dictionaries, which import `BaseTranslation` from that file, and finds the compiled
 * dictionary by the folders the import adds; without the file it reads the wrong module and
 * overflows the stack or hangs (typesafe-i18n 5.27, with namespaces). The stub gives it the same
 * folders whether or not an earlier run wrote the file, so the output never depends on it.
 */
const TYPES_STUB = 'export type BaseTranslation = object\n'

/** What the generator reads: the dictionaries and formatters (every file but its own outputs) and its config. */
async function inputsDigest(root: string): Promise<string> {
  const hash = createHash('sha256')
  const entries = await readdir(path.join(root, I18N_DIR), { recursive: true, withFileTypes: true })
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
  for (const file of files.filter((f) => !GENERATED.includes(path.relative(path.join(root, I18N_DIR), f))).sort()) {
    hash.update(`${path.relative(root, file)}\0${await readFile(file, 'utf8')}\0`)
  }
  hash.update(await readFile(path.join(root, '.typesafe-i18n.json'), 'utf8'))
  return hash.digest('hex')
}

/**
 * The last run's outputs and the digest of their inputs. The generator takes two seconds (it
 * compiles the dictionaries) and the dev server regenerates on every manifest edit, while the
 * dictionaries rarely change: a run on the same inputs answers from here.
 */
let lastRun: { root: string; digest: string; outputs: Map<string, string> } | undefined

/**
 * What the generator writes for the dictionaries of `root` (see runGenerator), by path; from
 * another process's run on the same inputs when one was kept (kept-outputs.ts).
 */
export async function generateI18n(root: string): Promise<Map<string, string>> {
  const digest = await inputsDigest(root)
  if (lastRun?.root === root && lastRun.digest === digest) return new Map(lastRun.outputs)
  const inputs = [digest, TYPES_STUB, packageVersion(root, 'typesafe-i18n')]
  const outputs = await keptOrMade(root, 'i18n', inputs, () => runGenerator(root))
  lastRun = { root, digest, outputs }
  return new Map(outputs)
}

/**
 * Runs the typesafe-i18n generator on a copy of the dictionaries, so that `--check` never
 * touches the work tree, and returns what it would write. The generator itself checks nothing
 * about the English file: `satisfies Translation` in it makes `tsc` fail on a missing or extra key.
 */
async function runGenerator(root: string): Promise<Map<string, string>> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'obadge-i18n-'))
  try {
    await cp(path.join(root, I18N_DIR), path.join(work, 'i18n'), { recursive: true })
    for (const name of GENERATED) await rm(path.join(work, 'i18n', name), { force: true })
    await writeFile(path.join(work, 'i18n', 'i18n-types.ts'), TYPES_STUB)
    const config = JSON.parse(await readFile(path.join(root, '.typesafe-i18n.json'), 'utf8')) as object
    await writeFile(path.join(work, '.typesafe-i18n.json'), JSON.stringify({ ...config, outputPath: './i18n/' }))
    // The CLI is not in the package's exports map; its bin entry is the stable way in.
    const pkg = createRequire(import.meta.url).resolve('typesafe-i18n/package.json')
    const cli = path.join(path.dirname(pkg), 'cli/typesafe-i18n.mjs')
    await promisify(execFile)(process.execPath, [cli, '--no-watch'], { cwd: work })
    const outputs = new Map<string, string>()
    for (const name of GENERATED) {
      outputs.set(`${I18N_DIR}/${name}`, await readFile(path.join(work, 'i18n', name), 'utf8'))
    }
    return outputs
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}
