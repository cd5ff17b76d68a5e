import type { AddressInfo } from 'node:net'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/open-database'
import { checkAgainstComponent, checkResponse, contract, contractOperations, contractParameters, type ContractParameter } from '../test-support/contract'
import { multipartBody, pngOf, svgOf, validPartnerFields } from '../test-support/form-body'
import { unlimitedWrites, validInquiry, validIssuance } from '../test-support/test-api'
import { resolveClaims } from '../../manifest/claim-window'
import { apiPlugin } from './index'

// Calls every operation of api.yaml over real HTTP on a running instance and checks each answer,
// successes and errors alike, against what the contract declares.
let app: FastifyInstance
let origin: string

beforeAll(async () => {
  const db = openDatabase(':memory:')
  app = Fastify({ logger: false })
  // The declared 409: the example companies given a partner's fixed window (the manifest's own
  // examples move with the day and are always open), and a clock before it opens.
  const fixed = resolveClaims({ opens: '2026-09-15T09:00', closes: '2026-09-30T18:00' }, 'Asia/Seoul', 0)
  const claimWindows = { obadgeexample: fixed, obadgeexampleen: fixed }
  await app.register(apiPlugin, { db, writeLimits: unlimitedWrites, claimWindows, now: () => new Date('2025-10-02T09:00:00.000Z') })
  app.addHook('onClose', async () => db.close())
  await app.listen({ host: '127.0.0.1', port: 0 })
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await app.close()
})

interface Call {
  operationId: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  body?: string | Blob
  contentType?: string
  expectedStatus: number
}

/** A partner's request as a form: its body and the content type naming its boundary. */
const form = (...args: Parameters<typeof multipartBody>) => {
  const { body, contentType } = multipartBody(...args)
  return { body: new Blob([new Uint8Array(body)]), contentType }
}

const json = (value: unknown) => JSON.stringify(value)

const calls: Call[] = [
  { operationId: 'sendContactInquiry', method: 'POST', path: '/ContactUsByEmail', body: json(validInquiry), expectedStatus: 200 },
  { operationId: 'sendContactInquiry', method: 'POST', path: '/ContactUsByEmail', body: json({ ...validInquiry, tel: 'abc' }), expectedStatus: 400 },
  { operationId: 'sendContactInquiry', method: 'POST', path: '/ContactUsByEmail', body: json(validInquiry), contentType: 'text/plain', expectedStatus: 415 },
  { operationId: 'sendContactInquiry', method: 'POST', path: '/ContactUsByEmail', body: json({ ...validInquiry, content: 'x'.repeat(80_000) }), expectedStatus: 413 },
  { operationId: 'issueSampleBadge', method: 'POST', path: '/OpenBadges', body: json(validIssuance), expectedStatus: 200 },
  { operationId: 'issueSampleBadge', method: 'POST', path: '/OpenBadges', body: json(validIssuance), expectedStatus: 200 },
  { operationId: 'issueSampleBadge', method: 'POST', path: '/OpenBadges', body: json({ ...validIssuance, email: '' }), expectedStatus: 400 },
  { operationId: 'issueSampleBadgeV3', method: 'POST', path: '/OpenBadgesV3', body: json({ ...validIssuance, company: 'bgwc3obadge', language: 'ko-KR' }), expectedStatus: 200 },
  { operationId: 'issueSampleBadgeV3', method: 'POST', path: '/OpenBadgesV3', body: 'name=x', contentType: 'application/x-www-form-urlencoded', expectedStatus: 415 },
  { operationId: 'issueSampleBadgeV3', method: 'POST', path: '/OpenBadgesV3', body: json(validIssuance), contentType: 'application/json; charset=utf-16', expectedStatus: 415 },
  { operationId: 'issueSampleBadgeV3', method: 'POST', path: '/OpenBadgesV3', body: `{"name":"a","name":"b"}`, expectedStatus: 400 },
  { operationId: 'issueSampleBadgeV3', method: 'POST', path: '/OpenBadgesV3', body: json({ ...validIssuance, company: 'obadgeexample' }), expectedStatus: 409 },
  { operationId: 'issueSampleBadge', method: 'POST', path: '/OpenBadges', body: json({ ...validIssuance, company: 'obadgeexampleen' }), expectedStatus: 409 },
  { operationId: 'issueSampleBadge', method: 'POST', path: '/OpenBadges', body: json({ ...validIssuance, company: 'madeup' }), expectedStatus: 422 },
  { operationId: 'issueSampleBadgeV3', method: 'POST', path: '/OpenBadgesV3', body: json({ ...validIssuance, company: 'madeup' }), expectedStatus: 422 },
  { operationId: 'requestPartnerEvent', method: 'POST', path: '/PartnerEventRequest', ...form(validPartnerFields(), { name: 'logo.png', type: 'image/png', bytes: pngOf(400, 120) }), expectedStatus: 200 },
  { operationId: 'requestPartnerEvent', method: 'POST', path: '/PartnerEventRequest', ...form(validPartnerFields()), expectedStatus: 200 },
  { operationId: 'requestPartnerEvent', method: 'POST', path: '/PartnerEventRequest', ...form({ ...validPartnerFields(), email: 'nope' }), expectedStatus: 400 },
  { operationId: 'requestPartnerEvent', method: 'POST', path: '/PartnerEventRequest', ...form(validPartnerFields(), { name: 'logo.svg', type: 'image/svg+xml', bytes: svgOf('<script>alert(1)</script>') }), expectedStatus: 422 },
  { operationId: 'requestPartnerEvent', method: 'POST', path: '/PartnerEventRequest', ...form(validPartnerFields(), { name: 'logo.png', type: 'image/png', bytes: new Uint8Array(300_000) }), expectedStatus: 413 },
  { operationId: 'requestPartnerEvent', method: 'POST', path: '/PartnerEventRequest', body: json(validPartnerFields()), expectedStatus: 415 },
  { operationId: 'sendContactInquiry', method: 'POST', path: '/ContactUsByEmail', ...form({ ...validInquiry }), expectedStatus: 415 },
  // Another method on an operation's address (server/README.md, answers): 405 with Allow, checked
  // below.
  { operationId: 'sendContactInquiry', method: 'GET', path: '/ContactUsByEmail', expectedStatus: 405 },
  { operationId: 'issueSampleBadge', method: 'PUT', path: '/OpenBadges', body: json(validIssuance), expectedStatus: 405 },
  { operationId: 'listMediaNews', method: 'DELETE', path: '/MediaNews', expectedStatus: 405 },
  { operationId: 'listBadgeGallery', method: 'POST', path: '/BadgeGallery', body: json({}), expectedStatus: 405 },
  { operationId: 'listMediaNews', method: 'GET', path: '/MediaNews', expectedStatus: 200 },
  { operationId: 'listBadgeGallery', method: 'GET', path: '/BadgeGallery?category=all', expectedStatus: 200 },
  { operationId: 'listBadgeGallery', method: 'GET', path: '/BadgeGallery?category=etc', expectedStatus: 200 },
  { operationId: 'listBadgeGallery', method: 'GET', path: '/BadgeGallery?category=nope', expectedStatus: 400 },
]

