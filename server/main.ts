import { buildServer } from './app'
import { serverConfig } from './config'
import { closeOnSignals } from './shutdown'

const config = serverConfig()
const app = await buildServer(config, { logger: config.log })
const address = await app.listen({ port: config.port, host: config.host })
const calledFrom = config.corsOrigins.length ? `; API open to pages of ${config.corsOrigins.join(', ')}` : ''
console.log(`oBadge site and reference API on ${address}/ (database ${config.databaseFile}${calledFrom})`)

closeOnSignals(app)
