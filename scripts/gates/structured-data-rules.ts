import { readHead } from './html-head'
import type { BuiltPage } from './seo-rules'

/** What the gate reads: the built pages, which of them are home pages, and which paths the site serves. */
export type StructuredDataSite = {
  origin: string
  pages: readonly BuiltPage[]
  /** The home pages' paths (`/kor`, `/eng`): each carries the provider and the site. */
  homePaths: readonly string[]
  /** Whether the site answers a path with a page or a file (a breadcrumb's step, the logo). */
  serves: (path: string) => boolean
}

type Report = { problems: string[]; pages: number; types: Record<string, number> }

type Node = Record<string, unknown>

/** Checks one top-level node of a type; `fail` names the problem, `url` checks an address on the site. */
type Rule = (node: Node, check: { fail: (problem: string) => void; url: (what: string, value: unknown) => void }) => void

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/
const isDate = (value: unknown): value is string => typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value.slice(0, 10)))
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''
const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value)

function requireText(node: Node, fail: (problem: string) => void, ...names: string[]): void {
  for (const name of names) if (!isText(node[name])) fail(`no ${name}`)
}

/**
 * The properties Google documents as required for each type the site writes
 * (developers.google.com/search/docs/appearance/structured-data/…), plus the few of our own marked
 * so. A type without rules fails, so a new type gets its rules before it ships.
 */
const rules: Record<string, Rule> = {
  // Google requires nothing of an Organization; a name and the site's address are ours, and a
  // support line must be dialable from abroad (Google's former corporate-contact rule).
  Organization: (node, { fail, url }) => {
    requireText(node, fail, 'name')
    url('url', node.url)
    if (node.logo !== undefined) url('logo', node.logo)
    if (node.contactPoint !== undefined) {
      const contact = isObject(node.contactPoint) ? node.contactPoint : {}
      if (!isText(contact.telephone) || !contact.telephone.startsWith('+')) fail('contactPoint.telephone is not an international number (+82-…)')
      if (!isText(contact.contactType)) fail('no contactPoint.contactType')
    }
  },
  // Site names: name and url.
  WebSite: (node, { fail, url }) => {
    requireText(node, fail, 'name')
    url('url', node.url)
  },
  // Breadcrumb: at least two ListItems, each with position and name, and item but on the last.
  BreadcrumbList: (node, { fail, url }) => {
    const items = Array.isArray(node.itemListElement) ? node.itemListElement : []
    if (items.length < 2) fail(`${items.length} itemListElement entries, want at least two`)
    items.forEach((entry: unknown, i) => {
      const item = isObject(entry) ? entry : {}
      if (item['@type'] !== 'ListItem') fail(`itemListElement[${i}] is not a ListItem`)
      if (item.position !== i + 1) fail(`itemListElement[${i}].position is ${String(item.position)}, want ${i + 1}`)
      if (!isText(item.name)) fail(`no itemListElement[${i}].name`)
      if (item.item !== undefined || i < items.length - 1) url(`itemListElement[${i}].item`, item.item)
    })
  },
  // Event: name, startDate and a location (a Place with its address, or a VirtualLocation with its url).
  Event: (node, { fail }) => {
    requireText(node, fail, 'name')
    if (!isDate(node.startDate)) fail(node.startDate === undefined ? 'no startDate' : `startDate ${String(node.startDate)} is not an ISO 8601 date`)
    if (node.endDate !== undefined && (!isDate(node.endDate) || (isDate(node.startDate) && node.endDate < node.startDate))) {
      fail(`endDate ${String(node.endDate)} is not an ISO 8601 date on or after startDate`)
    }
    const location = isObject(node.location) ? node.location : undefined
    if (!location) fail('no location')
    else if (location['@type'] === 'Place') {
      if (!isText(location.address) && !isObject(location.address)) fail('no location.address for a Place')
    } else if (location['@type'] === 'VirtualLocation') {
      if (!isText(location.url)) fail('no location.url for a VirtualLocation')
    } else fail(`location is a ${String(location['@type'])}, want a Place or a VirtualLocation`)
  },
  // Google requires nothing of an Article; a notice is shown with its title and its date, its
  // address and art are the site's, and whoever wrote it has a name (Google's author rule).
  Article: (node, { fail, url }) => {
    requireText(node, fail, 'headline')
    if (!isDate(node.datePublished)) fail('no datePublished as an ISO 8601 date')
    if (node.url !== undefined) url('url', node.url)
    if (node.image !== undefined) url('image', node.image)
    for (const role of ['author', 'publisher']) {
      if (node[role] !== undefined && !(isObject(node[role]) && isText(node[role].name))) fail(`no ${role}.name`)
    }
  },
}

const SCRIPT = /<script\b[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi

/**
 * The structured-data rules over the built site, each problem named `<page>: <problem>`:
 * - at most one `application/ld+json` script per page, holding JSON with the schema.org context;
 * - every node (the script's object, or each of its `@graph`) names a `@type` that has rules,
 *   and keeps them (`rules` above); addresses on the site answer;
 * - each home page carries an Organization and a WebSite; every other indexable page a BreadcrumbList.
 */
export function checkStructuredData({ origin, pages, homePaths, serves }: StructuredDataSite): Report {
  const problems: string[] = []
  const types: Record<string, number> = {}
  for (const page of pages) {
    const fail = (problem: string) => problems.push(`${page.path}: ${problem}`)
    const scripts = [...page.html.matchAll(SCRIPT)].map(([, text = '']) => text)
    if (scripts.length > 1) fail(`${scripts.length} JSON-LD scripts, want at most one`)
    const nodes = scripts.flatMap((text) => nodesOf(text, fail))
    for (const [i, node] of nodes.entries()) {
      const type = node['@type']
      const at = (problem: string) => fail(`${typeof type === 'string' ? type : `node ${i}`}: ${problem}`)
      if (!isText(type)) {
        at('names no @type')
        continue
      }
      types[type] = (types[type] ?? 0) + 1
      const rule = rules[type]
      if (!rule) {
        at('has no rules in scripts/gates/structured-data-rules.ts: add the properties Google requires of it')
        continue
      }
      const url = (what: string, value: unknown) => {
        if (typeof value !== 'string' || !value.startsWith(`${origin}/`)) at(`${what} ${String(value)} is not an address on ${origin}`)
        else if (!serves(value.slice(origin.length))) at(`${what} ${value} is not served by the site`)
      }
      rule(node, { fail: at, url })
    }
    const has = (type: string) => nodes.some((node) => node['@type'] === type)
    if (homePaths.includes(page.path)) {
      for (const type of ['Organization', 'WebSite']) if (!has(type)) fail(`the home page has no ${type}`)
    } else if (!readHead(page.html).noindex && !has('BreadcrumbList')) fail('no BreadcrumbList')
  }
  return { problems, pages: pages.length, types }
}

/** The nodes of one script: its object, or the members of its `@graph`. */
function nodesOf(text: string, fail: (problem: string) => void): Node[] {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    fail(`JSON-LD does not parse: ${(error as Error).message}`)
    return []
  }
  if (!isObject(data) || !/^https?:\/\/schema\.org\/?$/.test(String(data['@context']))) {
    fail('JSON-LD without the schema.org @context')
    return []
  }
  if (data['@graph'] === undefined) return [data]
  if (!Array.isArray(data['@graph'])) {
    fail('JSON-LD @graph is not a list')
    return []
  }
  return data['@graph'].map((node: unknown) => (isObject(node) ? node : {}))
}
