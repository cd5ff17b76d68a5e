import Fastify, { type FastifyInstance } from 'fastify'
import { registerApi } from './api/index'
import type { ServerConfig } from './config'
import { loggerOptions, OneLinePerRequest } from './logging'
import { registerPages } from './pages'
import { answerFrameworkError, answerServerError, registerSecurityHeaders } from './security-headers'

type BuildConfig = Pick<ServerConfig, 'distDir' | 'databaseFile'> & Partial<Pick<ServerConfig, 'trustProxy' | 'writesPerMinute'>>

/** The one Node server: the prerendered site and the reference API of openapi/api.yaml. */
export async function buildServer(
  config: BuildConfig,
  options: { logger?: boolean; logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger || options.logStream ? loggerOptions(options.logStream) : false,
    trustProxy: config.trustProxy ?? false,
    frameworkErrors: answerFrameworkError,
    // One line per answered request instead of two (logging.ts).
    logController: new OneLinePerRequest(),
  })
  registerSecurityHeaders(app)
  app.setErrorHandler(answerServerError)
  await registerApi(app, {
    databaseFile: config.databaseFile,
    ...(config.writesPerMinute !== undefined ? { rateLimit: { max: config.writesPerMinute, windowMs: 60_000 } } : {}),
  })
  await registerPages(app, config.distDir)
  return app
}
