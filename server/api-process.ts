// The reference API alone in a process of its own, on DATABASE_FILE, for tests that must kill a
// real server (kill-during-burst) and for `npm run bench:api`. Prints `listening <port>` when up.
// PORT (default 0: any free port), WRITES_PER_EMAIL_PER_MINUTE and WRITES_PER_ADDRESS_PER_MINUTE
// (default the contract's), CORS_ORIGINS (default none), LOG (default off).
import Fastify from 'fastify'
import { registerApi } from './api/index'
import type { GroupCommit } from './db/group-commit'
import { serverConfig } from './config'
import { createLogDestination, drainLogDestination, loggerOptions, OneLinePerRequest } from './logging'
import { answerClientError, answerFrameworkError, answerServerError, registerSecurityHeaders } from './security-headers'
import { registerShutdownAnswers } from './shutdown'
import { defaultTimeLimits, registerBodyTimeLimits, timeLimitOptions } from './time-limits'

const databaseFile = process.env.DATABASE_FILE
if (!databaseFile) throw new Error('DATABASE_FILE is required')
// The write limits, TRUST_PROXY and CORS_ORIGINS read as `npm start` reads them.
const config = serverConfig()
// The API exactly as `npm start` serves it (headers, error answers, logs when LOG=1), without the pages.
const logs = process.env.LOG === '1' ? createLogDestination() : undefined
const app = Fastify({
  logger: logs ? loggerOptions(logs) : false,
  trustProxy: config.trustProxy,
  frameworkErrors: answerFrameworkError,
  clientErrorHandler: answerClientError,
  logController: new OneLinePerRequest(),
  ...timeLimitOptions(defaultTimeLimits),
  // Answered by registerShutdownAnswers instead, in the contract's shape.
  return503OnClosing: false,
})
// Runs last of the onClose hooks (as in server/app.ts): the last lines are out before exit.
if (logs) app.addHook('onClose', () => drainLogDestination(logs))
registerSecurityHeaders(app)
registerShutdownAnswers(app)
registerBodyTimeLimits(app, defaultTimeLimits)
app.setErrorHandler(answerServerError)
let writes: GroupCommit | undefined
await registerApi(app, {
  databaseFile,
  onGroupCommit: (w) => (writes = w),
  writeLimits: config.writeLimits,
  corsOrigins: config.corsOrigins,
})
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
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0))
  })
}
