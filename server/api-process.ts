// The server in a process of its own, for tests that must watch or kill a real process
// (kill-during-burst, the liveness suite) and for `npm run bench:api`. Prints `listening <port>`
// when up. DATABASE_FILE (required); DIST_DIR (default none: the API alone, without the pages);
// PORT (default 0: any free port); WRITES_PER_EMAIL_PER_MINUTE, WRITES_PER_ADDRESS_PER_MINUTE,
// TRUST_PROXY and CORS_ORIGINS as `npm start` reads them; LOG (default off); TIME_LIMITS (tests
// only: JSON of time-limits.ts's fields to shorten, so a test waits out a body timer in a second).
import { buildServer } from './app'
import type { GroupCommit } from './db/group-commit'
import { serverConfig } from './config'
import { createLogDestination } from './logging'
import { closeOnSignals } from './shutdown'
import type { TimeLimits } from './time-limits'

const databaseFile = process.env.DATABASE_FILE
if (!databaseFile) throw new Error('DATABASE_FILE is required')
const config = serverConfig()
const logs = process.env.LOG === '1' ? createLogDestination() : undefined
let writes: GroupCommit | undefined
const app = await buildServer(
  {
    databaseFile,
    ...(process.env.DIST_DIR ? { distDir: process.env.DIST_DIR } : {}),
    trustProxy: config.trustProxy,
    corsOrigins: config.corsOrigins,
    writeLimits: config.writeLimits,
    timeLimits: JSON.parse(process.env.TIME_LIMITS ?? '{}') as Partial<TimeLimits>,
    onGroupCommit: (w) => (writes = w),
  },
  { logger: logs ?? false },
)
// The process's own lines share stdout with the logs; written through the log destination they
// stay whole lines after the ones before them (a line written past it could land inside a log
// line that the full pipe took only in part).
const say = (line: string) => (logs ? logs.write(`${line}\n`) : console.log(line))
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' })
const address = app.server.address()
say(`listening ${typeof address === 'object' && address ? address.port : ''}`)
// SIGUSR2 prints the process's CPU time and the group commit's counters (npm run bench:api).
process.on('SIGUSR2', () => {
  const cpu = process.cpuUsage()
  say(`stats ${JSON.stringify({ cpuMicros: cpu.user + cpu.system, ...writes?.stats })}`)
})
closeOnSignals(app)
