import type Database from 'better-sqlite3'

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
 * better-sqlite3 is synchronous, so work inside a group runs one piece after the other, in
 * arrival order: the duplicate rule sees the earlier requests of the same group.
 */
export interface GroupCommit {
  /** Runs `work` inside the next group's transaction; resolves after that transaction commits. */
  run<T>(work: () => T): Promise<T>
  /** Writes what is queued now (used on close). */
  flush(): void
  /** Groups committed and pieces of work in them, for the bench and tests. */
  readonly stats: { groups: number; writes: number; largestGroup: number }
}

interface Job {
  work: () => unknown
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

export function createGroupCommit(db: Database.Database, options: { maxGroup?: number } = {}): GroupCommit {
  // A bound keeps one transaction (and the loop turn it blocks) short under a flood.
  const maxGroup = options.maxGroup ?? 512
  let queue: Job[] = []
  let scheduled = false
  const stats = { groups: 0, writes: 0, largestGroup: 0 }

  const commitGroup = (jobs: Job[]) => {
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = []
    try {
      db.transaction(() => {
        for (const job of jobs) {
          try {
            // A nested better-sqlite3 transaction is a SAVEPOINT: a throw rolls back this job only.
            outcomes.push({ ok: true, value: db.transaction(job.work)() })
          } catch (error) {
            outcomes.push({ ok: false, error })
          }
        }
      })()
    } catch (commitError) {
      // The group did not commit (disk full, I/O error): nobody is told success.
      for (const job of jobs) job.reject(commitError)
      return
    }
    stats.groups += 1
    stats.writes += jobs.length
    stats.largestGroup = Math.max(stats.largestGroup, jobs.length)
    jobs.forEach((job, i) => {
      const outcome = outcomes[i]!
      if (outcome.ok) job.resolve(outcome.value)
      else job.reject(outcome.error)
    })
  }

  const flush = () => {
    scheduled = false
    while (queue.length > 0) {
      const jobs = queue.slice(0, maxGroup)
      queue = queue.slice(jobs.length)
      commitGroup(jobs)
    }
  }

  return {
    run<T>(work: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject })
        if (!scheduled) {
          scheduled = true
          setImmediate(flush)
        }
      })
    },
    flush,
    stats,
  }
}
