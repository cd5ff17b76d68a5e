import createClient, { type Client } from 'openapi-fetch'
import type { components, paths } from '../generated/api.gen'
import { apiBasePath, apiTimeoutMs, buildTimeApiOrigin } from './api-config'
import { fetchWithTimeout } from './fetch-with-timeout'

export type ApiLanguage = components['schemas']['Language']

/**
 * A write's operation as the client sends it: its body is what `Api.call` let through, which its
 * signature types by the contract (`CallInput`), sent as JSON or as the FormData of a form's
 * fields. openapi-fetch cannot check a body against the operation a type parameter names.
 */
type Sent<Operation> = Operation extends { requestBody: unknown } ? Omit<Operation, 'requestBody'> & { requestBody: { content: { 'application/json': unknown } } } : Operation

/** The contract's paths, their writes as sent (`Sent`). */
export type SentPaths = { [Path in keyof paths]: { [Method in keyof paths[Path]]: Sent<paths[Path][Method]> } }
export type ApiClient = Client<SentPaths>

export interface ApiClientOptions {
  /** The interface language, sent as Accept-Language unless a call sets its own. */
  getLanguage: () => ApiLanguage
  /** Defaults to the build-time origin (VITE_API_ORIGIN), empty for the same origin. */
  origin?: string
  timeoutMs?: number
  /** Tests pass a stub; the app uses the browser's fetch. */
  fetch?: typeof globalThis.fetch
}

/** The one openapi-fetch client of the site: base URL, timeout and Accept-Language. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const origin = options.origin ?? buildTimeApiOrigin()
  const client = createClient<SentPaths>({
    baseUrl: `${origin}${apiBasePath}`,
    // Resolved at call time so a stubbed or polyfilled global fetch is honoured.
    fetch: fetchWithTimeout((input, init) => (options.fetch ?? globalThis.fetch)(input, init), options.timeoutMs ?? apiTimeoutMs),
  })
  client.use({
    onRequest({ request }) {
      if (!request.headers.has('Accept-Language')) request.headers.set('Accept-Language', options.getLanguage())
      return request
    },
  })
  return client
}
