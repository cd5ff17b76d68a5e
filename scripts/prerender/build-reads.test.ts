import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { builtReadsFor, firstReadIds, readListsAtBuild } from './build-reads'

const servers: Server[] = []
afterEach(() => Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve)))))

/** A stand-in for an API at VITE_API_ORIGIN that answers every request with `body`. */
async function apiAnswering(body: unknown): Promise<string> {
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)))
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('readListsAtBuild', () => {
  it('reads the gallery and the press list the pages load', () => {
    expect(firstReadIds().sort()).toEqual(['listBadgeGallery', 'listMediaNews'])
  })

  it('without VITE_API_ORIGIN reads the reference API\'s own data, in-process, and says so in one line', async () => {
    const lines: string[] = []
    const before = Date.now()
    const reads = await readListsAtBuild({ log: (line) => lines.push(line) })
    const after = Date.now()
    const korean = reads!.bySegment.kor
    expect(korean.answers.listBadgeGallery?.answer.data).toHaveLength(52)
    expect(korean.answers.listBadgeGallery?.key).toBe('{"category":"all"}')
    expect(korean.answers.listMediaNews?.answer.data).toHaveLength(140)
    // Each language's pages get the gallery named in their language, asked as the pages ask.
    expect(korean.answers.listBadgeGallery?.answer.data[0]?.badgeTitle).toBe('디지털 리터러시 기초')
    expect(reads!.bySegment.eng.answers.listBadgeGallery?.answer.data[0]?.badgeTitle).toBe('Digital Literacy Basics')
    expect(reads!.bySegment.eng.views.find((v) => v.key === '{"category":"edu"}')?.answer).toMatchObject({ data: expect.arrayContaining([expect.objectContaining({ issuerName: 'Maple Example College' })]) })
    // The time of this read (between the call and its answer, however long a busy machine takes).
    expect(Date.parse(reads!.readAt)).toBeGreaterThanOrEqual(before)
    expect(Date.parse(reads!.readAt)).toBeLessThanOrEqual(after)
    // Each other category once too, for its own document (src/lib/list-documents.ts).
    expect(korean.views.map((v) => [v.key, (v.answer as { data: unknown[] }).data.length])).toEqual([
      ['{"category":"edu"}', 16],
      ['{"category":"corp"}', 14],
      ['{"category":"group"}', 12],
      ['{"category":"etc"}', 10],
    ])
    expect(lines).toEqual([expect.stringMatching(/^lists: read from the reference API .*, in ko-KR and en-US \(\/BadgeGallery 52, \/MediaNews 140; \/BadgeGallery\?category=edu 16, .*category=etc 10\)/)])
  })

  it('reads the API at VITE_API_ORIGIN when it is set', async () => {
    const origin = await apiAnswering({ data: [] })
    const reads = await readListsAtBuild({ apiOrigin: `${origin}/`, log: () => {} })
    expect(reads?.bySegment.eng.answers.listBadgeGallery?.answer.data).toEqual([])
  })

  it('an API it cannot reach builds the loading state: nothing returned, one line, no throw', async () => {
    const lines: string[] = []
    // Port 9 (discard) has no listener here: the connection is refused at once.
    await expect(readListsAtBuild({ apiOrigin: 'http://127.0.0.1:9', log: (line) => lines.push(line) })).resolves.toBeUndefined()
    expect(lines).toEqual([
      'lists: could not read http://127.0.0.1:9 (no-response: The server did not respond); the gallery and press pages are built without their lists, in their loading state',
    ])
  })

  it('hands each list document, in both languages, the answers to its own reads with its own query only', () => {
    const answers = { listBadgeGallery: { key: '{"category":"all"}', answer: { data: [] } }, listMediaNews: { key: '{}', answer: { data: [] } } }
    const edu = { id: 'listBadgeGallery' as const, key: '{"category":"edu"}', answer: { data: [] } }
    const english = { listBadgeGallery: { key: '{"category":"all"}', answer: { data: [] } }, listMediaNews: answers.listMediaNews }
    const reads = { readAt: '2026-11-26T01:40:00.000Z', bySegment: { kor: { answers, views: [edu] }, eng: { answers: english, views: [edu] } } }
    expect(builtReadsFor(reads, '/kor/openbadge/badge-list')).toEqual({ readAt: reads.readAt, answers: { listBadgeGallery: answers.listBadgeGallery } })
    // Each language's document gets its own language's answer, not an equal one of the other.
    expect(builtReadsFor(reads, '/eng/openbadge/badge-list')?.answers.listBadgeGallery?.answer).toBe(english.listBadgeGallery.answer)
    expect(builtReadsFor(reads, '/kor/openbadge/badge-list')?.answers.listBadgeGallery?.answer).toBe(answers.listBadgeGallery.answer)
    expect(builtReadsFor(reads, '/eng/openbadge/badge-list?category=edu')).toEqual({ readAt: reads.readAt, answers: { listBadgeGallery: { key: edu.key, answer: edu.answer } } })
    // A view the build did not read has no answer: the document is built in its loading state.
    expect(builtReadsFor(reads, '/eng/openbadge/badge-list?category=corp')).toBeUndefined()
    expect(builtReadsFor(reads, '/eng/company/press?page=3')).toEqual({ readAt: reads.readAt, answers: { listMediaNews: answers.listMediaNews } })
    expect(builtReadsFor(reads, '/kor/company/about')).toBeUndefined()
    expect(builtReadsFor(undefined, '/kor/company/press')).toBeUndefined()
  })

  it('an answer that is not a list is no answer either', async () => {
    const lines: string[] = []
    const origin = await apiAnswering({ result: 'ok' })
    await expect(readListsAtBuild({ apiOrigin: origin, log: (line) => lines.push(line) })).resolves.toBeUndefined()
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^lists: could not read http:\/\/127\.0\.0\.1:\d+ \(\/BadgeGallery answered without a list\)/)
  })
})
