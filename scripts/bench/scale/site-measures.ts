import { spawn } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { run } from './repo-copy'

/** Bytes and files under a folder, every level down. */
export function folderSize(folder: string): { bytes: number; files: number } {
  const entries = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
  return { bytes: entries.reduce((sum, e) => sum + statSync(path.join(e.parentPath, e.name)).size, 0), files: entries.length }
}

/** Playwright's `--list` summary, its last line: `Total: 212 tests in 31 files`. */
export function listedTests(output: string): { tests: number; files: number } {
  const found = /^Total: (\d+) tests? in (\d+) files?\s*$/m.exec(output)
  if (!found) throw new Error(`playwright test --list printed no "Total: N tests in M files":\n${output.slice(-2000)}`)
  return { tests: Number(found[1]), files: Number(found[2]) }
}

export const browserTests = async (root: string) => listedTests((await run('playwright test --list', root)).output)

/** First-load JavaScript, gzip bytes, of the heaviest page of each kind (first-load-weights.ts, run in `root`). */
export async function firstLoadJs(root: string): Promise<Record<string, number>> {
  const { output } = await run('tsx scripts/bench/scale/first-load-weights.ts', root)
  return JSON.parse(output.trim().split('\n').at(-1)!) as Record<string, number>
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })

/**
 * Milliseconds from starting `tsx server/main.ts` on the built `root` (a free port, a fresh
 * database file) until `GET /kor` answers 200; then the server is stopped. Polled every 50 ms,
 * so the figure is at most that late; five minutes without a 200 is a hang, not a slow start.
 */
export async function serverStartMs(root: string, databaseFile: string): Promise<number> {
  const port = await freePort()
  const started = performance.now()
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_FILE: databaseFile }
  const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], { cwd: root, env, stdio: 'ignore' })
  const exited = new Promise((resolve) => server.on('exit', resolve))
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`tsx server/main.ts exited with ${server.exitCode} before answering`)
      if (performance.now() - started > 300_000) throw new Error('tsx server/main.ts: no 200 from GET /kor in five minutes')
      const status = await fetch(`http://127.0.0.1:${port}/kor`).then((r) => r.status, () => 0)
      if (status === 200) return performance.now() - started
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  } finally {
    server.kill('SIGTERM')
    await exited
  }
}
