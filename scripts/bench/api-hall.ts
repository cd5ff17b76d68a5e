// The "venue" and "flood" scenarios of `npm run bench:api` (server/README.md, load), against the
// write limits exactly as api.yaml declares them (no override), on one server with a fresh database
// file. Each scenario comes from a loopback address of its own (127.0.0.x), so each is "one client
// address" with counts of its own, as a venue's Wi-Fi is.
//
// - venue: a hall of ATTENDEES (1,000), each claiming a badge with an e-mail of their own, arriving
//   evenly over VENUE_SECONDS (120: "within 2 minutes"), each when they arrive whatever the others'
//   answers (open loop, as people are), over up to CONNECTIONS keep-alive connections.
// - venue, all at once: the same hall arriving in one instant, so that every claim falls into one
//   minute of the address's count (the worst case for the ceiling) and they queue for the same
//   group commits.
//   Both want 0 refused, 0 lost, 0 duplicated (read back from the file after the server stopped);
//   the evenly arriving hall wants p99 under 50 ms.
// - flood: one client sending one e-mail FLOOD (200) times, one after another: wants 200 for the
//   first `writesPerEmailPerMinute` and then 429 with Retry-After for every one, one row stored.
import http from 'node:http'
import path from 'node:path'
import Database from '../../server/db/sqlite'
import { apiLimits } from '../../src/generated/api-rules.gen'
import { startApiChild } from '../../server/test-support/api-child'

const attendees = Number(process.env.ATTENDEES ?? 1000)
const venueSeconds = Number(process.env.VENUE_SECONDS ?? 120)
const floodSize = Number(process.env.FLOOD ?? 200)
const targets = { venueP99Ms: 50, venueWithinSeconds: 120 }
const floodEmail = 'flood@bench.example'

interface Answer {
  email: string
  status: number
  retryAfter: string | undefined
  /** From the request getting its connection to the last byte of the answer. */
  ms: number
}

interface Arrivals {
  /** The client address (loopback) all of them come from. */
  from: string
  count: number
  /** Over how long they arrive, evenly; 0: all at once. */
  seconds: number
  sockets: number
  emailOf: (n: number) => string
}

function claim(port: number, agent: http.Agent, email: string): Promise<Answer> {
  const body = JSON.stringify({ name: '참가자', email, lang: 'ko-KR', company: 'obadge' })
  return new Promise((resolve, reject) => {
    let connectedAt = 0
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: 'POST',
        path: '/api/v1/OpenBadges',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'accept-language': 'ko-KR' },
      },
      (response) => {
        response.resume()
        response.on('end', () => {
          const retryAfter = response.headers['retry-after']
          resolve({ email, status: response.statusCode ?? 0, retryAfter, ms: performance.now() - connectedAt })
        })
      },
    )
    request.on('socket', () => (connectedAt = performance.now()))
    request.on('error', reject)
    request.end(body)
  })
}

/** Sends each arrival at its time; answers in the order the requests were sent. */
async function arrive(port: number, arrivals: Arrivals): Promise<{ answers: Answer[]; seconds: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: arrivals.sockets, localAddress: arrivals.from })
  const started = performance.now()
  const answers = await Promise.all(
    Array.from({ length: arrivals.count }, async (_, n) => {
      const due = started + (n * arrivals.seconds * 1000) / arrivals.count
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())))
      return claim(port, agent, arrivals.emailOf(n))
    }),
  )
  agent.destroy()
  return { answers, seconds: Number(((performance.now() - started) / 1000).toFixed(1)) }
}

/** Nearest rank: the smallest value at least `p` % of the sorted values do not exceed. */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

function venueFigures(name: string, run: { answers: Answer[]; seconds: number }, stored: Map<string, number>) {
  const accepted = run.answers.filter((a) => a.status === 200)
  const latencies = run.answers.map((a) => a.ms).sort((a, b) => a - b)
  const round = (ms: number) => Number(ms.toFixed(1))
  return {
    run: name,
    attendees: run.answers.length,
    seconds: run.seconds,
    'p50 ms': round(percentile(latencies, 50)),
    'p99 ms': round(percentile(latencies, 99)),
    'max ms': round(latencies.at(-1) ?? 0),
    refused: run.answers.length - accepted.length,
    stored: run.answers.filter((a) => stored.has(a.email)).length,
    lost: accepted.filter((a) => stored.get(a.email) !== 1).length,
    duplicated: run.answers.filter((a) => (stored.get(a.email) ?? 0) > 1).length,
  }
}

