import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import type { AddressInfo } from 'node:net'
import { parseTrustProxy, serverConfig } from '../config'
import { openDatabase } from '../db/open-database'
import { validInquiry, validIssuance } from '../test-support/test-api'
import { contractWriteLimits } from './rate-limit'
import { apiPlugin } from './index'

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['::1', ['::1']],
    ['fd00::/48,192.168.0.0/16', ['fd00::/48', '192.168.0.0/16']],
    ['10.0.0.0/8,2001:db8::/32', ['10.0.0.0/8', '2001:db8::/32']],
  ])('%j -> %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected)
  })

  it.each(['1', '2', 'true'])('refuses %j at start: it would believe any client that connects directly', (value) => {
    expect(() => serverConfig({ TRUST_PROXY: value })).toThrow(
      `TRUST_PROXY=${value} would believe X-Forwarded-For from any client that reaches the server directly; name the proxy's address or CIDR range instead (e.g. TRUST_PROXY=127.0.0.1 or 10.0.0.0/8)`,
    )
  })

  it.each(['0.0.0.0/1,128.0.0.0/1', '0.0.0.0/0', '10.0.0.0/7', '::/0', 'fd00::/8', '2001:db8::/31'])('refuses %j at start with the setting\'s message: a range that wide is every client, not a proxy', (value) => {
    expect(() => serverConfig({ TRUST_PROXY: value })).toThrow(`TRUST_PROXY=${value} would believe X-Forwarded-For from any client`)
  })

  it.each(['proxy.example', 'loopback', '10.0.0', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', '1.2.3.4/x', '999.0.0.1'])('refuses %j: not an address or CIDR range', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(`TRUST_PROXY: "${value}" is not an IP address or CIDR range`)
  })
})

/**
 * With TRUST_PROXY=1, 30 requests with one e-mail and a new X-Forwarded-For
 * each, sent straight to the server, were all accepted. Now only a named proxy is believed: the
 * same 30 from a client that is not it are one client, held to the per-e-mail limit.
 */
describe('a client straight to the server, rotating X-Forwarded-For', () => {
  // Whatever TRUST_PROXY says, if the server starts with it (a hop count and true do not).
  it.each(['', '10.0.0.1', '10.0.0.0/8,::1', '1', 'true'])('TRUST_PROXY=%j: 30 requests with one e-mail are one client (10 accepted, 20 refused with 429), or the server does not start', async (setting) => {
    let trustProxy: ReturnType<typeof parseTrustProxy>
    try {
      trustProxy = serverConfig({ TRUST_PROXY: setting }).trustProxy
    } catch (error) {
      expect((error as Error).message).toMatch(/^TRUST_PROXY=\S+ would believe X-Forwarded-For from any client/)
      return
    }
    const db = openDatabase(':memory:')
    const app = Fastify({ trustProxy })
    await app.register(apiPlugin, { db })
    await app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = app.server.address() as AddressInfo
    const statuses: number[] = []
    for (let i = 1; i <= 30; i += 1) {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/OpenBadges`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
        body: JSON.stringify({ ...validIssuance, email: 'one.person@mail.example' }),
      })
      statuses.push(res.status)
    }
    await app.close()
    db.close()
    expect(statuses.filter((s) => s === 200)).toHaveLength(contractWriteLimits.perEmailPerMinute)
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - contractWriteLimits.perEmailPerMinute)
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
