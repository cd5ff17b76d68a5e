import Fastify, { type FastifyInstance } from 'fastify'
import { registerApi } from './api/index'
import type { ServerConfig } from './config'
import { registerPages } from './pages'

/** The one Node server: the prerendered site and the reference API of openapi/api.yaml. */
export async function buildServer(config: Pick<ServerConfig, 'distDir' | 'databaseFile'>, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false })
  await registerApi(app, { databaseFile: config.databaseFile })
  await registerPages(app, config.distDir)
  return app
}
