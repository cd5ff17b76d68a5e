// `npm run bench:api`: the reference API under load on loopback, with autocannon, for a fixed time.
//
// 1. The disk's fsync rate where the database lives (write 4 KiB + fdatasync, for 2 s): the cap
//    a server committing each request on its own could not pass.
// 2. The API in a process of its own (server/api-process.ts) on a fresh database file, with the
//    durability it ships with (WAL, synchronous = FULL, group commit) and the write limits raised
//    by configuration (WRITES_PER_*_PER_MINUTE) so the load is not answered 429.
// 3. POST /api/v1/OpenBadges with a distinct e-mail per request, then GET /api/v1/MediaNews, each
//    for DURATION seconds (default 10) over CONNECTIONS keep-alive connections (default 16).
// 4. Every e-mail answered 200 must be stored exactly once (read back from the file after the
//    server has stopped); the stored rows are counted against the acknowledged responses.
// 5. The "venue" and "flood" scenarios against the contract's own write limits (api-hall.ts).
// 6. The "slow clients" scenario: 1,000 idle bodies open while the normal load runs, in rounds
//    alternating with the same load without them (api-slow-clients.ts).
//
// Options (env): DURATION, CONNECTIONS, LOG=1 (the server's request logs on, as `npm start` has
// them by default; they go to a pipe that is drained), SCENARIOS (default `load,venue,slow`: `load`
// is steps 1-4, `venue` step 5 with both of its scenarios, `slow` step 6), ATTENDEES and FLOOD
// (api-hall.ts), SLOW_CLIENTS, PAIRS and ROUND_SECONDS (api-slow-clients.ts).
// Not part of `npm test`: the figures depend on the machine and its load.
import { closeSync, fdatasyncSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import Database from '../../server/db/sqlite'
import { startApiChild } from '../../server/test-support/api-child'
import { runHallScenarios } from './api-hall'
import { runSlowClientScenario } from './api-slow-clients'

const duration = Number(process.env.DURATION ?? 10)
const connections = Number(process.env.CONNECTIONS ?? 16)
const targets = { issuanceRequestsPerSecond: 3000, p99Ms: 25 }

function fsyncRate(directory: string, seconds = 2): { perSecond: number; msEach: number } {
  const file = path.join(directory, 'fsync-probe')
  const fd = openSync(file, 'w')
  const block = Buffer.alloc(4096, 7)
  let n = 0
  const started = performance.now()
  while (performance.now() - started < seconds * 1000) {
    writeSync(fd, block, 0, block.length, (n % 64) * 4096)
    fdatasyncSync(fd)
    n += 1
  }
  const elapsed = (performance.now() - started) / 1000
  closeSync(fd)
  rmSync(file)
  return { perSecond: Math.round(n / elapsed), msEach: Number(((elapsed * 1000) / n).toFixed(2)) }
}

type Result = autocannon.Result
type ServerStats = { cpuMicros: number; groups: number; writes: number; largestGroup: number }

function summary(name: string, r: Result) {
  return {
    run: name,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'max ms': r.latency.max,
    requests: r.requests.total,
    '2xx': r['2xx'],
    'non-2xx': r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  }
}

/** Steps 1-4: throughput with the limits raised; true when nothing answered was lost or stored twice. */
async function runLoad(directory: string): Promise<boolean> {
  const databaseFile = path.join(directory, 'bench.sqlite')
  const disk = fsyncRate(directory)
  console.log(`disk: ${disk.perSecond} fsync/s (${disk.msEach} ms each) in ${directory}`)

  const server = await startApiChild({ DATABASE_FILE: databaseFile, WRITES_PER_EMAIL_PER_MINUTE: '1000000000', WRITES_PER_ADDRESS_PER_MINUTE: '1000000000', LOG: process.env.LOG === '1' ? '1' : '0' })
  // The server's stdout: request logs (LOG=1) and the stats lines; only the last partial line is
  // kept, so reading it costs the bench (on the same two cores) next to nothing.
  let partial = ''
  const waiting: Array<(stats: ServerStats) => void> = []
  server.process.stdout?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) {
      if (line.startsWith('stats ')) waiting.shift()?.(JSON.parse(line.slice(6)) as ServerStats)
    }
  })
  const serverStats = () =>
    new Promise<ServerStats>((resolve) => {
      waiting.push(resolve)
      server.process.kill('SIGUSR2')
    })
  const url = `http://127.0.0.1:${server.port}`

  // Warm-up (JIT, prepared statements), not counted: distinct e-mails of its own.
  let warm = 0
  await autocannon({
    url,
    connections: 8,
    duration: 2,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/OpenBadges',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ name: '워밍업', email: `warm-${warm++}@bench.example`, lang: 'ko-KR', company: 'obadge' }) }),
      },
    ],
  })

  const before = await serverStats()
  let sent = 0
  const acknowledged: string[] = []
  const duplicatesAnswered: string[] = []
  const issuance = await autocannon({
    url,
    connections,
    duration,
    pipelining: 1,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/OpenBadges',
        headers: { 'content-type': 'application/json', 'accept-language': 'ko-KR' },
        setupRequest: (request, context) => {
          const email = `visitor-${sent++}@bench.example`
          ;(context as { email?: string }).email = email
          return { ...request, body: JSON.stringify({ name: '홍길동', email, lang: 'ko-KR', company: 'obadge' }) }
        },
        onResponse: (status, body, context) => {
          const email = (context as { email?: string }).email ?? ''
          if (status !== 200) return
          acknowledged.push(email)
          if ((JSON.parse(body) as { duplicate?: boolean }).duplicate) duplicatesAnswered.push(email)
        },
      },
    ],
  })

  const after = await serverStats()
  const reads = await autocannon({ url: `${url}/api/v1/MediaNews`, connections, duration, pipelining: 1 })

  server.process.kill('SIGTERM')
  await server.exited

  const db = new Database(databaseFile, { readonly: true })
  const stored = new Map(
    (db.prepare("SELECT email, count(*) FROM issuance_requests WHERE email LIKE 'visitor-%' GROUP BY email").raw().all() as Array<[string, number]>).map(
      ([email, n]) => [email, n],
    ),
  )
  const journal = db.pragma('journal_mode', { simple: true })
  db.close()
  const storedRows = [...stored.values()].reduce((a, b) => a + b, 0)
  const lost = acknowledged.filter((email) => stored.get(email) !== 1)
  const duplicated = [...stored.values()].filter((n) => n > 1).length

  const table = [summary(`POST /OpenBadges ${duration}s x ${connections}`, issuance), summary(`GET /MediaNews ${duration}s x ${connections}`, reads)]
  console.table(table)
  const requestsPerSecond = Math.round(issuance.requests.average)
  const results = {
    date: new Date().toISOString(),
    disk,
    // synchronous is per connection: the server's is FULL (open-database.ts, asserted by group-commit.test.ts).
    database: { journal, synchronous: 'FULL', groupCommit: true },
    serverLogs: process.env.LOG === '1',
    issuance: {
      ...summary('issuance', issuance),
      sent,
      acknowledged: acknowledged.length,
      storedRows,
      unansweredButStored: storedRows - acknowledged.length,
      lost: lost.length,
      duplicated,
      answeredDuplicate: duplicatesAnswered.length,
      commitsPerFsyncBudget: Number((requestsPerSecond / disk.perSecond).toFixed(1)),
      // Independent of how busy the shared machine is: the server's own CPU per request, and
      // what one free core could therefore answer.
      serverCpuMicrosPerRequest: Math.round((after.cpuMicros - before.cpuMicros) / issuance.requests.total),
      oneCoreCapacityPerSecond: Math.round((1e6 * issuance.requests.total) / (after.cpuMicros - before.cpuMicros)),
      commits: after.groups - before.groups,
      meanGroup: Number(((after.writes - before.writes) / (after.groups - before.groups)).toFixed(1)),
      largestGroup: after.largestGroup,
    },
    reads: summary('reads', reads),
    targets,
  }
  console.log(JSON.stringify(results, null, 2))
  const pass =
    requestsPerSecond >= targets.issuanceRequestsPerSecond && issuance.latency.p99 < targets.p99Ms && lost.length === 0 && duplicated === 0 && issuance.errors === 0 && issuance.non2xx === 0
  console.log(
    `issuance: ${requestsPerSecond} req/s (target ${targets.issuanceRequestsPerSecond}), p99 ${issuance.latency.p99} ms (target < ${targets.p99Ms}), ` +
      `${acknowledged.length} acknowledged, ${storedRows} stored, ${lost.length} lost, ${duplicated} duplicated; disk ${disk.perSecond} fsync/s, ` +
      `${results.issuance.commits} commits of ${results.issuance.meanGroup} on average; server CPU ${results.issuance.serverCpuMicrosPerRequest} µs a request ` +
      `(one free core: ${results.issuance.oneCoreCapacityPerSecond} req/s): ${pass ? 'PASS' : 'MISS'}`,
  )
  return lost.length === 0 && duplicated === 0
}

async function main() {
  const scenarios = new Set((process.env.SCENARIOS ?? 'load,venue,slow').split(',').map((name) => name.trim()))
  const directory = mkdtempSync(path.join(tmpdir(), 'obadge-bench-api-'))
  try {
    let correct = true
    if (scenarios.has('load')) correct = (await runLoad(directory)) && correct
    if (scenarios.has('venue')) {
      const hall = await runHallScenarios(directory, connections)
      console.log(JSON.stringify({ venue: hall.venue, flood: hall.flood, targets: hall.targets }, null, 2))
      correct = hall.correct && correct
    }
    if (scenarios.has('slow')) {
      const slow = await runSlowClientScenario(directory, connections)
      console.log(JSON.stringify({ slowClients: slow }, null, 2))
    }
    process.exitCode = correct ? 0 : 1
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
}

await main()
