import Fastify, { type FastifyInstance } from 'fastify'
import { registerApi } from './api/index'
import type { ServerConfig } from './config'
import type { GroupCommit } from './db/group-commit'
import { createLogDestination, drainLogDestination, loggerOptions, OneLinePerRequest, type LogDestination } from './logging'
import { registerPages } from './pages'
import { answerClientError, answerFrameworkError, answerServerError, registerSecurityHeaders } from './security-headers'
import { registerHostRequired } from './host-required'
import { registerShutdownAnswers } from './shutdown'
import { registerBodyTimeLimits } from './request-body'
import { defaultTimeLimits, timeLimitOptions, type TimeLimits } from './time-limits'

type BuildConfig = Pick<ServerConfig, 'databaseFile'> & Partial<Pick<ServerConfig, 'distDir' | 'trustProxy' | 'corsOrigins'>> & {
  writeLimits?: Partial<ServerConfig['writeLimits']>
  /** time-limits.ts's defaults unless a test shortens them. */
  timeLimits?: Partial<TimeLimits>
  /** group-commit.ts's default unless a test shortens it. */
  lockWaitMs?: number
  /** Hands over the group commit (its counters), for the load bench. */
  onGroupCommit?: (writes: GroupCommit) => void
}

/**
 * The one Node server: the prerendered site (from `distDir`) and the reference API of openapi/api.yaml. With
 * `logger`, request logs go to stdout asynchronously (logging.ts) and `app.close()` resolves only
 * once every line is out (through `logger` itself when it is a destination of createLogDestination,
 * which the caller writes its own lines to); `logStream` sends them to a stream of the caller's
 * instead (tests).
 */
export async function buildServer(
  config: BuildConfig,
  options: { logger?: boolean | LogDestination; logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const destination = options.logger && !options.logStream ? (options.logger === true ? createLogDestination() : options.logger) : undefined
  const stream = options.logStream ?? destination
  const timeLimits = { ...defaultTimeLimits, ...config.timeLimits }
  const app = Fastify({
    logger: stream ? loggerOptions(stream) : false,
    trustProxy: config.trustProxy ?? false,
    frameworkErrors: answerFrameworkError,
    // Node's parser errors (400, 408, 431) with the security headers and the contract's shape.
    clientErrorHandler: answerClientError,
    // One line per answered request instead of two (logging.ts).
    logController: new OneLinePerRequest(),
    ...timeLimitOptions(timeLimits),
    // Answered by registerShutdownAnswers instead, in the contract's shape.
    return503OnClosing: false,
  })
  // onClose hooks run last-registered first, after the server has answered its last request:
  // registered first, this one runs after everything else has logged.
  if (destination) app.addHook('onClose', () => drainLogDestination(destination))
  registerSecurityHeaders(app)
  registerShutdownAnswers(app)
  registerHostRequired(app)
  registerBodyTimeLimits(app, timeLimits)
  app.setErrorHandler(answerServerError)
  await registerApi(app, {
    databaseFile: config.databaseFile,
    ...(config.writeLimits ? { writeLimits: config.writeLimits } : {}),
    ...(config.corsOrigins ? { corsOrigins: config.corsOrigins } : {}),
    ...(config.lockWaitMs ? { lockWaitMs: config.lockWaitMs } : {}),
    ...(config.onGroupCommit ? { onGroupCommit: config.onGroupCommit } : {}),
  })
  // Without a build the process is the API alone (api-process.ts).
  if (config.distDir) await registerPages(app, config.distDir)
  return app
}
