import { fileURLToPath } from 'node:url'
import type Database from '../db/sqlite'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import openapiGlue from 'fastify-openapi-glue'
import { queryWithDefaults } from '../../src/api'
import { apiOperations } from '../../src/generated/operations/index.gen'
import { createGroupCommit, type GroupCommit } from '../db/group-commit'
import { openDatabase } from '../db/open-database'
import { badgeArtDirectory } from '../seed/badge-art-files'
import { apiBodyLimitBytes, apiPrefix, apiVersionPrefix, contractFile } from './contract'
import { registerCors } from './cors'
import { registerFormBodies, uploadedFile } from './form-body'
import { answerUnrouted } from './allowed-methods'
import type { ClaimWindows } from './claim-window'
import { answerError, requireDeclaredBody } from './error-answer'
import { sendList, varyBy } from './list-answer'
import { createOperationHandlers, namesInRequestLanguage, type OperationHandlers, type OperationId } from './operations'
import { contractWriteLimits, registerWriteLimits, type WriteLimits } from './rate-limit'
import { registerStrictJson } from './strict-json'
import { createStrictValidatorCompiler } from './strict-validator'

interface RegisterApiOptions {
  /** SQLite file (created with its folder if missing), or `:memory:`. */
  databaseFile: string
  /** The write limits, each defaulting to api.yaml's `x-obadge-limits`. */
  writeLimits?: Partial<WriteLimits>
  /** Origins whose pages may call the operations and load the images (cors.ts); default none. */
  corsOrigins?: readonly string[]
  /** The clock stored with each request and read by the claim windows; tests pin it. */
  now?: () => Date
  /** Hands over the group commit (its counters), for the load bench. */
  onGroupCommit?: (writes: GroupCommit) => void
  /** How long a write waits for another connection's lock before a 503 (group-commit.ts); tests shorten it. */
  lockWaitMs?: number
}

export interface ApiPluginOptions {
  db: Database
  /** The write limits, each defaulting to api.yaml's `x-obadge-limits`. */
  writeLimits?: Partial<WriteLimits>
  /** Origins whose pages may call the operations and load the images (cors.ts); default none. */
  corsOrigins?: readonly string[]
  /**
   * The contract the routes and their request validation are built from: openapi/api.yaml unless
   * a test hands over a changed copy (server/db/limits-from-contract.test.ts raises its limits).
   */
  contractFile?: string
  /** The company codes issuance accepts; default the manifest's (known-company.ts). */
  companies?: readonly string[]
  /**
   * The claim windows by company code; default the manifest's (claim-window.ts). A test of a
   * fixed window's refusals gives its own: the manifest's only windows are the examples', which
   * move with the day.
   */
  claimWindows?: ClaimWindows
  now?: () => Date
  onGroupCommit?: (writes: GroupCommit) => void
  lockWaitMs?: number
}

/**
 * Registers the whole API on `app`: the operations of openapi/api.yaml under /api/v1 and the
 * gallery images under /api/badges/. Error handling, the 404 answer, the body limit and the
 * content-type rules stay inside /api, so the pages the main server serves are not affected.
 */
export async function registerApi(app: FastifyInstance, options: RegisterApiOptions): Promise<void> {
  const db = openDatabase(options.databaseFile)
  app.addHook('onClose', async () => {
    db.close()
  })
  await app.register(apiPlugin, {
    db,
    ...(options.writeLimits ? { writeLimits: options.writeLimits } : {}),
    ...(options.corsOrigins ? { corsOrigins: options.corsOrigins } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.onGroupCommit ? { onGroupCommit: options.onGroupCommit } : {}),
    ...(options.lockWaitMs ? { lockWaitMs: options.lockWaitMs } : {}),
  })
}

/** The same API on a database the caller already opened (tests keep the handle to count rows). */
export async function apiPlugin(api: FastifyInstance, options: ApiPluginOptions): Promise<void> {
  await api.register(
    async (scope) => {
      const now = options.now ?? (() => new Date())
      // fastify parses text/plain by default, but the contract declares JSON bodies only: without
      // this a text/plain body skipped validation and reached a handler. Now it is a 415.
      scope.removeContentTypeParser('text/plain')
      // UTF-8 only, every byte valid, every key once (strict-json.ts).
      registerStrictJson(scope)
      // Exactly as strict as the contract: no coercion, no silent removal (see strict-validator.ts).
      scope.setValidatorCompiler(createStrictValidatorCompiler())
      scope.setErrorHandler(answerError)
      scope.setNotFoundHandler(answerUnrouted)
      // The main server answers unknown paths with its HTML not-found page through a root
      // wildcard, which would also catch /api/…; this more specific one keeps the API's JSON 404,
      // and answers a known path's other methods 405 before any body is read (allowed-methods.ts).
      scope.all('/*', { onRequest: answerUnrouted }, answerUnrouted)
      scope.addHook('onRoute', (route) => {
        route.bodyLimit ??= apiBodyLimitBytes
      })
      // A form body (the partner's request with its logo) is read before the check that a body came.
      await registerFormBodies(scope)
      scope.addHook('preValidation', requireDeclaredBody)
      // Without origins the API is same-origin only, as before: no CORS header, a preflight is a 404.
      if (options.corsOrigins?.length) await registerCors(scope, options.corsOrigins)
      await registerWriteLimits(scope, { ...contractWriteLimits, ...options.writeLimits })

      const writes = createGroupCommit(options.db, options.lockWaitMs ? { lockWaitMs: options.lockWaitMs } : {})
      options.onGroupCommit?.(writes)
      // Whatever is queued when the server closes is written before the database closes.
      scope.addHook('onClose', async () => writes.flush())
      const handlers = createOperationHandlers(options.db, writes, now, options.companies, options.claimWindows)
      await scope.register(openapiGlue, {
        specification: options.contractFile ?? contractFile,
        prefix: apiVersionPrefix,
        operationResolver: (operationId) => routeFor(handlers, operationId),
      })
      await scope.register(fastifyStatic, {
        root: fileURLToPath(badgeArtDirectory),
        prefix: '/badges/',
        // The main server may register @fastify/static for the pages; only one may decorate reply.
        decorateReply: false,
        maxAge: '1d',
      })
    },
    { prefix: apiPrefix },
  )
}

function isOperationId(handlers: OperationHandlers, id: string): id is OperationId {
  return Object.hasOwn(handlers, id)
}

/** The fastify handler of one operation, handing the validated request to its typed handler. */
function routeFor(handlers: OperationHandlers, operationId: string) {
  if (!isOperationId(handlers, operationId)) {
    throw new Error(`api.yaml declares ${operationId}, which server/api/operations.ts does not implement`)
  }
  const handler = handlers[operationId] as (input: {
    body: unknown
    query: unknown
    acceptLanguage: string | undefined
    file: Uint8Array | undefined
  }) => unknown | Promise<unknown>
  const operation = apiOperations[operationId]
  // The request has been validated against the contract before this runs, and the query gets
  // the contract's defaults, which is what makes the typed inputs of OperationHandlers true.
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const acceptLanguage = request.headers['accept-language']
    const answer = await handler({
      body: request.body,
      query: queryWithDefaults(operation, (request.query ?? {}) as Record<string, unknown>),
      acceptLanguage: Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage,
      file: uploadedFile(request),
    })
    // The lists go out compressed, with an ETag and a cache time (list-answer.ts).
    if (namesInRequestLanguage.has(operationId)) varyBy(reply, 'Accept-Language')
    if (operation.method === 'get') return sendList(request, reply, answer as object)
    return reply.code(200).send(answer)
  }
}