describe('every answer of the running server matches api.yaml', () => {
  it.each(calls.map((call) => [`${call.method} ${call.path.slice(0, 40)} → ${call.expectedStatus}`, call] as const))(
    '%s',
    async (_name, call) => {
      const response = await fetch(`${origin}/api/v1${call.path}`, {
        method: call.method,
        headers: {
          'accept-language': 'ko-KR',
          ...(call.body === undefined ? {} : { 'content-type': call.contentType ?? 'application/json' }),
        },
        ...(call.body === undefined ? {} : { body: call.body }),
      })
      expect(response.status).toBe(call.expectedStatus)
      if (call.expectedStatus === 405) {
        const declared = contractOperations().find((operation) => operation.operationId === call.operationId)!.method
        expect(response.headers.get('allow')).toBe(declared === 'GET' ? 'GET, HEAD' : declared)
      }
      const body: unknown = await response.json()
      expect(checkResponse(call.operationId, response.status, response.headers.get('content-type') ?? undefined, body)).toEqual([])
    },
  )

  // The lists' conditional answer (list-answer.ts): 304 and its headers are declared.
  it.each([
    ['listMediaNews', '/MediaNews'],
    ['listBadgeGallery', '/BadgeGallery?category=edu'],
  ])('%s answers 304 to its own ETag, as declared', async (operationId, path) => {
    const first = await fetch(`${origin}/api/v1${path}`)
    const etag = first.headers.get('etag')
    expect(etag).not.toBeNull()
    const again = await fetch(`${origin}/api/v1${path}`, { headers: { 'if-none-match': etag! } })
    expect(again.status).toBe(304)
    expect(checkResponse(operationId, 304, undefined, undefined)).toEqual([])
  })

  it('covers every operation of the contract with a success call', () => {
    const succeeded = new Set(calls.filter((call) => call.expectedStatus === 200).map((call) => call.operationId))
    expect([...succeeded].sort()).toEqual(contractOperations().map((operation) => operation.operationId).sort())
  })
})

/**
 * Every constraint api.yaml puts on a parameter holds on the running server, read from the contract
 * itself: a value over `maxLength` (5,000 characters, what an outside contract fuzz sent, and one
 * over the limit) or outside `enum` is a declared 400 naming the parameter; the limit itself passes.
 * Once, no header was checked at all (strict-validator.ts, `lowerCaseHeaderNames`).
 */
