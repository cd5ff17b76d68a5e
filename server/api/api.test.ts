import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import Fastify from 'fastify'
import { fieldRules } from '../../src/generated/api-rules.gen'
import { listContactInquiries } from '../db/inquiry-store'
import { openDatabase } from '../db/open-database'
import { listIssuanceRequests } from '../db/issuance-store'
import { startTestApi, unlimitedWrites, validInquiry, validIssuance, type TestApi } from '../test-support/test-api'
import { apiPlugin } from './index'
import { siteSentence } from './messages'

let api: TestApi | undefined

afterEach(async () => {
  await api?.app.close()
  api = undefined
})

async function start(options?: Parameters<typeof startTestApi>[0]): Promise<TestApi> {
  api = await startTestApi(options)
  return api
}

/**
 * One instance for a group of tests that must not store anything (rejections, reads): sharing it
 * costs no isolation, and the rejection tests still check the tables stay empty.
 */
function useSharedApi(): () => TestApi {
  let shared: TestApi | undefined
  beforeAll(async () => {
    shared = await startTestApi({ writeLimits: unlimitedWrites })
  })
  afterAll(async () => {
    await shared?.app.close()
  })
  return () => {
    if (!shared) throw new Error('shared API not started')
    return shared
  }
}

describe('success paths store exactly one row', () => {
  it('ContactUsByEmail answers Requested and stores the inquiry with its time', async () => {
    const { app, db, count } = await start()
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/ContactUsByEmail',
      headers: { 'accept-language': 'ko-KR' },
      payload: validInquiry,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ result: 'Requested' })
    expect(count('contact_inquiries')).toBe(1)
    expect(count('issuance_requests')).toBe(0)
    expect(listContactInquiries(db)[0]).toEqual({
      ...validInquiry,
      id: 1,
      receivedAt: '2025-10-02T09:00:00.000Z',
      acceptLanguage: 'ko-KR',
    })
  })

  it('ContactUsByEmail accepts an inquiry without the optional path', async () => {
    const { app, count } = await start()
    const { path: _path, ...withoutPath } = validInquiry
    const res = await app.inject({ method: 'POST', url: '/api/v1/ContactUsByEmail', payload: withoutPath })
    expect(res.statusCode).toBe(200)
    expect(count('contact_inquiries')).toBe(1)
  })

  it.each([
    ['/api/v1/OpenBadges', 'OpenBadges'],
    ['/api/v1/OpenBadgesV3', 'OpenBadgesV3'],
  ] as const)('%s answers 200 and stores the request', async (url, endpoint) => {
    const { app, db, count } = await start()
    const res = await app.inject({ method: 'POST', url, payload: { ...validIssuance, language: 'ko-KR' } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ result: 'Requested', duplicate: false, requestedAt: '2025-10-02T09:00:00.000Z' })
    expect(count('issuance_requests')).toBe(1)
    expect(listIssuanceRequests(db)[0]).toMatchObject({ ...validIssuance, endpoint, language: 'ko-KR' })
  })

  it('MediaNews lists the seeded press, newest first', async () => {
    const { app } = await start()
    const res = await app.inject('/api/v1/MediaNews')
    expect(res.statusCode).toBe(200)
    const dates = (res.json().data as Array<{ publishedDate: string }>).map((item) => item.publishedDate)
    expect(dates.length).toBeGreaterThanOrEqual(130)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it.each([
    ['all', ['corp', 'edu', 'group', 'other']],
    ['edu', ['edu']],
    ['corp', ['corp']],
    ['group', ['group']],
    ['etc', ['other']],
  ])('BadgeGallery?category=%s returns only %j', async (category, expected) => {
    const { app } = await start()
    const res = await app.inject(`/api/v1/BadgeGallery?category=${category}`)
    expect(res.statusCode).toBe(200)
    const categories = new Set((res.json().data as Array<{ category: string }>).map((badge) => badge.category))
    expect([...categories].sort()).toEqual(expected)
  })

  it('BadgeGallery without a category lists every badge', async () => {
    const { app } = await start()
    const res = await app.inject('/api/v1/BadgeGallery')
    expect(res.json().data.length).toBeGreaterThanOrEqual(48)
  })
})

