import { fileURLToPath } from 'node:url'

/** The contract both the server and the client are built from. */
export const contractFile = fileURLToPath(new URL('../../openapi/api.yaml', import.meta.url))

/** Where api.yaml's `servers` puts the operations; fastify-openapi-glue ignores `servers`. */
export const apiVersionPrefix = '/v1'

/** Everything of the API (operations and badge images) lives under this path. */
export const apiPrefix = '/api'

/** Request bodies are small forms; anything bigger is answered 413 before it is parsed. */
export const apiBodyLimitBytes = 64 * 1024
