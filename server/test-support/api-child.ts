import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const entry = fileURLToPath(new URL('../api-process.ts', import.meta.url))

/**
 * A hang detector for the start (tsx compiles the server, then it opens the database): a second
 * or two alone, tens of seconds on two busy cores. Only a process that never listens, nor exits,
 * reaches it; it fails with the process's stderr, which the test's own limit would not show.
 */
const startLimitMs = 240_000

export interface ApiChild {
  process: ChildProcess
  port: number
  /** Resolves when the process has exited (whatever the cause). */
  exited: Promise<void>
}

/** Starts server/api-process.ts (tsx) and resolves once it listens. */
export function startApiChild(env: Record<string, string>): Promise<ApiChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, LOG: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    let out = ''
    let err = ''
    const timer = setTimeout(() => reject(new Error(`API process did not start in ${startLimitMs / 1000} s: ${err}`)), startLimitMs)
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    // Read stdout only until the port is known. This listener used to stay, appending every later
    // chunk (the request logs with LOG=1, megabytes in a bench) to `out` and running the regex
    // over all of it: quadratic work in the bench's own process, which then starved the load
    // generator (one full core for 1,200 req/s) and was most of what `npm run bench:api` had
    // measured as the cost of the logs.
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const match = /listening (\d+)/.exec(out)
      if (match) {
        clearTimeout(timer)
        child.stdout.off('data', onData)
        resolve({ process: child, port: Number(match[1]), exited })
      }
    }
    child.stdout.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`API process exited (${code}) before listening: ${err}`))
    })
  })
}