describe('duplicate issuance', () => {
  it('answers 200 with duplicate: true and stores nothing new for the same e-mail, company and endpoint', async () => {
    let clock = new Date('2025-10-02T09:00:00.000Z')
    const { app, count } = await start({ now: () => clock })
    await app.inject({ method: 'POST', url: '/api/v1/OpenBadges', payload: validIssuance })
    clock = new Date('2025-10-02T10:00:00.000Z')
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/OpenBadges',
      payload: { ...validIssuance, email: validIssuance.email.toUpperCase(), name: '다른 이름' },
    })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ result: 'Requested', duplicate: true, requestedAt: '2025-10-02T09:00:00.000Z' })
    expect(count('issuance_requests')).toBe(1)
  })

  it('keeps the rule per endpoint and per company', async () => {
    const { app, count } = await start()
    await app.inject({ method: 'POST', url: '/api/v1/OpenBadges', payload: validIssuance })
    const v3 = await app.inject({ method: 'POST', url: '/api/v1/OpenBadgesV3', payload: validIssuance })
    const otherCompany = await app.inject({ method: 'POST', url: '/api/v1/OpenBadges', payload: { ...validIssuance, company: 'aeskr' } })
    expect(v3.json().duplicate).toBe(false)
    expect(otherCompany.json().duplicate).toBe(false)
    expect(count('issuance_requests')).toBe(3)
  })
})

describe('invalid fields answer 400 naming the field and store nothing', () => {
  const start = useSharedApi()
  const inquiryCases: Array<[string, Record<string, unknown>]> = [
    ['lang', { lang: 'ja-JP' }],
    ['type', { type: 'complaint' }],
    ['name', { name: '' }],
    ['name', { name: '   ' }],
    ['tel', { tel: '02-000-0000' }],
    ['tel', { tel: '' }],
    ['email', { email: 'not-an-email' }],
    ['email', { email: 'a@b' }],
    ['path', { path: 'x'.repeat(51) }],
    ['content', { content: 'x'.repeat(5001) }],
    ['content', { content: '' }],
  ]
  it.each(inquiryCases)('ContactUsByEmail: bad %s', async (field, change) => {
    const { app, count } = await start()
    const res = await app.inject({ method: 'POST', url: '/api/v1/ContactUsByEmail', payload: { ...validInquiry, ...change } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ resultCode: 400, field })
    expect(res.json().message).toContain(`(${field})`)
    expect(count('contact_inquiries')).toBe(0)
  })

  it.each(['lang', 'type', 'name', 'tel', 'email', 'content'] as const)('ContactUsByEmail: missing %s', async (field) => {
    const { app, count } = await start()
    const { [field]: _missing, ...rest } = validInquiry
    const res = await app.inject({ method: 'POST', url: '/api/v1/ContactUsByEmail', payload: rest })
    expect(res.statusCode).toBe(400)
    expect(res.json().field).toBe(field)
    expect(count('contact_inquiries')).toBe(0)
  })

  const issuanceCases: Array<[string, Record<string, unknown>]> = [
    ['name', { name: '' }],
    ['email', { email: 'visitor at mail.example' }],
    ['lang', { lang: 'ko' }],
    ['company', { company: 'Upper-Case' }],
    ['company', { company: 'x'.repeat(51) }],
    ['language', { language: 'fr-FR' }],
  ]
  it.each(issuanceCases)('OpenBadges and OpenBadgesV3: bad %s', async (field, change) => {
    const { app, count } = await start()
    for (const url of ['/api/v1/OpenBadges', '/api/v1/OpenBadgesV3']) {
      const res = await app.inject({ method: 'POST', url, payload: { ...validIssuance, ...change } })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ resultCode: 400, field })
    }
    expect(count('issuance_requests')).toBe(0)
  })

  it.each(['name', 'email', 'lang', 'company'] as const)('OpenBadges: missing %s', async (field) => {
    const { app } = await start()
    const { [field]: _missing, ...rest } = validIssuance
    const res = await app.inject({ method: 'POST', url: '/api/v1/OpenBadges', payload: rest })
    expect(res.statusCode).toBe(400)
    expect(res.json().field).toBe(field)
  })

  it('BadgeGallery: unknown category', async () => {
    const { app } = await start()
    const res = await app.inject('/api/v1/BadgeGallery?category=other')
    expect(res.statusCode).toBe(400)
    expect(res.json().field).toBe('category')
  })

  it('answers in English when Accept-Language asks for it', async () => {
    const { app } = await start()
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/OpenBadges',
      headers: { 'accept-language': 'en-US' },
      payload: { ...validIssuance, email: 'nope' },
    })
    expect(res.json().message).toBe('Please enter a valid email address (email)')
  })

  it('words a refused field as its form does: the body\'s own limit, white space alone as empty', async () => {
    const { app } = await start()
    const max = fieldRules.ContactInquiry.tel.maxLength
    const post = async (url: string, payload: object, language: string) => (await app.inject({ method: 'POST', url, headers: { 'accept-language': language }, payload })).json().message
    // The contact form's own words for the field (forms.validation), as the server takes them, then the field's name.
    const tooLong = siteSentence((L) => L.forms.validation.field.ContactInquiry.tel.maxLength({ max: String(max) })).en
    expect(await post('/api/v1/ContactUsByEmail', { ...validInquiry, tel: '1'.repeat(max + 1) }, 'en-US')).toBe(`${tooLong} (tel)`)
    expect(await post('/api/v1/OpenBadgesV3', { ...validIssuance, name: ' \u3000 ' }, 'ko-KR')).toBe('이름을 입력해주세요 (name)')
    expect(await post('/api/v1/ContactUsByEmail', { ...validInquiry, type: 'complaint' }, 'en-US')).toBe('Please select an inquiry type (type)')
    // A field the site sets itself keeps its developer's text.
    expect(await post('/api/v1/OpenBadges', { ...validIssuance, company: 'Upper' }, 'en-US')).toBe('company must be lower-case letters and digits (company)')
  })

  it.each([
    ['no body at all', undefined, undefined],
    ['JSON null', 'application/json', 'null'],
    ['a JSON array', 'application/json', '[]'],
    ['broken JSON', 'application/json', '{"name":'],
    ['an empty JSON body', 'application/json', ''],
  ])('rejects %s with 400, never 500', async (_case, contentType, payload) => {
    const { app, count } = await start()
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/OpenBadges',
      ...(contentType ? { headers: { 'content-type': contentType } } : {}),
      ...(payload === undefined ? {} : { payload }),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().resultCode).toBe(400)
    expect(count('issuance_requests')).toBe(0)
  })
})

