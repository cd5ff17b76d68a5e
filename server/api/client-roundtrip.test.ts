import type { AddressInfo } from 'node:net'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApi } from '../../src/api'
import { apiOperations } from '../../src/generated/operations/index.gen'
import { openDatabase } from '../db/open-database'
import { validInquiry, validIssuance } from '../test-support/test-api'
import { apiPlugin } from './index'

// The site's client against the reference server: both built from api.yaml, so every operation
// must round-trip without a cast.
let app: FastifyInstance
let origin: string

beforeAll(async () => {
  const db = openDatabase(':memory:')
  app = Fastify({ logger: false })
  await app.register(apiPlugin, { db })
  app.addHook('onClose', async () => db.close())
  await app.listen({ host: '127.0.0.1', port: 0 })
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await app.close()
})

describe('client ↔ reference server', () => {
  it('runs every operation', async () => {
    const api = createApi({ origin, getLanguage: () => 'ko-KR' })
    const { sendContactInquiry, issueSampleBadge, issueSampleBadgeV3, listMediaNews, listBadgeGallery } = apiOperations
    expect(await api.call(sendContactInquiry, { body: validInquiry })).toEqual({ result: 'Requested' })
    expect((await api.call(issueSampleBadge, { body: validIssuance })).duplicate).toBe(false)
    expect((await api.call(issueSampleBadge, { body: validIssuance })).duplicate).toBe(true)
    expect((await api.call(issueSampleBadgeV3, { body: validIssuance })).duplicate).toBe(false)
    expect((await api.call(listMediaNews)).data.length).toBe(140)
    const other = (await api.call(listBadgeGallery, { query: { category: 'etc' } })).data
    expect(other.every((badge) => badge.category === 'other')).toBe(true)
    const image = await fetch(`${origin}/api${other[0]?.badgeImagePath}`)
    expect(image.status).toBe(200)
  })

  it('turns a 400 into a rejected ApiError carrying the server message in the interface language', async () => {
    const onNotFound = vi.fn()
    const api = createApi({ origin, getLanguage: () => 'en-US', onNotFound })
    const { sendContactInquiry } = apiOperations
    await expect(api.call(sendContactInquiry, { body: { ...validInquiry, lang: 'en-US', tel: '02-000' } })).rejects.toMatchObject({
      kind: 'rejected',
      status: 400,
      serverMessage: 'Contact information must only contain numbers (tel)',
    })
    expect(onNotFound).not.toHaveBeenCalled()
  })
})
