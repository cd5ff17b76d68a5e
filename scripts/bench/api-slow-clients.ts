// The "slow clients" scenario of `npm run bench:api` (server/README.md, load): SLOW_CLIENTS (1,000)
// sockets that each send a POST's headers and one byte of its body and then nothing, held open
// while the normal load runs, against rounds of the same load without them. Rounds alternate
// (without, with, without, with…, PAIRS pairs of ROUND_SECONDS each) in one run on one server, so
// the machine's changing load falls on both sides. Wants the medians of the load's throughput and
// p99 with the slow clients within 10 % of those without.
//
// The server closes a slow socket after its idle limit (10 s, answered 408); the scenario opens a
// new one in its place, so SLOW_CLIENTS stay open throughout a round. They come from 127.0.0.2, an
// address of their own, and the load from 127.0.0.1.
import net from 'node:net'
import path from 'node:path'
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { startApiChild } from '../../server/test-support/api-child'

const slowClients = Number(process.env.SLOW_CLIENTS ?? 1000)
const pairs = Number(process.env.PAIRS ?? 3)
const roundSeconds = Number(process.env.ROUND_SECONDS ?? 5)
const withinFraction = 0.1

interface Round {
  slow: boolean
  requestsPerSecond: number
  p99Ms: number
  non2xx: number
  errors: number
  /** Slow sockets open when the round ended, and how many the server had closed with a 408 so far. */
  slowOpen: number
  slowTimedOut: number
}

/** The soft limit on open files of this process (the server's is the same: it is our child). */
function openFileLimit(): number | undefined {
  const line = readFileSync('/proc/self/limits', 'utf8').split('\n').find((l) => l.startsWith('Max open files'))
  const soft = line?.split(/\s{2,}/)[1]
  return soft === undefined || soft === 'unlimited' ? undefined : Number(soft)
}

/** Holds `count` slow bodies open until `stop()`, replacing each one the server closes. */
function holdSlowBodies(port: number, count: number) {
  const body = JSON.stringify({ name: '느린 손님', email: 'slow@bench.example', lang: 'ko-KR', company: 'obadge' })
  const head = `POST /api/v1/OpenBadges HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`
  const open = new Set<net.Socket>()
  const sent = new Set<net.Socket>()
  let stopped = false
  let timedOut = 0
  const openOne = () => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' }, () => socket.write(head + body.slice(0, 1), () => sent.add(socket)))
    open.add(socket)
    socket.on('data', (chunk: Buffer) => {
      if (chunk.toString().startsWith('HTTP/1.1 408')) timedOut += 1
    })
    socket.on('error', () => {})
    socket.on('close', () => {
      open.delete(socket)
      sent.delete(socket)
      if (!stopped) setTimeout(openOne, 10)
    })
  }
  for (let i = 0; i < count; i++) openOne()
  return {
    get open() {
      return open.size
    },
    /** Open and past their first byte of body. */
    get waiting() {
      return sent.size
    },
    get timedOut() {
      return timedOut
    },
    stop() {
      stopped = true
      for (const socket of open) socket.destroy()
    },
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export async function runSlowClientScenario(directory: string, connections: number) {
  const limit = openFileLimit()
  // The server holds one descriptor per slow socket and per load connection, and this process as many.
  const count = limit === undefined ? slowClients : Math.min(slowClients, limit - connections - 200)
  if (count < slowClients) console.log(`slow clients: ${count} instead of ${slowClients}, for the open-file limit of ${limit} (ulimit -n)`)

  const server = await startApiChild({
    DATABASE_FILE: path.join(directory, 'slow-clients.sqlite'),
    WRITES_PER_EMAIL_PER_MINUTE: '1000000000',
    WRITES_PER_ADDRESS_PER_MINUTE: '1000000000',
  })
  const url = `http://127.0.0.1:${server.port}`
  let sent = 0
  const load = (seconds: number) =>
    autocannon({
      url,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/OpenBadges',
          headers: { 'content-type': 'application/json', 'accept-language': 'ko-KR' },
          setupRequest: (request) => ({ ...request, body: JSON.stringify({ name: '홍길동', email: `slow-round-${sent++}@bench.example`, lang: 'ko-KR', company: 'obadge' }) }),
        },
        { method: 'GET', path: '/api/v1/MediaNews', headers: { 'accept-encoding': 'br' } },
      ],
    })

  const rounds: Round[] = []
  try {
    await load(2) // warm-up, not counted
    for (let pair = 0; pair < pairs; pair++) {
      for (const slow of [false, true]) {
        const held = slow ? holdSlowBodies(server.port, count) : undefined
        // Every slow body open, and the server past taking them, before the round starts.
        while (held && held.waiting < count) await new Promise((resolve) => setTimeout(resolve, 50))
        if (held) await new Promise((resolve) => setTimeout(resolve, 1_000))
        const result = await load(roundSeconds)
        rounds.push({
          slow,
          requestsPerSecond: Math.round(result.requests.average),
          p99Ms: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
          slowOpen: held?.open ?? 0,
          slowTimedOut: held?.timedOut ?? 0,
        })
        held?.stop()
      }
    }
  } finally {
    server.process.kill('SIGTERM')
    await server.exited
  }

  const side = (slow: boolean) => rounds.filter((round) => round.slow === slow)
  const without = { requestsPerSecond: median(side(false).map((r) => r.requestsPerSecond)), p99Ms: median(side(false).map((r) => r.p99Ms)) }
  const withSlow = { requestsPerSecond: median(side(true).map((r) => r.requestsPerSecond)), p99Ms: median(side(true).map((r) => r.p99Ms)) }
  const throughputChange = withSlow.requestsPerSecond / without.requestsPerSecond - 1
  const p99Change = withSlow.p99Ms / without.p99Ms - 1
  const pass = throughputChange >= -withinFraction && p99Change <= withinFraction && rounds.every((round) => round.non2xx === 0 && round.errors === 0)
  console.table(rounds.map((round, i) => ({ round: i + 1, 'slow bodies': round.slow ? round.slowOpen : 0, 'req/s': round.requestsPerSecond, 'p99 ms': round.p99Ms, 'non-2xx': round.non2xx, errors: round.errors, '408 so far': round.slowTimedOut })))
  console.log(
    `slow clients (${count} idle bodies, ${pairs} pairs of ${roundSeconds} s, ${connections} connections, POST and GET alternating): ` +
      `median ${withSlow.requestsPerSecond} req/s against ${without.requestsPerSecond} without (${(throughputChange * 100).toFixed(1)} %), ` +
      `p99 ${withSlow.p99Ms} ms against ${without.p99Ms} ms (${(p99Change * 100).toFixed(1)} %): ${pass ? 'PASS' : 'MISS'} (within ${withinFraction * 100} %)`,
  )
  return { slowClients: count, rounds, without, withSlow, throughputChange, p99Change, pass }
}
