import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { parseTrustProxy } from '../config'
import { openDatabase } from '../db/open-database'
import { validInquiry } from '../test-support/test-api'
import { apiPlugin } from './index'

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['::1', ['::1']],
  ])('%j -> %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected)
  })

  it('a hop count trusts that many senders', () => {
    const trust = parseTrustProxy('1') as (address: string, hop: number) => boolean
    expect([trust('x', 0), trust('x', 1)]).toEqual([true, false])
  })

  it('refuses a value that is none of these', () => {
    expect(() => parseTrustProxy('proxy.example')).toThrow(/TRUST_PROXY/)
  })
})

/** Two visitors behind one proxy: does each get a bucket of their own? */
async function limitedAnswers(trustProxy: ReturnType<typeof parseTrustProxy>) {
  const db = openDatabase(':memory:')
  const app = Fastify({ trustProxy })
  await app.register(apiPlugin, { db, writeLimits: { perAddressPerMinute: 1 } })
  const send = (visitor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/ContactUsByEmail',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': visitor },
      payload: validInquiry,
    })
  const statuses = [(await send('203.0.113.1')).statusCode, (await send('203.0.113.2')).statusCode, (await send('203.0.113.1')).statusCode]
  await app.close()
  db.close()
  return statuses
}

describe('the write limit behind a proxy', () => {
  it('keys on the forwarded client address when the proxy is trusted', async () => {
    expect(await limitedAnswers(['127.0.0.1'])).toEqual([200, 200, 429])
  })

  it('ignores X-Forwarded-For from anyone not trusted (a visitor cannot pick a fresh address)', async () => {
    expect(await limitedAnswers(false)).toEqual([200, 429, 429])
    expect(await limitedAnswers(['10.0.0.1'])).toEqual([200, 429, 429])
  })
})
