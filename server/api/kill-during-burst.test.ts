import http from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import Database from '../db/sqlite'
import { startApiChild, type ApiChild } from '../test-support/api-child'
import { postJson } from '../test-support/post-json'
import { validInquiry, validIssuance } from '../test-support/test-api'

/**
 * Nothing acknowledged is lost (server/README.md, storage): a real server process on a file
 * database takes a burst of submissions, is killed with SIGKILL in the middle of it (no shutdown
 * hook runs), and is started again on the same file. Every request answered 200 must be stored
 * exactly once; the unanswered ones may or may not be (the client was never told). Sending the
 * whole burst again then proves "exactly once": the answered issuance requests come back
 * `duplicate: true`.
 */
const directory = mkdtempSync(join(tmpdir(), 'obadge-kill-'))
const databaseFile = join(directory, 'obadge.sqlite')
const children: ApiChild[] = []
afterAll(() => {
  for (const child of children) child.process.kill('SIGKILL')
  rmSync(directory, { recursive: true, force: true })
})

const burstSize = 600
const killAfterAcks = 200
// Bounded by its work (two server starts, 900 requests), not by a clock: the limit only catches a
// hang. The 60 s it had was a guess; each start alone compiles the server with tsx (seconds), and
// on two busy cores the requests alone took tens of seconds.
const hangLimitMs = 600_000

type Submission = { kind: 'issuance' | 'inquiry'; marker: string; body: object }

const submissions: Submission[] = Array.from({ length: burstSize }, (_, i) =>
  i % 2 === 0
    ? { kind: 'issuance', marker: `burst-${i}@mail.example`, body: { ...validIssuance, email: `burst-${i}@mail.example` } }
    : { kind: 'inquiry', marker: `burst inquiry ${i}`, body: { ...validInquiry, content: `burst inquiry ${i}` } },
)

async function post(agent: http.Agent, port: number, s: Submission): Promise<{ status: number; body: Record<string, unknown> } | 'failed'> {
  const answer = await postJson(agent, port, s.kind === 'issuance' ? '/api/v1/OpenBadges' : '/api/v1/ContactUsByEmail', s.body)
  if (answer === 'no answer') return 'failed'
  try {
    return { status: answer.status, body: JSON.parse(answer.text) as Record<string, unknown> }
  } catch {
    return 'failed'
  }
}

function storedCounts(): { issuance: Map<string, number>; inquiry: Map<string, number> } {
  const db = new Database(databaseFile, { readonly: true })
  try {
    const count = (sql: string) => new Map((db.prepare(sql).raw().all() as Array<[string, number]>).map(([k, n]) => [k, n]))
    return {
      issuance: count('SELECT email, count(*) FROM issuance_requests GROUP BY email'),
      inquiry: count('SELECT content, count(*) FROM contact_inquiries GROUP BY content'),
    }
  } finally {
    db.close()
  }
}

describe('SIGKILL during a burst of submissions', () => {
  it('every acknowledged record is stored exactly once after a restart', async () => {
    const env = { DATABASE_FILE: databaseFile, WRITES_PER_EMAIL_PER_MINUTE: '1000000', WRITES_PER_ADDRESS_PER_MINUTE: '1000000' }
    const first = await startApiChild(env)
    children.push(first)
    const agent = new http.Agent({ keepAlive: true, maxSockets: 32 })
    const acknowledged: Submission[] = []
    let killed = false
    const outcomes = await Promise.all(
      submissions.map(async (s) => {
        const answer = await post(agent, first.port, s)
        if (answer !== 'failed' && answer.status === 200) {
          acknowledged.push(s)
          if (!killed && acknowledged.length >= killAfterAcks) {
            killed = true
            first.process.kill('SIGKILL')
          }
        }
        return answer
      }),
    )
    agent.destroy()
    await first.exited
    const failed = outcomes.filter((o) => o === 'failed').length
    // The kill really landed mid-burst: some were answered, some were cut off.
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAfterAcks)
    expect(failed).toBeGreaterThan(0)
    expect(outcomes.every((o) => o === 'failed' || o.status === 200)).toBe(true)

    console.log(`kill-during-burst: ${acknowledged.length} answered, ${failed} cut off of ${burstSize}`)
    // Restart on the same file (WAL recovery, migrations already applied) and look.
    const second = await startApiChild(env)
    children.push(second)
    const stored = storedCounts()
    for (const s of acknowledged) expect(stored[s.kind].get(s.marker), `${s.kind} ${s.marker}`).toBe(1)
    const storedTotal = [...stored.issuance.values(), ...stored.inquiry.values()].reduce((a, b) => a + b, 0)
    expect(storedTotal).toBeGreaterThanOrEqual(acknowledged.length)
    expect(storedTotal).toBeLessThanOrEqual(burstSize)
    for (const n of [...stored.issuance.values(), ...stored.inquiry.values()]) expect(n).toBe(1)

    // Send every issuance request again: the answered ones are duplicates, nothing is stored twice.
    const again = new http.Agent({ keepAlive: true, maxSockets: 16 })
    const issuances = submissions.filter((s) => s.kind === 'issuance')
    const repeats = await Promise.all(issuances.map((s) => post(again, second.port, s)))
    again.destroy()
    const ackedEmails = new Set(acknowledged.filter((s) => s.kind === 'issuance').map((s) => s.marker))
    issuances.forEach((s, i) => {
      const answer = repeats[i]!
      expect(answer).not.toBe('failed')
      if (answer === 'failed') return
      expect(answer.status).toBe(200)
      if (ackedEmails.has(s.marker)) expect(answer.body.duplicate, s.marker).toBe(true)
    })
    const after = storedCounts()
    expect(after.issuance.size).toBe(issuances.length)
    for (const n of after.issuance.values()) expect(n).toBe(1)
    second.process.kill('SIGTERM')
    await second.exited
  }, hangLimitMs)
})
