import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { issueSampleBadge } from '../generated/operations/issue-sample-badge.gen'
import { issueSampleBadgeV3 } from '../generated/operations/issue-sample-badge-v3.gen'
import { listBadgeGallery } from '../generated/operations/list-badge-gallery.gen'
import { listMediaNews } from '../generated/operations/list-media-news.gen'
import { requestPartnerEvent } from '../generated/operations/request-partner-event.gen'
import { sendContactInquiry } from '../generated/operations/send-contact-inquiry.gen'
import { createApi, type ApiOptions } from './api'
import { formBody } from './form-body'
import { ApiError, isPassingFailure, type ApiErrorKind } from './api-error'

type Answer = (request: IncomingMessage, body: string, response: ServerResponse) => void

const servers: Server[] = []

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

/** A local server on 127.0.0.1 with a free port, answering every request with `answer`. */
async function serve(answer: Answer): Promise<string> {
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => answer(request, body, response))
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

function apiFor(origin: string, extra: Partial<ApiOptions> = {}) {
  const onNotFound = vi.fn()
  const onServerDown = vi.fn()
  const api = createApi({ origin, getLanguage: () => 'en-US', onNotFound, onServerDown, ...extra })
  return { api, onNotFound, onServerDown }
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

const inquiry = {
  lang: 'ko-KR',
  type: 'inquiry',
  name: '샘플',
  tel: '0200000000',
  email: 'a@b.example',
  content: '문의',
} as const

describe('successful calls', () => {
  it('sends to origin + /api/v1 with the interface language and returns the list', async () => {
    const seen: Array<{ url?: string; language?: string }> = []
    const origin = await serve((request, _body, response) => {
      seen.push({ url: request.url, language: request.headers['accept-language'] })
      sendJson(response, 200, { data: [] })
    })
    const { api } = apiFor(origin)
    expect(await api.call(listBadgeGallery, { query: { category: 'etc' } })).toEqual({ data: [] })
    expect(await api.call(listMediaNews)).toEqual({ data: [] })
    expect(seen).toEqual([
      { url: '/api/v1/BadgeGallery?category=etc', language: 'en-US' },
      { url: '/api/v1/MediaNews', language: 'en-US' },
    ])
  })

  it("sends a read's query parameters with the contract's defaults when the caller names none", async () => {
    const urls: string[] = []
    const origin = await serve((request, _body, response) => {
      urls.push(request.url ?? '')
      sendJson(response, 200, { data: [] })
    })
    const { api } = apiFor(origin)
    await api.call(listBadgeGallery)
    expect(urls).toEqual(['/api/v1/BadgeGallery?category=all'])
  })

  it('sends Accept-Language equal to the body lang for an inquiry and resolves on Requested', async () => {
    let received: { language?: string; type?: string; body?: unknown } = {}
    const origin = await serve((request, body, response) => {
      received = { language: request.headers['accept-language'], type: request.headers['content-type'], body: JSON.parse(body) }
      sendJson(response, 200, { result: 'Requested' })
    })
    const { api } = apiFor(origin)
    expect(await api.call(sendContactInquiry, { body: inquiry })).toEqual({ result: 'Requested' })
    expect(received).toEqual({ language: 'ko-KR', type: 'application/json', body: inquiry })
  })

  it('posts issuance to the chosen endpoint', async () => {
    const urls: string[] = []
    const origin = await serve((request, _body, response) => {
      urls.push(request.url ?? '')
      sendJson(response, 200, { result: 'Requested', duplicate: false, requestedAt: '2025-10-02T09:00:00.000Z' })
    })
    const { api } = apiFor(origin)
    const request = { name: 'A', email: 'a@b.example', lang: 'ko-KR', company: 'obadge' } as const
    await api.call(issueSampleBadge, { body: request })
    await api.call(issueSampleBadgeV3, { body: request })
    expect(urls).toEqual(['/api/v1/OpenBadges', '/api/v1/OpenBadgesV3'])
  })
})

describe('an issuance succeeds on HTTP 200, whatever the body says (docs/rules/issuance.md §4.1: "Status 200 means success")', () => {
  const request = { name: 'A', email: 'a@b.example', lang: 'ko-KR', company: 'obadge' } as const
  const answers: Array<[what: string, answer: (response: ServerResponse) => void, resolves: unknown]> = [
    ['another shape', (r) => sendJson(r, 200, { result: 'success', message: 'Issued' }), { result: 'success', message: 'Issued' }],
    ['a result that is not Requested', (r) => sendJson(r, 200, { result: 'Failed', message: 'quota' }), { result: 'Failed', message: 'quota' }],
    ['an empty object', (r) => sendJson(r, 200, {}), {}],
    ['no body (Content-Length 0)', (r) => r.writeHead(200, { 'content-length': '0' }).end(), {}],
    ['no body, chunked', (r) => r.writeHead(200, { 'content-type': 'application/json' }).end(), {}],
    ['plain text', (r) => r.writeHead(200, { 'content-type': 'text/plain' }).end('OK'), {}],
    ['a JSON array', (r) => sendJson(r, 200, ['ok']), {}],
    ['the reference answer', (r) => sendJson(r, 200, { result: 'Requested', duplicate: true, requestedAt: '2025-10-02T09:00:00.000Z' }), { result: 'Requested', duplicate: true, requestedAt: '2025-10-02T09:00:00.000Z' }],
  ]
  for (const [what, answer, resolves] of answers) {
    it(`${what}: resolves with ${JSON.stringify(resolves)}, on both endpoints`, async () => {
      const origin = await serve((_request, _body, response) => answer(response))
      const { api, onNotFound, onServerDown } = apiFor(origin)
      expect(await api.call(issueSampleBadge, { body: request })).toEqual(resolves)
      expect(await api.call(issueSampleBadgeV3, { body: request })).toEqual(resolves)
      expect(onNotFound).not.toHaveBeenCalled()
      expect(onServerDown).not.toHaveBeenCalled()
    })
  }

  it('a 201 or 204 is taken as the 200 the spec names: the provider took the request, the badge is coming', async () => {
    for (const status of [201, 204]) {
      const origin = await serve((_request, _body, response) => response.writeHead(status).end())
      expect(await apiFor(origin).api.call(issueSampleBadge, { body: request })).toEqual({})
    }
  })

  it('sends a form body as multipart/form-data, its file as a file part, a field left undefined not at all', async () => {
    const seen: Array<{ type?: string; language?: string; body: string }> = []
    const origin = await serve((request, body, response) => {
      seen.push({ type: request.headers['content-type'], language: request.headers['accept-language'], body })
      sendJson(response, 200, { result: 'Requested', requestId: 7, duplicate: false })
    })
    const logo = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' })
    const body = { lang: 'ko-KR', contactName: '김담당', email: 'a@b.example', tel: undefined, event: '{}', logo } as const
    expect(await apiFor(origin).api.call(requestPartnerEvent, { body: formBody(body) })).toEqual({ result: 'Requested', requestId: 7, duplicate: false })
    expect(seen[0]!.type).toMatch(/^multipart\/form-data; boundary=/)
    expect(seen[0]!.language).toBe('en-US')
    expect(seen[0]!.body).toContain('name="contactName"\r\n\r\n김담당\r\n')
    expect(seen[0]!.body).toMatch(/name="logo"; filename="logo\.svg"\r\nContent-Type: image\/svg\+xml\r\n\r\n<svg /)
    expect(seen[0]!.body).not.toContain('name="tel"')
  })

  it('a refusal is still a failure, with its field (docs/rules/issuance.md §4.1 step 6)', async () => {
    const origin = await serve((_request, _body, response) => sendJson(response, 409, { resultCode: 409, message: '신청 기간이 아닙니다' }))
    expect(await failureOf(apiFor(origin).api.call(issueSampleBadgeV3, { body: request }))).toMatchObject({ kind: 'rejected', status: 409 })
  })
})

describe('docs/rules/api.md §8 failures: no answer, or not found', () => {
  it('timeout: rejects with kind timeout and reports the server as down', async () => {
    const origin = await serve(() => {
      // Never answers.
    })
    const { api, onServerDown, onNotFound } = apiFor(origin, { timeoutMs: 150 })
    const error = await failureOf(api.call(listMediaNews))
    expect(error.kind).toBe('timeout')
    expect(onServerDown).toHaveBeenCalledWith(error)
    expect(onNotFound).not.toHaveBeenCalled()
  })

  it('no response: a refused connection rejects with kind no-response and reports the server as down', async () => {
    const origin = await serve(() => undefined)
    await new Promise((resolve) => servers.pop()?.close(resolve))
    const { api, onServerDown } = apiFor(origin)
    const error = await failureOf(api.call(listBadgeGallery, { query: { category: 'all' } }))
    expect(error.kind).toBe('no-response')
    expect(error.status).toBeUndefined()
    expect(onServerDown).toHaveBeenCalledOnce()
  })

  it('no response: a network failure of fetch itself is no-response too', async () => {
    const { api, onServerDown } = apiFor('http://127.0.0.1:9', {
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    })
    expect((await failureOf(api.call(listMediaNews))).kind).toBe('no-response')
    expect(onServerDown).toHaveBeenCalledOnce()
  })

  it('HTTP 404: rejects with kind not-found and sends the visitor to the not-found page', async () => {
    const origin = await serve((_request, _body, response) => sendJson(response, 404, { resultCode: 404, message: '없음' }))
    const { api, onNotFound, onServerDown } = apiFor(origin)
    const error = await failureOf(api.call(listMediaNews))
    expect(error).toMatchObject({ kind: 'not-found', status: 404, serverMessage: '없음' })
    expect(onNotFound).toHaveBeenCalledWith(error)
    expect(onServerDown).not.toHaveBeenCalled()
  })

  it('HTTP 404 without a JSON body is not-found as well', async () => {
    const origin = await serve((_request, _body, response) => response.writeHead(404).end())
    const { api, onNotFound } = apiFor(origin)
    expect((await failureOf(api.call(listMediaNews))).kind).toBe('not-found')
    expect(onNotFound).toHaveBeenCalledOnce()
  })

  it('resultCode 404 in a 200 body: rejects with kind not-found', async () => {
    const origin = await serve((_request, _body, response) => sendJson(response, 200, { resultCode: 404, message: 'gone' }))
    const { api, onNotFound } = apiFor(origin)
    const error = await failureOf(api.call(listBadgeGallery, { query: { category: 'edu' } }))
    expect(error).toMatchObject({ kind: 'not-found', status: 200, serverMessage: 'gone' })
    expect(onNotFound).toHaveBeenCalledOnce()
  })

})

describe('docs/rules/api.md §8 failures: what the server answered', () => {
  it('server 500 with a message: rejects with kind server and the message', async () => {
    const origin = await serve((_request, _body, response) =>
      sendJson(response, 500, { resultCode: 500, message: '서버 오류가 발생했습니다' }),
    )
    const { api, onNotFound, onServerDown } = apiFor(origin)
    const error = await failureOf(api.call(sendContactInquiry, { body: inquiry }))
    expect(error).toMatchObject({ kind: 'server', status: 500, serverMessage: '서버 오류가 발생했습니다' })
    expect(error.message).toBe('서버 오류가 발생했습니다')
    expect(onNotFound).not.toHaveBeenCalled()
    expect(onServerDown).not.toHaveBeenCalled()
  })

  it('400 with a message: rejects with kind rejected and the server message', async () => {
    const origin = await serve((_request, _body, response) =>
      sendJson(response, 400, { resultCode: 400, message: '유효한 이메일 주소를 입력해주세요 (email)', field: 'email' }),
    )
    const { api } = apiFor(origin)
    const error = await failureOf(api.call(issueSampleBadgeV3, { body: { name: 'A', email: 'bad', lang: 'ko-KR', company: 'obadge' } }))
    expect(error).toMatchObject({ kind: 'rejected', status: 400, serverMessage: '유효한 이메일 주소를 입력해주세요 (email)' })
  })

  it('a 200 answer to an inquiry whose result is not Requested is rejected with its message (docs/rules/api.md §7)', async () => {
    const origin = await serve((_request, _body, response) => sendJson(response, 200, { result: 'Failed', message: 'quota' }))
    const { api } = apiFor(origin)
    expect(await failureOf(api.call(sendContactInquiry, { body: inquiry }))).toMatchObject({ kind: 'rejected', serverMessage: 'quota' })
  })

  it('a 200 answer that is not JSON is a server failure for a read', async () => {
    const origin = await serve((_request, _body, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<html>'))
    const { api, onServerDown } = apiFor(origin)
    expect((await failureOf(api.call(listMediaNews))).kind).toBe('server')
    expect(onServerDown).not.toHaveBeenCalled()
  })

  it('a 400 names its field on the error', async () => {
    const origin = await serve((_request, _body, response) => sendJson(response, 400, { resultCode: 400, message: 'x', field: 'email' }))
    const { api } = apiFor(origin)
    expect(await failureOf(api.call(sendContactInquiry, { body: inquiry }))).toMatchObject({ kind: 'rejected', status: 400, field: 'email' })
  })

  it('a hook that throws does not hide the error from the caller, and is reported, not swallowed', async () => {
    const origin = await serve((_request, _body, response) => sendJson(response, 404, { resultCode: 404, message: 'x' }))
    const broken = new Error('navigation failed')
    const { api } = apiFor(origin, {
      onNotFound: () => {
        throw broken
      },
    })
    // Node has no reportError (the browser's way to report without throwing): the console it is.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      expect((await failureOf(api.call(listMediaNews))).kind).toBe('not-found')
      expect(reported).toHaveBeenCalledWith(broken)
    } finally {
      reported.mockRestore()
    }
  })
})

// A list page refreshes the list its HTML holds once it has hydrated (src/app/use-operation.ts).
// What the refresh does with a failure is read from the failure's kind alone: a passing failure
// (no answer, none in time, a 5xx) keeps the list quietly; the spec's row "Client: response body
// resultCode 404, or HTTP 404 | Go to the not-found page" holds for a refresh as for any call.
describe('what a failed read is: the API\'s word, or a passing failure a shown list outlives', () => {
  type Case = [what: string, answer: Answer | 'refused' | 'fetch throws' | 'never', kind: ApiErrorKind, passing: boolean]
  const cases: Case[] = [
    ['HTTP 404 with the contract\'s body', (_q, _b, r) => sendJson(r, 404, { resultCode: 404, message: '없음' }), 'not-found', false],
    ['HTTP 404 with no body', (_q, _b, r) => r.writeHead(404).end(), 'not-found', false],
    ['HTTP 404 with a proxy\'s HTML page', (_q, _b, r) => r.writeHead(404, { 'content-type': 'text/html' }).end('<html>Not Found</html>'), 'not-found', false],
    ['HTTP 200 whose body says resultCode 404', (_q, _b, r) => sendJson(r, 200, { resultCode: 404, message: 'gone' }), 'not-found', false],
    ['HTTP 503 whose body says resultCode 404 (the 404 rule comes first, whatever the status)', (_q, _b, r) => sendJson(r, 503, { resultCode: 404 }), 'not-found', false],
    ['HTTP 400', (_q, _b, r) => sendJson(r, 400, { resultCode: 400, message: 'bad category' }), 'rejected', false],
    ['HTTP 500', (_q, _b, r) => sendJson(r, 500, { resultCode: 500, message: 'down' }), 'server', true],
    ['HTTP 503 with no body', (_q, _b, r) => r.writeHead(503).end(), 'server', true],
    ['HTTP 502 with a proxy\'s HTML page', (_q, _b, r) => r.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad Gateway</html>'), 'server', true],
    ['HTTP 200 that is not JSON', (_q, _b, r) => r.writeHead(200, { 'content-type': 'text/html' }).end('<html>'), 'server', true],
    ['a refused connection', 'refused', 'no-response', true],
    ['fetch itself failing (network down, or CORS refusing the answer)', 'fetch throws', 'no-response', true],
    ['no answer within the timeout', 'never', 'timeout', true],
  ]

  for (const [what, answer, kind, passing] of cases) {
    it(`${what}: ${kind}, ${passing ? 'passing' : 'the API\'s word'}`, async () => {
      const origin = await serve(typeof answer === 'function' ? answer : () => undefined)
      if (answer === 'refused') await new Promise((resolve) => servers.pop()?.close(resolve))
      const { api, onNotFound, onServerDown } = apiFor(origin, {
        timeoutMs: answer === 'never' ? 150 : undefined,
        ...(answer === 'fetch throws' && { fetch: () => Promise.reject(new TypeError('Failed to fetch')) }),
      })
      for (const read of [() => api.call(listMediaNews), () => api.call(listBadgeGallery, { query: { category: 'edu' } })]) {
        const error = await failureOf(read())
        expect(error.kind).toBe(kind)
        expect(isPassingFailure(error)).toBe(passing)
      }
      // The site-wide handling agrees with the classification: only a 404 goes to the not-found
      // page, and the server-down alert comes only for a passing failure, which a refresh leaves out.
      expect(onNotFound).toHaveBeenCalledTimes(kind === 'not-found' ? 2 : 0)
      if (onServerDown.mock.calls.length > 0) expect(passing).toBe(true)
    })
  }
})
