import type Database from './sqlite'

/**
 * Group commit: the writes that arrive together are committed together, and each is answered
 * only after that commit.
 *
 * With `synchronous = FULL` every commit waits for the disk to flush the WAL (one fsync, about
 * 2 ms on this machine's disk: some 500 a second). One transaction per request would cap the API
 * at the disk's fsync rate. Instead `run` queues the work and returns a promise; the queue is
 * written at the end of the current event-loop turn (`setImmediate`, after every request whose
 * body arrived in this turn has been parsed and validated) in ONE transaction, each piece of work
 * in a savepoint of its own, so one failing write (a CHECK, say) is rolled back alone and the
 * others still commit. Only when COMMIT has returned (the WAL is on disk) do the promises
 * resolve, so a success answer always follows its commit. While the commit's fsync blocks the
 * loop, the next requests gather in the sockets and become the next group: the busier the
 * server, the larger the groups, and throughput scales with the group size, not the fsync rate.
 *
 * The driver is synchronous, so work inside a group runs one piece after the other, in
 * arrival order: the duplicate rule sees the earlier requests of the same group.
 *
 * **Another connection holding the write lock** (the sqlite3 shell's `BEGIN IMMEDIATE`, a script)
 * must not stop the server: SQLite's busy timeout waits inside the synchronous call, i.e. with the
 * whole event loop, so every read waited too (a GET took 14.9 s). The connection therefore has no
 * busy timeout (open-database.ts) and a group begins with `BEGIN IMMEDIATE`, which either takes the
 * lock before anything is written or fails at once with SQLITE_BUSY. Then the group stays queued
 * and is tried again after a backoff (`retryFirstMs`, doubling up to `retryMaxMs`) on a timer, the
 * event loop free for reads meanwhile; a write still queued `lockWaitMs` after it arrived is
 * rejected with that SQLITE_BUSY, which the API answers 503 with Retry-After. Nothing of a failed
 * BEGIN was written, so a write is either committed or refused whole.
 */
export interface GroupCommit {
  /** Runs `work` inside the next group's transaction; resolves after that transaction commits. */
  run<T>(work: () => T): Promise<T>
  /** Writes what is queued now (used on close); resolves once the queue is empty, committed or refused. */
  flush(): Promise<void>
  /**
   * Groups committed and pieces of work in them, for the bench and tests; `lockWaits`: how often a
   * group found another connection's lock and waited, which a test waits for instead of a delay.
   */
  readonly stats: { groups: number; writes: number; largestGroup: number; lockWaits: number }
}

export interface GroupCommitOptions {
  /** The most writes in one transaction. */
  maxGroup?: number
  /** How long a write may wait for another connection's lock before it is refused. */
  lockWaitMs?: number
  retryFirstMs?: number
  retryMaxMs?: number
}

/** The bound a write waits for an outside lock (server/README.md, "Storage", says why 2 s). */
export const defaultLockWaitMs = 2_000

interface Job {
  queuedAt: number
  work: () => unknown
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/** SQLITE_BUSY and its extended codes (SQLITE_BUSY_SNAPSHOT…): another connection holds the lock. */
export function isDatabaseBusy(error: unknown): boolean {
  const { code, rawCode } = (error ?? {}) as { code?: unknown; rawCode?: unknown }
  // libsql names only the extended codes its table knows (a newer one is UNKNOWN_SQLITE_ERROR_<n>);
  // its number, whose low byte is the primary code (5, SQLITE_BUSY), is always there.
  return (typeof code === 'string' && code.startsWith('SQLITE_BUSY')) || (typeof rawCode === 'number' && (rawCode & 0xff) === 5)
}

export function createGroupCommit(db: Database, options: GroupCommitOptions = {}): GroupCommit {
  // A bound keeps one transaction (and the loop turn it blocks) short under a flood.
  const maxGroup = options.maxGroup ?? 512
  const lockWaitMs = options.lockWaitMs ?? defaultLockWaitMs
  const retryFirstMs = options.retryFirstMs ?? 5
  const retryMaxMs = options.retryMaxMs ?? 200
  let queue: Job[] = []
  let scheduled = false
  let backoffMs = 0
  let drained: Array<() => void> = []
  const stats = { groups: 0, writes: 0, largestGroup: 0, lockWaits: 0 }

  /** The SQLITE_BUSY when another connection holds the lock: nothing was written, the jobs stay queued. */
  const commitGroup = (jobs: Job[]): unknown => {
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = []
    try {
      db.transaction(() => {
        for (const job of jobs) {
          try {
            // A nested transaction is a SAVEPOINT (sqlite.ts): a throw rolls back this job only.
            outcomes.push({ ok: true, value: db.transaction(job.work)() })
          } catch (error) {
            outcomes.push({ ok: false, error })
          }
        }
      }).immediate()
    } catch (commitError) {
      if (isDatabaseBusy(commitError)) return commitError
      // The group did not commit (disk full, I/O error): nobody is told success.
      for (const job of jobs) job.reject(commitError)
      return undefined
    }
    stats.groups += 1
    stats.writes += jobs.length
    stats.largestGroup = Math.max(stats.largestGroup, jobs.length)
    jobs.forEach((job, i) => {
      const outcome = outcomes[i]!
      if (outcome.ok) job.resolve(outcome.value)
      else job.reject(outcome.error)
    })
    return undefined
  }

  /** Locked: refuse the writes past their bound, try the rest again after the backoff. */
  const waitForLock = (busy: unknown) => {
    stats.lockWaits += 1
    const now = performance.now()
    const expired = queue.filter((job) => now - job.queuedAt >= lockWaitMs)
    queue = queue.filter((job) => now - job.queuedAt < lockWaitMs)
    for (const job of expired) job.reject(busy)
    if (queue.length === 0) return settle()
    backoffMs = Math.min(backoffMs === 0 ? retryFirstMs : backoffMs * 2, retryMaxMs)
    const untilFirstExpires = lockWaitMs - (now - queue[0]!.queuedAt)
    scheduled = true
    setTimeout(flushNow, Math.max(1, Math.min(backoffMs, untilFirstExpires)))
  }

  const flushNow = () => {
    scheduled = false
    while (queue.length > 0) {
      const jobs = queue.slice(0, maxGroup)
      const busy = commitGroup(jobs)
      if (busy !== undefined) return waitForLock(busy)
      queue = queue.slice(jobs.length)
    }
    backoffMs = 0
    settle()
  }

  const settle = () => {
    const waiting = drained
    drained = []
    for (const resolve of waiting) resolve()
  }

  return {
    run<T>(work: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ queuedAt: performance.now(), work, resolve: resolve as (value: unknown) => void, reject })
        if (!scheduled) {
          scheduled = true
          setImmediate(flushNow)
        }
      })
    },
    flush() {
      if (queue.length === 0) return Promise.resolve()
      const done = new Promise<void>((resolve) => drained.push(resolve))
      // While a retry is pending its timer flushes; otherwise write now.
      if (!scheduled || backoffMs === 0) flushNow()
      return done
    },
    stats,
  }
}
