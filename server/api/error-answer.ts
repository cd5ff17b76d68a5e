import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { components } from '../../src/generated/api.gen'
import { isDatabaseBusy } from '../db/group-commit'
import { requestBodyAt } from './api-addresses'
import { fieldMessage, messageLanguage, messages, type FieldContext, type MessageLanguage, type Text } from './messages'

type ErrorBody = components['schemas']['ErrorBody']

interface ValidationIssue {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
}

/**
 * A valid request an operation handler refuses for a reason of its own (a claim window), with a
 * status api.yaml declares for that operation and a text in both languages: `answerError` sends
 * it in the request's language.
 */
export class RequestRefused extends Error {
  constructor(
    readonly status: number,
    readonly text: Text,
    /** The request field the refusal is about, when one is (422 UnknownCompany: `company`). */
    readonly field?: string,
  ) {
    super(text.en)
  }
}

/**
 * The server cannot take the request now (it is shutting down, or the database stays locked past
 * the group commit's bound): 503 with `Retry-After`, in the request's language, nothing stored.
 */
export class ServiceUnavailable extends Error {
  readonly statusCode = 503
  constructor(readonly reason: string) {
    super(reason)
  }
}

/** Seconds a 503 asks the client to wait: a restart is back, or a brief outside lock gone, by then. */
export const retryAfterSeconds = 5

export function errorBody(resultCode: number, message: string, field?: string): ErrorBody {
  return field === undefined ? { resultCode, message } : { resultCode, message, field }
}

export function languageOf(request: FastifyRequest): MessageLanguage {
  const header = request.headers['accept-language']
  return messageLanguage(Array.isArray(header) ? header[0] : header)
}

/** A header as the contract spells it (`Accept-Language`); Node and the validator see it lower-cased. */
function declaredHeaderName(request: FastifyRequest, lowerCased: string): string {
  const declared = (request.routeOptions.schema?.headers as { properties?: Record<string, unknown> } | undefined)?.properties ?? {}
  return Object.keys(declared).find((name) => name.toLowerCase() === lowerCased) ?? lowerCased
}

/** The field an ajv issue is about: the missing or undeclared property, else the last step of its path. */
function fieldOf(issue: ValidationIssue, context: string | undefined): string {
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    return issue.params.missingProperty
  }
  // A field the contract does not declare (`additionalProperties: false`): the 400 names it.
  if (issue.keyword === 'additionalProperties' && typeof issue.params.additionalProperty === 'string') {
    return issue.params.additionalProperty
  }
  const last = issue.instancePath.split('/').filter(Boolean).at(-1)
  return last ?? (context === 'body' ? 'body' : (context ?? 'request'))
}

/** For a refused body field: the operation's request body and the value sent (its message may depend on both). */
function bodyFieldOf(request: FastifyRequest, context: string | undefined, field: string): FieldContext {
  if (context !== 'body') return {}
  const sent = request.body
  const value = typeof sent === 'object' && sent !== null && Object.hasOwn(sent, field) ? (sent as Record<string, unknown>)[field] : undefined
  return { body: requestBodyAt.get(request.routeOptions.url ?? ''), value }
}

/** Maps any error inside the API to the contract's `{ resultCode, message }` answer. */
export function answerError(error: FastifyError | RequestRefused, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof RequestRefused) return reply.code(error.status).send(errorBody(error.status, error.text[languageOf(request)], error.field))
  const firstIssue = error.validation?.[0] as ValidationIssue | undefined
  if (firstIssue) {
    const inHeaders = error.validationContext === 'headers'
    const field = inHeaders ? declaredHeaderName(request, fieldOf(firstIssue, 'headers')) : fieldOf(firstIssue, error.validationContext)
    // A refused Accept-Language cannot choose the answer's language: it is read as absent, which
    // the language rule answers in English (src/lib/language.ts; api.yaml's AcceptLanguage).
    const language = inHeaders && field.toLowerCase() === 'accept-language' ? messageLanguage(undefined) : languageOf(request)
    return reply.code(400).send(errorBody(400, fieldMessage(field, firstIssue.keyword, language, bodyFieldOf(request, error.validationContext, field)), field))
  }

  const language = languageOf(request)

  if (error instanceof ServiceUnavailable || isDatabaseBusy(error)) {
    request.log.warn({ reason: error instanceof ServiceUnavailable ? error.reason : 'database locked' }, 'answered 503')
    return reply.code(503).header('retry-after', String(retryAfterSeconds)).send(errorBody(503, messages.serviceUnavailable[language]))
  }

  switch (error.code) {
    case 'OBADGE_BODY_TIMEOUT':
      return reply.code(408).send(errorBody(408, messages.requestTimeout[language]))
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return reply.code(415).send(errorBody(415, messages.unsupportedMediaType[language]))
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return reply.code(413).send(errorBody(413, messages.payloadTooLarge[language]))
  }

  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    // Broken JSON, an empty JSON body, a wrong Content-Length…: the client's fault, never a 500.
    const message = status === 400 ? messages.malformedBody[language] : messages.badRequest[language]
    return reply.code(status).send(errorBody(status, message))
  }

  request.log.error({ err: error }, 'API request failed')
  return reply.code(500).send(errorBody(500, messages.serverError[language]))
}

export function answerNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send(errorBody(404, messages.notFound[languageOf(request)]))
}

/**
 * fastify picks a body schema by content type, so a POST with no body at all (hence no content
 * type) would skip validation and reach its handler. The contract marks every body required.
 */
export async function requireDeclaredBody(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (request.routeOptions.schema?.body === undefined || request.body !== undefined) return undefined
  return reply.code(400).send(errorBody(400, fieldMessage('body', 'required', languageOf(request)), 'body'))
}
