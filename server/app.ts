import Fastify, { type FastifyInstance } from 'fastify'
import { registerApi } from './api/index'
import type { ServerConfig } from './config'
import { createLogDestination, drainLogDestination, loggerOptions, OneLinePerRequest } from './logging'
import { registerPages } from './pages'
import { answerClientError, answerFrameworkError, answerServerError, registerSecurityHeaders } from './security-headers'

type BuildConfig = Pick<ServerConfig, 'distDir' | 'databaseFile'> & Partial<Pick<ServerConfig, 'trustProxy' | 'corsOrigins'>> & {
  writeLimits?: Partial<ServerConfig['writeLimits']>
}

/**
 * The one Node server: the prerendered site and the reference API of openapi/api.yaml. With
 * `logger`, request logs go to stdout asynchronously (logging.ts) and `app.close()` resolves only
 * once every line is out; `logStream` sends them to a stream of the caller's instead (tests).
 */
export async function buildServer(
  config: BuildConfig,
  options: { logger?: boolean; logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const destination = options.logger && !options.logStream ? createLogDestination() : undefined
  const stream = options.logStream ?? destination
  const app = Fastify({
    logger: stream ? loggerOptions(stream) : false,
    trustProxy: config.trustProxy ?? false,
    frameworkErrors: answerFrameworkError,
    // Node's parser errors (400, 408, 431) with the security headers and the contract's shape.
    clientErrorHandler: answerClientError,
    // One line per answered request instead of two (logging.ts).
    logController: new OneLinePerRequest(),
  })
  // onClose hooks run last-registered first, after the server has answered its last request:
  // registered first, this one runs after everything else has logged.
  if (destination) app.addHook('onClose', () => drainLogDestination(destination))
  registerSecurityHeaders(app)
  app.setErrorHandler(answerServerError)
  await registerApi(app, {
    databaseFile: config.databaseFile,
    ...(config.writeLimits ? { writeLimits: config.writeLimits } : {}),
    ...(config.corsOrigins ? { corsOrigins: config.corsOrigins } : {}),
  })
  await registerPages(app, config.distDir)
  return app
}
