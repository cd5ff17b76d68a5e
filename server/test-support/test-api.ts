import Fastify, { type FastifyInstance } from 'fastify'
import type Database from '../db/sqlite'
import type { components } from '../../src/generated/api.gen'
import type { ClaimWindows } from '../api/claim-window'
import { apiPlugin } from '../api/index'
import type { WriteLimits } from '../api/rate-limit'
import { openDatabase } from '../db/open-database'

export interface TestApi {
  app: FastifyInstance
  db: Database
  /** Rows in a table, to prove what was (not) stored. */
  count: (table: 'contact_inquiries' | 'issuance_requests' | 'partner_requests' | 'acknowledgements') => number
}

/** The API on a fresh in-memory database, with the clock pinned. */
export async function startTestApi(options: { writeLimits?: Partial<WriteLimits>; now?: () => Date; claimWindows?: ClaimWindows } = {}): Promise<TestApi> {
  const db = openDatabase(':memory:')
  const app = Fastify({ logger: false })
  await app.register(apiPlugin, {
    db,
    now: options.now ?? (() => new Date('2025-10-02T09:00:00.000Z')),
    ...(options.writeLimits ? { writeLimits: options.writeLimits } : {}),
    ...(options.claimWindows ? { claimWindows: options.claimWindows } : {}),
  })
  app.addHook('onClose', async () => {
    db.close()
  })
  await app.ready()
  return {
    app,
    db,
    count: (table) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number,
  }
}

/** Limits no test of something else reaches (a test of the limits sets its own). */
export const unlimitedWrites: WriteLimits = { perEmailPerMinute: 1_000_000, perAddressPerMinute: 1_000_000 }

/** Valid bodies, shared by the server tests and the contract test. */
export const validInquiry = {
  lang: 'ko-KR',
  type: 'service',
  name: '샘플주식회사',
  tel: '0200000000',
  email: 'visitor@company.example',
  path: '검색',
  content: '배지 발급 서비스 도입을 문의드립니다.',
} as const satisfies components['schemas']['ContactInquiry']

export const validIssuance = {
  name: '홍길동',
  email: 'visitor@mail.example',
  lang: 'ko-KR',
  company: 'obadge',
} as const satisfies components['schemas']['IssuanceRequest']
