import { parseAllHeaders } from '@netlify/headers-parser'
import { parseAllRedirects } from '@netlify/redirect-parser'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { noticePages } from '../../../manifest/notices/addresses'
import { allRoutes } from '../../../server/all-routes'
import { siteAnswer, type SiteAnswer } from '../../../server/site-answer'
import { site } from '../../../src/generated/site.gen'
import { listDocuments } from '../../../src/lib/list-documents'
import { routePath } from '../../../src/lib/routing'
import { netlifyHeaders, netlifyRedirects, unitedPolicy } from './netlify'

// A build as the prerender lays it out: every page and event page in both languages, the
// notices, the list views (three press pages), and a few static files and internals.
const segments = site.languages.map((l) => l.segment)
const pressPages = 3
const files = [
  ...allRoutes.flatMap((route) => segments.map((segment) => `${routePath(route, segment)}/index.html`)),
  ...noticePages().map((n) => n.file),
  ...listDocuments(segments, pressPages).map((d) => d.file),
  '/404.html',
  '/robots.txt',
  '/assets/index-abc.js',
  '/assets/checker.worker-abc.js',
  '/nginx/csp.json',
].sort()
const exists = (file: string) => files.includes(file)

type Rule = { from: string; query: Record<string, string>; to: string; status: number; force: boolean; conditions: { Language?: string[] } }

/** Netlify's documented matching, as far as the generated rules use it: the first rule that matches wins; without `!` a file at the path wins. */
function netlifyAnswer(rules: Rule[], url: URL, acceptLanguage?: string): { status: number; to: string } | undefined {
  const language = acceptLanguage?.split(',')[0]?.trim().slice(0, 2)
  for (const rule of rules) {
    const params = matchPath(rule.from, url.pathname)
    if (!params) continue
    if (!rule.force && exists(url.pathname)) continue
    if (!Object.entries(rule.query).every(([key, value]) => url.searchParams.has(key) && (value.startsWith(':') || url.searchParams.get(key) === value))) continue
    if (rule.conditions.Language && !rule.conditions.Language.includes(language ?? '')) continue
    return { status: rule.status, to: rule.to.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '') }
  }
  return undefined
}

function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const source = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*$/, '(?<splat>.*)').replace(/:(\w+)/g, '(?<$1>[^/]+)')
  return new RegExp(`^${source}/?$`).exec(pathname)?.groups ?? (new RegExp(`^${source}/?$`).test(pathname) ? {} : undefined)
}

/** What the Node server answers (server/site-answer.ts), in the terms of a Netlify rule. */
function expected(answer: SiteAnswer, url: URL): { status: number; to: string } {
  if (answer.kind === 'redirect') return { status: answer.status, to: answer.location }
  if (answer.kind === 'page') return { status: answer.status, to: answer.file }
  return { status: 200, to: url.pathname }
}

let dir = ''
let rules: Rule[] = []
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'netlify-rules-'))
  await writeFile(path.join(dir, '_redirects'), netlifyRedirects(files, pressPages))
  await writeFile(path.join(dir, '_headers'), netlifyHeaders(files, { '/kor/index.html': "script-src 'self' 'sha256-a'", '/404.html': "script-src 'self'" }, '</assets/a.css>; rel=preload; as=style'))
  const parsed = await parseAllRedirects({ redirectsFiles: [path.join(dir, '_redirects')], configRedirects: [], minimal: true })
  expect(parsed.errors).toEqual([])
  rules = parsed.redirects as Rule[]
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe("Netlify's rules, read by Netlify's own parsers", () => {
  it('parse without an error, headers too', async () => {
    const headers = await parseAllHeaders({ headersFiles: [path.join(dir, '_headers')], configHeaders: [], minimal: true })
    expect(headers.errors).toEqual([])
    expect(headers.headers.find((h) => h.for === '/kor')?.values).toMatchObject({ 'content-security-policy': "script-src 'self' 'sha256-a'" })
  })

  // The requests of tests/e2e/serving.spec.ts that Netlify's rules can answer as the Node server does.
  const requests: [string, string?][] = [
    ['/', 'en-US,en;q=0.9'],
    ['/privacy', 'ko-KR,ko;q=0.9'],
    ['/privacy-policy', 'en-US,en;q=0.9,ko;q=0.8'],
    ['/privacy?lang=kor', 'en-US'],
    ['/terms-and-conditions?lang=eng', 'ko-KR'],
    ['/kor'],
    ['/eng/company/press'],
    ['/kor/company/press?page=2'],
    ['/kor/company/press?page=1'],
    ['/kor/company/press?page=99'],
    ['/eng/company/press?page=abc'],
    ['/kor/openbadge/badge-list?category=edu'],
    ['/kor/company/event-detail?id=1'],
    ['/kor/company/event-detail?id=999'],
    ['/kor/company/event-detail'],
    ['/eng/no-such-page'],
    ['/eng/404'],
    ['/jpn/404'],
    ['/jpn/service'],
    ['/kor/index.html'],
    ['/eng/company/press/page-2.html'],
    ['/nginx/csp.json'],
    ['/404.html'],
    ['/robots.txt'],
  ]
  for (const [address, acceptLanguage] of requests) {
    it(`${address}${acceptLanguage ? ` (${acceptLanguage})` : ''} answers as the Node server does`, () => {
      const url = new URL(address, 'https://site.invalid')
      expect(netlifyAnswer(rules, url, acceptLanguage) ?? { status: 200, to: url.pathname }).toEqual(expected(siteAnswer(url, acceptLanguage, exists), url))
    })
  }
})

it('unites the policies of the documents that share an address', () => {
  expect(unitedPolicy(["default-src 'self'; script-src 'self' 'sha256-a'", "default-src 'self'; script-src 'self' 'sha256-b'"])).toBe("default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'")
})