describe('content type and size', () => {
  const start = useSharedApi()

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers 415 to a %s body',
    async (contentType) => {
      const { app, count } = await start()
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/ContactUsByEmail',
        headers: { 'content-type': contentType },
        payload: JSON.stringify(validInquiry),
      })
      expect(res.statusCode).toBe(415)
      expect(res.json().resultCode).toBe(415)
      expect(count('contact_inquiries')).toBe(0)
    },
  )

  it('answers 413 to a body over 64 KiB', async () => {
    const { app, count } = await start()
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/ContactUsByEmail',
      payload: { ...validInquiry, content: 'x'.repeat(70 * 1024) },
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().resultCode).toBe(413)
    expect(count('contact_inquiries')).toBe(0)
  })
})

describe('addresses under /api', () => {
  const start = useSharedApi()
  it('serves a gallery badge image at /api + badgeImagePath', async () => {
    const { app } = await start()
    const [badge] = (await app.inject('/api/v1/BadgeGallery?category=edu')).json().data as Array<{ badgeImagePath: string }>
    const res = await app.inject(`/api${badge?.badgeImagePath}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('image/svg+xml')
    expect(res.body).toContain('<svg')
  })

  it('answers unknown API paths and images with the JSON 404', async () => {
    const { app } = await start()
    for (const url of ['/api/v1/Nothing', '/api/badges/missing.svg', '/api/v2/MediaNews']) {
      const res = await app.inject(url)
      expect(res.statusCode).toBe(404)
      expect(res.json().resultCode).toBe(404)
    }
  })
})

describe('beside the site', () => {
  it('keeps JSON answers under /api when the main server has a catch-all page route', async () => {
    const db = openDatabase(':memory:')
    const app = Fastify({ logger: false })
    await app.register(apiPlugin, { db })
    app.get('/*', (_request, reply) => reply.code(404).type('text/html').send('<h1>not found page</h1>'))
    app.setErrorHandler((_error, _request, reply) => reply.code(500).type('text/html').send('<h1>site error</h1>'))
    try {
      const unknown = await app.inject('/api/v1/Nothing')
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json().resultCode).toBe(404)
      const invalid = await app.inject({ method: 'POST', url: '/api/v1/OpenBadges', payload: { name: 'x' } })
      expect(invalid.statusCode).toBe(400)
      expect(invalid.json().field).toBe('email')
      const page = await app.inject('/kor/nothing')
      expect(page.body).toBe('<h1>not found page</h1>')
    } finally {
      await app.close()
      db.close()
    }
  })
})