describe('every declared parameter constraint is enforced', () => {
  const parameters = contractParameters().filter((parameter) => parameter.in !== 'path')
  // Keywords that constrain nothing (or that the success calls already exercise: `default`).
  const annotations = new Set(['type', 'description', 'example', 'default'])
  const checked = new Set(['maxLength', 'enum'])

  it('knows how to break every keyword api.yaml puts on a parameter', () => {
    const keywords = new Set(parameters.flatMap((parameter) => Object.keys(parameter.schema)))
    expect([...keywords].filter((keyword) => !annotations.has(keyword) && !checked.has(keyword))).toEqual([])
    expect(parameters.some((parameter) => parameter.schema.maxLength !== undefined)).toBe(true)
  })

  /** The operation's first success call, with `value` in place of the parameter. */
  function callWith(parameter: ContractParameter, value: string) {
    const success = calls.find((call) => call.operationId === parameter.operationId && call.expectedStatus === 200)!
    const url = new URL(`${origin}/api/v1${success.path}`)
    if (parameter.in === 'query') url.searchParams.set(parameter.name, value)
    return fetch(url, {
      method: success.method,
      headers: {
        'accept-language': 'ko-KR',
        // Header names are case-insensitive: the parameter replaces the default above.
        ...(parameter.in === 'header' ? { [parameter.name.toLowerCase()]: value } : {}),
        ...(success.body === undefined ? {} : { 'content-type': success.contentType ?? 'application/json' }),
      },
      ...(success.body === undefined ? {} : { body: success.body }),
    })
  }

  // A value of `length` characters that would prefer Korean if it were read (`ko-KR,aaa…`).
  const ofLength = (length: number) => `ko-KR,${'a'.repeat(length)}`.slice(0, length)
  const cases = parameters.flatMap((parameter) => {
    const { maxLength, enum: allowed } = parameter.schema
    const at = `${parameter.operationId} ${parameter.in} ${parameter.name}`
    return [
      ...(maxLength === undefined
        ? []
        : [
            [`${at}: 5,000 characters`, parameter, ofLength(5_000), 400],
            [`${at}: ${maxLength + 1} characters`, parameter, ofLength(maxLength + 1), 400],
            [`${at}: ${maxLength} characters`, parameter, ofLength(maxLength), 200],
          ]),
      ...(allowed === undefined ? [] : [[`${at}: a value outside its enum`, parameter, `not-${allowed[0]}`, 400]]),
    ] as Array<[string, ContractParameter, string, number]>
  })

  it.each(cases)('%s', async (_name, parameter, value, expectedStatus) => {
    const response = await callWith(parameter, value)
    expect(response.status).toBe(expectedStatus)
    const body = (await response.json()) as { field?: string; message?: string }
    expect(checkResponse(parameter.operationId, response.status, response.headers.get('content-type') ?? undefined, body)).toEqual([])
    if (expectedStatus !== 400) return
    expect(body.field).toBe(parameter.name)
    // A refused Accept-Language is read as absent, so the answer is in English (api.yaml).
    if (parameter.name === 'Accept-Language') expect(body.message).toBe('Accept-Language is too long')
  })
})

describe('the examples of api.yaml are valid', () => {
  const examples: Array<[string, string, unknown]> = []
  const document = contract as unknown as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema: { $ref: string }; examples?: Record<string, { value: unknown }> }> } }>>
    components: {
      requestBodies: Record<string, { content: Record<string, { schema: { $ref: string }; examples: Record<string, { value: unknown }> }> }>
      responses: Record<string, { content?: Record<string, { schema: { $ref: string }; examples: Record<string, { value: unknown }> }> }>
    }
  }
  const schemaName = (ref: string) => ref.replace('#/components/schemas/', '')
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      for (const media of Object.values(operation.requestBody?.content ?? {})) {
        for (const [name, example] of Object.entries(media.examples ?? {})) examples.push([name, schemaName(media.schema.$ref), example.value])
      }
    }
  }
  for (const holder of [document.components.requestBodies, document.components.responses]) {
    for (const entry of Object.values(holder)) {
      // A 304 (NotModified) has no body, so no content.
      for (const media of Object.values(entry.content ?? {})) {
        for (const [name, example] of Object.entries(media.examples)) examples.push([name, schemaName(media.schema.$ref), example.value])
      }
    }
  }

  it.each(examples)('example %s matches %s', (_name, schema, value) => {
    expect(checkAgainstComponent(schema, value)).toEqual([])
  })
})

describe('the contract checker itself', () => {
  it('reports an undeclared status and a body that breaks the schema', () => {
    expect(checkResponse('listMediaNews', 418, 'application/json', {})).not.toEqual([])
    expect(checkResponse('listMediaNews', 200, 'application/json', { data: [{ id: 'one' }] })).not.toEqual([])
    expect(checkResponse('sendContactInquiry', 400, 'application/json', { resultCode: 400 })).not.toEqual([])
    expect(checkResponse('sendContactInquiry', 200, 'text/html', { result: 'Requested' })).not.toEqual([])
  })
})
