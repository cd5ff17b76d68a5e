import Fastify from 'fastify'
import type { SectionCapabilities } from '../../manifest/schema/section-type'
import { sectionTypes } from '../../manifest/sections/index'
import { loadSite } from '../../manifest/site'
import { apiPlugin } from '../../server/api/index'
import { openDatabase } from '../../server/db/open-database'
import { ApiError, createApi, queryWithDefaults, readKey, type ApiOperation, type OperationId } from '../../src/api'
import type { BuiltRead, BuiltReads } from '../../src/app/built-reads'
import { apiOperations } from '../../src/generated/operations/index.gen'
import type { Language, Segment } from '../../src/lib/language'
import { site } from '../../src/generated/site.gen'
import { routeForPath } from '../../src/lib/routing'

const loadsOf = (type: string) => (sectionTypes as Record<string, SectionCapabilities>)[type]?.loads as OperationId | undefined

let routes: ReturnType<typeof loadSite>['routes'] | undefined
/**
 * The manifest's routes, loaded once: `loadSite()` checks every reference again, which at a
 * thousand entries took longer than copying a page from the build's cache (`builtReadsFor` runs
 * for every page).
 */
const siteRoutes = () => (routes ??= loadSite().routes)

/** The reads pages make as they open (their sections' `loads`: the gallery's, the press list's), each once. */
export function firstReadIds(): OperationId[] {
  return [...new Set(Object.keys(sectionTypes).flatMap((type) => loadsOf(type) ?? []))]
}

/**
 * What the build read for the pages of one language: the pages' first reads (`answers`, each with
 * its default query, as a first visit makes it) and every other view a page's address can name
 * (`views`: each value of a read's enum parameter, the gallery's categories), each with the query
 * it was read with.
 */
type LanguageReads = { answers: BuiltReads['answers']; views: (BuiltRead & { id: OperationId })[] }

/**
 * What the build read, when, and for which language's pages: each language's reads are asked with
 * its Accept-Language, as its pages ask (the gallery names its badges in the page's language).
 */
export type ListsAtBuild = { readAt: string; bySegment: Record<Segment, LanguageReads> }

/**
 * The answers a prerendered address's page shows, or undefined: its sections' reads, each with
 * the query the address names (`?category=edu` the gallery's edu read; a parameter the read does
 * not take, the press list's `?page=2`, changes nothing), and only those: the gallery's HTML
 * carries the gallery, not the press list.
 */
export function builtReadsFor(reads: ListsAtBuild | undefined, address: string): BuiltReads | undefined {
  if (!reads) return undefined
  const { pathname, searchParams } = new URL(address, 'http://prerender.invalid')
  const page = routeForPath(pathname)
  const route = page && siteRoutes().find((r) => r.id === page.route.id)
  if (!route) return undefined
  const { answers: firstReads, views } = reads.bySegment[page.segment]
  const search = Object.fromEntries(searchParams)
  const answers = Object.fromEntries(
    route.sections.flatMap((s) => {
      const id = loadsOf(s.type)
      if (!id) return []
      const key = readKey(apiOperations[id], search)
      const read = firstReads[id]?.key === key ? firstReads[id] : views.find((v) => v.id === id && v.key === key)
      return read ? [[id, { key: read.key, answer: read.answer }]] : []
    }),
  )
  return Object.keys(answers).length === 0 ? undefined : { readAt: reads.readAt, answers }
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
export async function readListsAtBuild({ apiOrigin, log = console.log, timeoutMs = 10_000 }: ReadOptions = {}): Promise<ListsAtBuild | undefined> {
  const origin = apiOrigin?.trim().replace(/\/+$/, '') ?? ''
  const where = origin || 'the reference API (in-process, seed data)'
  const ids = firstReadIds()
  let reference: Awaited<ReturnType<typeof startReferenceApi>> | undefined
  try {
    reference = origin ? undefined : await startReferenceApi()
    const readIn = async (apiLocale: Language['apiLocale']): Promise<LanguageReads> => {
      const api = createApi({ origin: origin || reference!.origin, getLanguage: () => apiLocale, timeoutMs, onNotFound: () => {}, onServerDown: () => {} })
      const read = async (id: OperationId, search: Record<string, string> = {}) => {
        const operation = apiOperations[id]
        const query = queryWithDefaults(operation, search)
        const answer = await api.call(operation, { query })
        if (!isList(answer)) throw new Error(`${operation.path} answered without a list`)
        return { key: readKey(operation, search), answer }
      }
      const answers: BuiltReads['answers'] = {}
      const views: LanguageReads['views'] = []
      for (const id of ids) {
        ;(answers as Record<string, BuiltRead>)[id] = await read(id)
        for (const query of otherViews(apiOperations[id])) views.push({ id, ...(await read(id, query)) })
      }
      return { answers, views }
    }
    const bySegment = Object.fromEntries(await Promise.all(site.languages.map(async (l) => [l.segment, await readIn(l.apiLocale)] as const))) as ListsAtBuild['bySegment']
    const readAt = new Date().toISOString()
    // The counts are the same in every language: the first one's are told.
    const { answers, views } = bySegment[site.languages[0].segment]
    const count = (read: BuiltRead) => (read.answer as { data: unknown[] }).data.length
    const counts = ids.map((id) => `${apiOperations[id].path} ${count(answers[id]!)}`).join(', ')
    const viewCounts = views.map((v) => `${apiOperations[v.id].path}?${new URLSearchParams(JSON.parse(v.key) as Record<string, string>).toString()} ${count(v)}`).join(', ')
    const asked = site.languages.map((l) => l.apiLocale).join(' and ')
    log(`lists: read from ${where} at ${readAt}, in ${asked} (${counts}${viewCounts ? `; ${viewCounts}` : ''}); the gallery and press pages are built with them`)
    return { readAt, bySegment }
  } catch (cause) {
    const reason = cause instanceof ApiError ? `${cause.kind}: ${cause.message}` : cause instanceof Error ? cause.message : String(cause)
    log(`lists: could not read ${where} (${reason}); the gallery and press pages are built without their lists, in their loading state`)
    return undefined
  } finally {
    await reference?.close()
  }
}

/**
 * The other views of a read a page's address can name: each value of each of its enum query
 * parameters but the default (the gallery's categories but `all`), one parameter at a time.
 */
function otherViews(operation: ApiOperation): Record<string, string>[] {
  return Object.entries(operation.query).flatMap(([name, parameter]) => (parameter.values ?? []).filter((value) => value !== parameter.default).map((value) => ({ [name]: value })))
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
