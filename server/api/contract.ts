import { apiBasePath, apiLimits } from '../../src/generated/api-rules.gen'
import { fileURLToPath } from 'node:url'

/** The contract both the server and the client are built from. */
export const contractFile = fileURLToPath(new URL('../../openapi/api.yaml', import.meta.url))

/** Everything of the API (operations and badge images) lives under this path. */
export const apiPrefix = '/api'

if (!apiBasePath.startsWith(`${apiPrefix}/`)) throw new Error(`api.yaml servers url ${apiBasePath} must lie under ${apiPrefix}/`)

/** Where api.yaml's `servers` puts the operations, below `apiPrefix`; fastify-openapi-glue ignores `servers`. */
export const apiVersionPrefix = apiBasePath.slice(apiPrefix.length)

/** Request bodies are small forms; anything bigger is answered 413 before it is parsed (api.yaml `x-obadge-limits`). */
export const apiBodyLimitBytes: number = apiLimits.bodyLimitBytes