export async function runHallScenarios(directory: string, connections: number) {
  const databaseFile = path.join(directory, 'hall.sqlite')
  // The contract's limits are what is measured: an empty WRITES_PER_* reads as unset.
  const server = await startApiChild({ DATABASE_FILE: databaseFile, LOG: '0', WRITES_PER_EMAIL_PER_MINUTE: '', WRITES_PER_ADDRESS_PER_MINUTE: '' })
  const send = (arrivals: Omit<Arrivals, 'sockets'> & { sockets?: number }) => arrive(server.port, { sockets: connections, ...arrivals })

  // Warm-up (JIT, prepared statements) from an address of its own, not counted.
  await send({ from: '127.0.0.2', count: 200, seconds: 0, emailOf: (n) => `warm-${n}@bench.example` })
  const even = await send({ from: '127.0.0.3', count: attendees, seconds: venueSeconds, emailOf: (n) => `attendee-${n}@venue.example` })
  const atOnce = await send({ from: '127.0.0.4', count: attendees, seconds: 0, emailOf: (n) => `at-once-${n}@venue.example` })
  const flood = await send({ from: '127.0.0.5', count: floodSize, seconds: 0, sockets: 1, emailOf: () => floodEmail })

  server.process.kill('SIGTERM')
  await server.exited
  const db = new Database(databaseFile, { readonly: true })
  const rows = db.prepare("SELECT email, count(*) FROM issuance_requests WHERE email NOT LIKE 'warm-%' GROUP BY email").raw().all() as Array<[string, number]>
  db.close()
  const stored = new Map(rows)

  const venue = [venueFigures(`evenly over ${venueSeconds} s`, even, stored), venueFigures('all at once', atOnce, stored)]
  const declared = apiLimits.writesPerEmailPerMinute
  const statuses = flood.answers.map((a) => a.status)
  const floodFigures = {
    sent: floodSize,
    declaredPerEmailPerMinute: declared,
    answered200: statuses.filter((s) => s === 200).length,
    answered429: statuses.filter((s) => s === 429).length,
    first429At: statuses.indexOf(429) + 1,
    retryAfterOnEvery429: flood.answers.every((a) => a.status !== 429 || Number(a.retryAfter) >= 1),
    retryAfterSeconds: [...new Set(flood.answers.flatMap((a) => (a.retryAfter ? [a.retryAfter] : [])))].join(', '),
    stored: stored.get(floodEmail) ?? 0,
  }

  const venueCorrect = venue.every((v) => v.refused === 0 && v.lost === 0 && v.duplicated === 0 && v.stored === attendees)
  const venueFast = venue[0]!['p99 ms'] < targets.venueP99Ms && venue[0]!.seconds <= targets.venueWithinSeconds + 1
  const floodCorrect =
    statuses.length === floodSize &&
    statuses.slice(0, declared).every((s) => s === 200) &&
    statuses.slice(declared).every((s) => s === 429) &&
    floodFigures.retryAfterOnEvery429 &&
    floodFigures.stored === 1
  console.table(venue)
  for (const v of venue) {
    console.log(
      `venue, ${v.run}: ${v.attendees} attendees from one address in ${v.seconds} s, p50 ${v['p50 ms']} ms, p99 ${v['p99 ms']} ms; ` +
        `${v.refused} refused, ${v.stored} stored, ${v.lost} lost, ${v.duplicated} duplicated`,
    )
  }
  console.log(`venue: ${venueCorrect && venueFast ? 'PASS' : 'MISS'} (0 refused, lost or duplicated; p99 < ${targets.venueP99Ms} ms arriving evenly)`)
  console.log(
    `flood: ${floodSize} x one e-mail: ${floodFigures.answered200} x 200 then ${floodFigures.answered429} x 429 (first at request ${floodFigures.first429At}, declared ${declared} a minute), ` +
      `Retry-After ${floodFigures.retryAfterSeconds || 'none'} s, ${floodFigures.stored} stored: ${floodCorrect ? 'PASS' : 'MISS'}`,
  )
  return { venue, flood: floodFigures, targets, correct: venueCorrect && floodCorrect }
}
