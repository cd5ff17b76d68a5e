import { execFileSync, spawn } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * A throw-away copy of the repository as it stands: the files git tracks or would track (so a
 * change not yet committed is measured too), copied, never hard-linked, since the bench rewrites
 * `manifest/events/index.ts` and a hard link would rewrite the original. `node_modules` is a
 * symlink to the original's: read-only to the build, and 500 MB not to copy.
 */
export function copyRepository(root: string): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'obadge-scale-'))
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  // A file deleted but not yet committed is still listed as tracked.
  for (const file of new Set(listed.split('\0').filter((f) => f && existsSync(path.join(root, f))))) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true })
    copyFileSync(path.join(root, file), path.join(copy, file))
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'))
  return copy
}

export const removeCopy = (copy: string) => rmSync(copy, { recursive: true, force: true })

/**
 * Runs a shell command in `cwd` with its `node_modules/.bin` first on the PATH, as npm runs a
 * script, and resolves to its wall time and output; a failure rejects with the output's tail.
 * `environment`: the command's, instead of this process's.
 */
export function run(command: string, cwd: string, environment: NodeJS.ProcessEnv = process.env): Promise<{ ms: number; output: string }> {
  const started = performance.now()
  const env = { ...environment, PATH: `${path.join(cwd, 'node_modules/.bin')}${path.delimiter}${environment.PATH}` }
  const child = spawn('sh', ['-c', command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve({ ms: performance.now() - started, output })
      else reject(new Error(`${command} (in ${cwd}) exited with ${code}:\n${output.slice(-4000)}`))
    })
  })
}
