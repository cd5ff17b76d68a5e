import { buildServer } from './app'
import { serverConfig } from './config'

const config = serverConfig()
const app = await buildServer(config, { logger: config.log })
const address = await app.listen({ port: config.port, host: config.host })
const calledFrom = config.corsOrigins.length ? `; API open to pages of ${config.corsOrigins.join(', ')}` : ''
console.log(`oBadge site and reference API on ${address}/ (database ${config.databaseFile}${calledFrom})`)

// SIGTERM (a process manager, `docker stop`) and Ctrl-C: stop taking connections, answer the
// requests in flight, commit and close the database, write out the last log lines, then exit.
// A second signal ends the process at once (the default action: `once`).
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    // A connection busy when closing began stays open once idle, for its keep-alive time (72 s in
    // fastify): after a grace for the answers in flight, the rest are closed.
    setTimeout(() => app.server.closeAllConnections(), 5_000).unref()
    void app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  })
}
