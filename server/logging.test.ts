import { spawn } from 'node:child_process'
import http from 'node:http'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postJson } from './test-support/post-json'
import { validIssuance } from './test-support/test-api'

/**
 * The request logs are written asynchronously (logging.ts), so a line can still be in the
 * process's buffer when its answer has left. This runs `npm start`'s server (server/main.ts, logs
 * on by default) as a process of its own with stdout to a pipe, sends a burst of issuance
 * requests over 64 keep-alive connections and sends SIGTERM while most are still unanswered.
 * Meanwhile the test does not read the pipe (a log reader that has fallen behind), so it fills and
 * the server holds lines of its own when it stops; reading resumes once every request has
 * settled. The server must answer what it had taken, write every line and exit 0: for each
 * status, as many per-request log lines (those with `res`) as answers the client received, and
 * every line on stdout whole (JSON, or the start-up line). Without the drain on close
 * (`drainLogDestination`) the lines of the write that the full pipe refused were lost.
 */
const entry = fileURLToPath(new URL('./main.ts', import.meta.url))
// About 200 bytes a line: 1,000 lines are more than a pipe (64 KiB) and the reader's buffer hold.
const burst = 2_000
const signalAfterAnswers = 800
// Bounded by its work (a server start, 2,000 requests, the log read to its end), not by a clock:
// the limits only catch a hang. The start alone is a second or two (tsx), tens of seconds on two
// busy cores; the 60 s and 120 s it had were guesses. The start's own limit fails with stderr.
const startLimitMs = 240_000
const hangLimitMs = 600_000
let dist: string

beforeAll(async () => {
  // The pages are not the point: the smallest build server/pages.ts accepts.
  dist = await mkdtemp(path.join(os.tmpdir(), 'obadge-logging-'))
  await mkdir(path.join(dist, 'nginx'))
  await writeFile(path.join(dist, '404.html'), '<!doctype html><title>404</title>')
  await writeFile(path.join(dist, 'nginx/csp.json'), '{}')
})
afterAll(async () => {
  await rm(dist, { recursive: true, force: true })
})

async function issue(agent: http.Agent, port: number, i: number): Promise<number | 'no answer'> {
  const answer = await postJson(agent, port, '/api/v1/OpenBadges', { ...validIssuance, email: `sigterm-${i}@mail.example` }, { 'accept-language': 'ko-KR' })
  return answer === 'no answer' ? answer : answer.status
}

describe('request logs on SIGTERM', () => {
  it(`a SIGTERM after ${signalAfterAnswers} of ${burst} answers, the log reader behind, leaves a line for every answered request`, async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_FILE: ':memory:', DIST_DIR: dist, WRITES_PER_ADDRESS_PER_MINUTE: '100000' }
    delete env.LOG // npm start's default: logs on
    const server = spawn(process.execPath, ['--import', 'tsx', entry], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    server.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
    try {
      const port = await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`server did not start in ${startLimitMs / 1000} s: ${stderr}`)), startLimitMs)
        server.stdout.on('data', () => {
          const match = /reference API on http:\/\/127\.0\.0\.1:(\d+)\//.exec(stdout)
          if (match) {
            clearTimeout(timer)
            resolve(Number(match[1]))
          }
        })
        void exited.then(() => reject(new Error(`server exited before listening: ${stderr}`)))
      })

      server.stdout.pause()
      const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
      let answered = 0
      let signalled = false
      const answers = await Promise.all(
        Array.from({ length: burst }, (_, i) =>
          issue(agent, port, i).then((status) => {
            if (status !== 'no answer') answered += 1
            if (answered === signalAfterAnswers && !signalled) {
              signalled = true
              server.kill('SIGTERM')
            }
            return status
          }),
        ),
      )
      agent.destroy()
      // The server is closing now, with the pipe full; a moment later the reader catches up.
      await new Promise((resolve) => setTimeout(resolve, 300))
      server.stdout.resume()
      expect(signalled).toBe(true)
      expect(await exited).toBe(0)

      const lines = stdout.split('\n').filter(Boolean)
      const entries = lines.filter((line) => !line.startsWith('oBadge site and reference API on ')).map((line) => JSON.parse(line) as { res?: { statusCode: number } })
      const count = (statuses: number[]) =>
        statuses.reduce<Record<number, number>>((tally, status) => ({ ...tally, [status]: (tally[status] ?? 0) + 1 }), {})
      const answeredStatuses = answers.filter((status): status is number => status !== 'no answer')
      const loggedStatuses = entries.flatMap((e) => (e.res ? [e.res.statusCode] : []))
      expect(count(loggedStatuses)).toEqual(count(answeredStatuses))
      expect(answeredStatuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(signalAfterAnswers)
    } finally {
      server.kill('SIGKILL')
    }
  }, hangLimitMs)
})
