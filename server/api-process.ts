// The reference API alone in a process of its own, on DATABASE_FILE, for tests that must kill a
// real server (kill-during-burst) and for `npm run bench:api`. Prints `listening <port>` when up.
// PORT (default 0: any free port), WRITES_PER_MINUTE (default the contract's), LOG (default off).
import Fastify from 'fastify'
import { registerApi } from './api/index'
import type { GroupCommit } from './db/group-commit'
import { parseTrustProxy } from './config'
import { loggerOptions, OneLinePerRequest } from './logging'
import { answerFrameworkError, answerServerError, registerSecurityHeaders } from './security-headers'
import { apiLimits } from '../src/generated/api-rules.gen'

const databaseFile = process.env.DATABASE_FILE
if (!databaseFile) throw new Error('DATABASE_FILE is required')
// The API exactly as `npm start` serves it (headers, error answers, logs when LOG=1), without the pages.
const app = Fastify({
  logger: process.env.LOG === '1' ? loggerOptions() : false,
  trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  frameworkErrors: answerFrameworkError,
  logController: new OneLinePerRequest(),
})
registerSecurityHeaders(app)
app.setErrorHandler(answerServerError)
let writes: GroupCommit | undefined
await registerApi(app, {
  databaseFile,
  onGroupCommit: (w) => (writes = w),
  rateLimit: { max: Number(process.env.WRITES_PER_MINUTE ?? apiLimits.writesPerMinute), windowMs: 60_000 },
})
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' })
const address = app.server.address()
console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`)
// SIGUSR2 prints the process's CPU time and the group commit's counters (npm run bench:api).
process.on('SIGUSR2', () => {
  const cpu = process.cpuUsage()
  console.log(`stats ${JSON.stringify({ cpuMicros: cpu.user + cpu.system, ...writes?.stats })}`)
})
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0))
  })
}
