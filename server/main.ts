import { buildServer } from './app'
import { serverConfig } from './config'

const config = serverConfig()
const app = await buildServer(config, { logger: config.log })
await app.listen({ port: config.port, host: config.host })
console.log(`oBadge site and reference API on http://${config.host}:${config.port}/ (database ${config.databaseFile})`)
