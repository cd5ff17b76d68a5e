import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Resolves when nothing listens on the port, so the readiness check cannot hit someone else's server. */
function checkPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', () => reject(new Error(`port ${port} is in use: pass another with --port`)))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()))
  })
}

/** A port nothing listens on now, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export interface RunningServer {
  origin: string
  /**
   * Starts the server again if it is no longer running (on a shared machine another process may
   * end it) and says why it had stopped; undefined when it was running.
   */
  ensureRunning: () => Promise<string | undefined>
  stop: () => Promise<void>
}

/**
 * The reference server (`server/main.ts`) on loopback, serving `distDir` with an in-memory
 * database: the same static handling, compression and cache headers as `npm start`. One Node
 * process (`node --import tsx`), so stopping it leaves no child behind.
 */
export async function startReferenceServer(distDir: string, port: number): Promise<RunningServer> {
  await checkPortFree(port)
  const origin = `http://127.0.0.1:${port}`
  let current = await spawnServer(distDir, port, origin)
  return {
    origin,
    ensureRunning: async () => {
      if (current.running()) return undefined
      const why = current.exitReason()
      await checkPortFree(port)
      current = await spawnServer(distDir, port, origin)
      return why
    },
    stop: () => current.stop(),
  }
}

async function spawnServer(distDir: string, port: number, origin: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_FILE: ':memory:', DIST_DIR: distDir, LOG: '0' },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const running = () => child.exitCode === null && child.signalCode === null
  const exitReason = () => `server on port ${port} had exited (${child.signalCode ?? `code ${child.exitCode}`})${stderr ? `: ${stderr.trim()}` : ''}`
  const stop = async () => {
    if (running()) child.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (!running()) throw new Error(`server for ${distDir} did not start: ${exitReason()}`)
    try {
      if ((await fetch(`${origin}/kor`)).ok) return { running, exitReason, stop }
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  await stop()
  throw new Error(`server for ${distDir} did not answer ${origin}/kor within 60 s:\n${stderr}`)
}
