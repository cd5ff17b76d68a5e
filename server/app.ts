import Fastify, { type FastifyInstance } from 'fastify'
import { registerApi } from './api/index'
import type { ServerConfig } from './config'
import { registerPages } from './pages'

type BuildConfig = Pick<ServerConfig, 'distDir' | 'databaseFile'> & Partial<Pick<ServerConfig, 'trustProxy' | 'writesPerMinute'>>

/** The one Node server: the prerendered site and the reference API of openapi/api.yaml. */
export async function buildServer(config: BuildConfig, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: config.trustProxy ?? false })
  await registerApi(app, {
    databaseFile: config.databaseFile,
    ...(config.writesPerMinute !== undefined ? { rateLimit: { max: config.writesPerMinute, windowMs: 60_000 } } : {}),
  })
  await registerPages(app, config.distDir)
  return app
}
