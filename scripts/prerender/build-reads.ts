import Fastify from 'fastify'
import type { SectionCapabilities } from '../../manifest/schema/section-type'
import { sectionTypes } from '../../manifest/sections/index'
import { loadSite } from '../../manifest/site'
import { apiPlugin } from '../../server/api/index'
import { openDatabase } from '../../server/db/open-database'
import { ApiError, createApi, readKey, type ApiOperation, type OperationId } from '../../src/api'
import type { BuiltRead, BuiltReads } from '../../src/app/built-reads'
import { apiOperations } from '../../src/generated/operations/index.gen'
import { site, type PageId } from '../../src/generated/site.gen'
import { pagePath } from '../../src/lib/routing'

const loadsOf = (type: string) => (sectionTypes as Record<string, SectionCapabilities>)[type]?.loads as OperationId | undefined

/** The reads pages make as they open (their sections' `loads`: the gallery's, the press list's), each once. */
export function firstReadIds(): OperationId[] {
  return [...new Set(Object.keys(sectionTypes).flatMap((type) => loadsOf(type) ?? []))]
}

/**
 * Each prerendered path whose page makes some of the reads, with the build's answers to those
 * only: the gallery's HTML carries the gallery, not the press list.
 */
export function builtReadsByPath(reads: BuiltReads | undefined): Map<string, BuiltReads> {
  const byPath = new Map<string, BuiltReads>()
  if (!reads) return byPath
  for (const route of loadSite().routes) {
    const ids = route.sections.flatMap((s) => loadsOf(s.type) ?? [])
    const answers = Object.fromEntries(ids.flatMap((id) => (reads.answers[id] ? [[id, reads.answers[id]]] : [])))
    if (Object.keys(answers).length === 0) continue
    for (const language of site.languages) byPath.set(pagePath(route.id as PageId, language.segment), { readAt: reads.readAt, answers })
  }
  return byPath
}

type ReadOptions = {
  /** Where the API is (`VITE_API_ORIGIN`, which the pages call too); empty: the reference API, run here. */
  apiOrigin?: string | undefined
  /** Where the one line about the reads goes. */
  log?: (line: string) => void
  /** How long each read may take before the build gives up on the lists. */
  timeoutMs?: number
}

/**
 * The API's answers to the pages' first reads, for the prerender to render into the gallery and
 * press pages (src/app/built-reads.ts): from the API at `VITE_API_ORIGIN` when it is set, as
 * the pages will call it; else from the reference API itself, started here on an in-memory
 * database with its seed data, so its answers have one source, the server's. Each read goes
 * through the site's own API client with the default query, as a first visit makes it. When an
 * answer cannot be had (no answer, a failure, not a list), the build says so in one line and
 * returns nothing: the pages are built in their loading state, and the build goes on.
 */
export async function readListsAtBuild({ apiOrigin, log = console.log, timeoutMs = 10_000 }: ReadOptions = {}): Promise<BuiltReads | undefined> {
  const origin = apiOrigin?.trim().replace(/\/+$/, '') ?? ''
  const where = origin || 'the reference API (in-process, seed data)'
  const ids = firstReadIds()
  let reference: Awaited<ReturnType<typeof startReferenceApi>> | undefined
  try {
    reference = origin ? undefined : await startReferenceApi()
    const api = createApi({ origin: origin || reference!.origin, getLanguage: () => 'ko-KR', timeoutMs, onNotFound: () => {}, onServerDown: () => {} })
    // The operations are known here only by id; `Api.call` checks the concrete ones.
    const call = api.call as unknown as (operation: ApiOperation) => Promise<unknown>
    const answers: BuiltReads['answers'] = {}
    for (const id of ids) {
      const operation = apiOperations[id]
      const answer = await call(operation)
      if (!isList(answer)) throw new Error(`${operation.path} answered without a list`)
      ;(answers as Record<string, BuiltRead>)[id] = { key: readKey(operation), answer: answer as BuiltRead['answer'] }
    }
    const readAt = new Date().toISOString()
    const counts = ids.map((id) => `${apiOperations[id].path} ${(answers[id]!.answer as { data: unknown[] }).data.length}`).join(', ')
    log(`lists: read from ${where} at ${readAt} (${counts}); the gallery and press pages are built with them`)
    return { readAt, answers }
  } catch (cause) {
    const reason = cause instanceof ApiError ? `${cause.kind}: ${cause.message}` : cause instanceof Error ? cause.message : String(cause)
    log(`lists: could not read ${where} (${reason}); the gallery and press pages are built without their lists, in their loading state`)
    return undefined
  } finally {
    await reference?.close()
  }
}

/** An answer of the shape every list read has: `{ data: [...] }`. */
const isList = (answer: unknown): boolean => typeof answer === 'object' && answer !== null && Array.isArray((answer as { data?: unknown }).data)

/** The reference API on a fresh in-memory database (its migrations seed the gallery and press list), on a free local port. */
async function startReferenceApi(): Promise<{ origin: string; close: () => Promise<void> }> {
  const db = openDatabase(':memory:')
  const app = Fastify({ logger: false })
  app.addHook('onClose', async () => {
    db.close()
  })
  await app.register(apiPlugin, { db })
  const address = await app.listen({ host: '127.0.0.1', port: 0 })
  return { origin: address, close: () => app.close() }
}
