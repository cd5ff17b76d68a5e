import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { apiBasePath, apiLimits } from '../../src/generated/api-rules.gen'
import { apiOperations } from '../../src/generated/operations/index.gen'
import { errorBody, languageOf, RequestRefused } from './error-answer'
import { fieldMessage, messages } from './messages'

/*
 * The one operation whose body is a form with a file (`multipart/form-data`: the partner's
 * request with its logo). Every other write is JSON (strict-json.ts). Each operation takes only
 * its own media type, as the contract declares it: a form sent to a JSON operation, or JSON to
 * the form's, is a 415 before anything is read or checked.
 */

/** The full paths (`/api/v1/PartnerEventRequest`) whose body is a form, from the operation tables. */
const formPaths: ReadonlySet<string> = new Set(
  Object.values(apiOperations).flatMap((operation) => ('mediaType' in operation && operation.mediaType === 'multipart/form-data' ? [`${apiBasePath}${operation.path}`] : [])),
)

/** The file field of a form body: its bytes stay here, the body holds its name for the contract's validation. */
const FILE_FIELD = 'logo'

/** A form's fields are few and short: the JSON bodies' own limit per text field, one file, at most the logo's size. */
const limits = {
  fileSize: apiLimits.logoMaxBytes,
  files: 1,
  fields: 12,
  parts: 13,
  fieldSize: apiLimits.bodyLimitBytes,
  headerPairs: 20,
}

/** The uploaded file of each request, by request: read by the operation (`uploadedFile`). */
const files = new WeakMap<FastifyRequest, Uint8Array>()

/** The file a form request carried in its `logo` field, or undefined without one. */
export function uploadedFile(request: FastifyRequest): Uint8Array | undefined {
  return files.get(request)
}

const isFormRoute = (request: FastifyRequest) => formPaths.has(request.routeOptions.url ?? '')

/**
 * Reads a form body into `request.body` before validation (a field's text; the file's name in its
 * field, its bytes aside), so the contract's schema checks a form as it checks JSON: a missing,
 * repeated or undeclared field is a 400 naming it. Registered before `requireDeclaredBody`.
 */
export async function registerFormBodies(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyMultipart, { limits })
  // By the header, before any byte of the body is read (JSON sent to the form used to be read and
  // parsed first, or held to the body's clocks, before its 415).
  scope.addHook('preParsing', async (request, _reply, payload) => {
    const formRoute = isFormRoute(request)
    if (request.method === 'POST' && isFormBody(request) !== formRoute) {
      throw new RequestRefused(415, formRoute ? messages.unsupportedMediaTypeForm : messages.unsupportedMediaType)
    }
    return payload
  })
  scope.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'POST' || !isFormRoute(request)) return undefined
    try {
      request.body = await readForm(request)
    } catch (error) {
      // Already answered: the body's clock ran out (request-body.ts), and this is its aftermath.
      if (reply.sent) return undefined
      return refuseForm(error, request, reply)
    }
    return undefined
  })
}

/** The body is a form by its declared type (the one @fastify/multipart reads, from the raw request). */
export const isFormBody = (request: FastifyRequest) => /^multipart\/form-data(;|$)/i.test(request.headers['content-type']?.trim() ?? '')

async function readForm(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {}
  for await (const part of request.parts({ limits })) {
    // A name sent twice is kept as a list, which the contract's `type: string` refuses, naming it.
    const add = (value: unknown) => {
      const before = body[part.fieldname]
      body[part.fieldname] = before === undefined ? value : [before, value].flat()
    }
    if (part.type === 'file') {
      const bytes = await part.toBuffer()
      if (part.fieldname !== FILE_FIELD) throw new FormRefused(400, { kind: 'fileInTextField', field: part.fieldname })
      files.set(request, new Uint8Array(bytes))
      add(part.filename || FILE_FIELD)
    } else {
      if (part.valueTruncated) throw new FormRefused(413, { kind: 'fieldTooLong', field: part.fieldname })
      if (part.fieldname === FILE_FIELD) throw new FormRefused(400, { kind: 'textInFileField', field: part.fieldname })
      add(part.value)
    }
  }
  return body
}

type FormProblem = { kind: 'fileInTextField' | 'textInFileField' | 'fieldTooLong'; field: string }

class FormRefused extends Error {
  constructor(
    readonly status: 400 | 413,
    readonly problem: FormProblem,
  ) {
    super(problem.kind)
  }
}

/** Any trouble reading a form is the client's: a 413 for a limit, else a 400, never a 500. */
function refuseForm(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const language = languageOf(request)
  if (error instanceof FormRefused) {
    const { field, kind } = error.problem
    const text = kind === 'fieldTooLong' ? messages.payloadTooLarge[language] : fieldMessage(field, kind === 'fileInTextField' ? 'type' : 'format', language)
    return reply.code(error.status).send(errorBody(error.status, text, field))
  }
  const code = (error as { code?: unknown }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return reply.code(413).send(errorBody(413, messages.logoTooLarge(apiLimits.logoMaxBytes)[language], FILE_FIELD))
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return reply.code(413).send(errorBody(413, messages.payloadTooLarge[language]))
  }
  request.log.info({ err: error }, 'unreadable form body')
  return reply.code(400).send(errorBody(400, messages.malformedBody[language]))
}
