import { pngSize, readHead, type PageHead } from './html-head'
import type { BuiltPage } from './seo-rules'

/** A picture file as its bytes say: its format, and its size in px where the format gives one. */
export type Picture = { format: 'png' | 'jpeg' | 'gif' | 'webp' | 'svg' | 'other'; width?: number; height?: number }

/** A picture file's format from its first bytes, and its size from a PNG's header (the only raster the site draws). */
export function pictureOf(bytes: Uint8Array): Picture {
  const starts = (...signature: number[]) => signature.every((b, i) => bytes[i] === b)
  const png = pngSize(bytes)
  if (png) return { format: 'png', ...png }
  if (starts(0xff, 0xd8, 0xff)) return { format: 'jpeg' }
  if (starts(0x47, 0x49, 0x46, 0x38)) return { format: 'gif' }
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP') return { format: 'webp' }
  if (/<svg[\s>]/.test(new TextDecoder().decode(bytes.subarray(0, 1024)))) return { format: 'svg' }
  return { format: 'other' }
}

/** What the gate reads: the built pages, which of them are home pages, and which paths the site serves. */
export type StructuredDataSite = {
  origin: string
  pages: readonly BuiltPage[]
  /** The home pages' paths (`/kor`, `/eng`): each carries the provider and the site. */
  homePaths: readonly string[]
  /** Whether the site answers a path with a page or a file (a breadcrumb's step, the logo). */
  serves: (path: string) => boolean
  /** The picture file the site serves at a path, read from its bytes (undefined: none). */
  picture: (path: string) => Picture | undefined
}

type Report = { problems: string[]; pages: number; types: Record<string, number> }

type Node = Record<string, unknown>

/**
 * What a rule has to check one top-level node of a type: `fail` names the problem, `url` checks
 * an address on the site, `image` an image's (a URL or an ImageObject) and returns the file's
 * picture, and `page` is the page the node is on: its address and head.
 */
type Check = {
  fail: (problem: string) => void
  url: (what: string, value: unknown) => void
  image: (what: string, value: unknown) => Picture | undefined
  page: { address: string; head: PageHead }
}
type Rule = (node: Node, check: Check) => void

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/
const isDate = (value: unknown): value is string => typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value.slice(0, 10)))
/** A date with a time and its offset: one instant wherever it is read (a bare date is midnight UTC to some, the day in Seoul to others). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/
const isInstant = (value: unknown): value is string => typeof value === 'string' && INSTANT.test(value) && !Number.isNaN(Date.parse(value))
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''
const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value)
/** A text, plain or tagged with its language (a JSON-LD value object `{ "@value", "@language" }`). */
const textOf = (value: unknown): string | undefined => (isText(value) ? value : isObject(value) && isText(value['@value']) ? value['@value'] : undefined)
const listOf = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])

function requireText(node: Node, fail: (problem: string) => void, ...names: string[]): void {
  for (const name of names) if (!textOf(node[name])) fail(`no ${name}`)
}

const RASTER: readonly Picture['format'][] = ['png', 'jpeg', 'gif', 'webp']

/** Google's logo rule: an ImageObject of a raster file at least 112 px each way (an SVG, or a bare URL, is half-read). */
function checkLogo(logo: unknown, what: string, { fail, image }: Check): void {
  if (!isObject(logo) || logo['@type'] !== 'ImageObject') {
    fail(`${what} is not an ImageObject (its url, width and height)`)
    return
  }
  const picture = image(what, logo)
  if (!picture) return
  if (!RASTER.includes(picture.format)) fail(`${what} is ${picture.format.toUpperCase()}, want a raster file (PNG, JPEG, GIF or WebP)`)
  else if ((picture.width ?? 0) < 112 || (picture.height ?? 0) < 112) fail(`${what} is ${picture.width} x ${picture.height} px, want at least 112 x 112`)
}

/** The schema.org values Google reads for an Event's state and how it is attended. */
const EVENT_STATUS = ['EventScheduled', 'EventCancelled', 'EventMovedOnline', 'EventPostponed', 'EventRescheduled'].map((v) => `https://schema.org/${v}`)
const ATTENDANCE_MODE = ['OfflineEventAttendanceMode', 'OnlineEventAttendanceMode', 'MixedEventAttendanceMode'].map((v) => `https://schema.org/${v}`)

/** Google's Article images: at least 50,000 pixels, best in each of 16:9, 4:3 and 1:1; the site gives 16:9 and 1:1. */
const ARTICLE_SHAPES = [
  { name: '16:9', width: 16, height: 9 },
  { name: '1:1', width: 1, height: 1 },
] as const

/**
 * The properties Google documents as required for each type the site writes
 * (developers.google.com/search/docs/appearance/structured-data/…), plus the few of our own marked
 * so. A type without rules fails, so a new type gets its rules before it ships.
 */
const rules: Record<string, Rule> = {
  // Google requires nothing of an Organization, and recommends a logo (an ImageObject, raster, at
  // least 112 px), a description and a PostalAddress with its country. Ours: its name tagged with
  // the page's language (the provider is described on both home pages under one @id), its site's
  // address, and a support line dialable from abroad (Google's former corporate-contact rule).
  Organization: (node, check) => {
    const { fail, url, page } = check
    requireText(node, fail, 'name', 'description')
    const name = isObject(node.name) ? node.name : {}
    if (page.head.lang && name['@language'] !== page.head.lang) fail(`name is not tagged with the page's language: want { "@value": …, "@language": "${page.head.lang}" }`)
    url('url', node.url)
    checkLogo(node.logo, 'logo', check)
    const address = isObject(node.address) ? node.address : {}
    if (address['@type'] !== 'PostalAddress' || !textOf(address.streetAddress) || !/^[A-Z]{2}$/.test(String(address.addressCountry))) {
      fail('address is not a PostalAddress with its streetAddress and addressCountry (two letters, e.g. KR)')
    }
    if (node.contactPoint !== undefined) {
      const contact = isObject(node.contactPoint) ? node.contactPoint : {}
      if (!isText(contact.telephone) || !contact.telephone.startsWith('+')) fail('contactPoint.telephone is not an international number (+82-…)')
      if (!isText(contact.contactType)) fail('no contactPoint.contactType')
    }
  },
  // Site names: name and url, the url the origin's root (the domain's home page; `/` answers 301
  // to the home page of the default language), one @id for the home pages of every language.
  WebSite: (node, { fail, page }) => {
    requireText(node, fail, 'name', '@id')
    const root = `${new URL(page.address).origin}/`
    if (node.url !== root) fail(`url ${String(node.url)} is not the origin's root, ${root}`)
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
  // Event: name, startDate and a location (a Place with its PostalAddress and country, or a
  // VirtualLocation with its url); its status and how it is attended, in schema.org's values.
  Event: (node, { fail }) => {
    requireText(node, fail, 'name')
    if (!isDate(node.startDate)) fail(node.startDate === undefined ? 'no startDate' : `startDate ${String(node.startDate)} is not an ISO 8601 date`)
    if (node.endDate !== undefined && (!isDate(node.endDate) || (isDate(node.startDate) && node.endDate < node.startDate))) {
      fail(`endDate ${String(node.endDate)} is not an ISO 8601 date on or after startDate`)
    }
    if (!EVENT_STATUS.includes(String(node.eventStatus))) fail(`eventStatus ${String(node.eventStatus)} is not one of ${EVENT_STATUS.join(', ')}`)
    if (!ATTENDANCE_MODE.includes(String(node.eventAttendanceMode))) fail(`eventAttendanceMode ${String(node.eventAttendanceMode)} is not one of ${ATTENDANCE_MODE.join(', ')}`)
    const location = isObject(node.location) ? node.location : undefined
    if (!location) fail('no location')
    else if (location['@type'] === 'Place') {
      const address = isObject(location.address) ? location.address : {}
      if (address['@type'] !== 'PostalAddress' || !textOf(address.streetAddress) || !/^[A-Z]{2}$/.test(String(address.addressCountry))) {
        fail('location.address is not a PostalAddress with its streetAddress and addressCountry (two letters, e.g. KR)')
      }
    } else if (location['@type'] === 'VirtualLocation') {
      if (!isText(location.url)) fail('no location.url for a VirtualLocation')
    } else fail(`location is a ${String(location['@type'])}, want a Place or a VirtualLocation`)
  },
  // Google requires nothing of an Article and reads, when present: headline, the instants it was
  // published and modified (with their offset), images (16:9, 4:3, 1:1, at least 50,000 pixels),
  // author with a name; publisher with its logo (as for an Organization). Ours: the page it is the
  // main entity of is the page it is on, its address and images are the site's, and the page's
  // Open Graph tags say it is an article published at the same instant.
  Article: (node, check) => {
    const { fail, url, image, page } = check
    requireText(node, fail, 'headline')
    const day = node.datePublished
    if (!isDate(day)) fail('no datePublished as an ISO 8601 date')
    else if (!INSTANT.test(day)) fail(`datePublished ${day} names no instant: a date and time with its offset, e.g. ${day.slice(0, 10)}T00:00:00+09:00`)
    if (!isInstant(node.dateModified)) fail(`dateModified ${String(node.dateModified)} names no instant: a date and time with its offset`)
    else if (isInstant(node.datePublished) && Date.parse(node.dateModified) < Date.parse(node.datePublished)) fail(`dateModified ${node.dateModified} is before datePublished`)
    const main = isObject(node.mainEntityOfPage) ? node.mainEntityOfPage : {}
    if (main['@type'] !== 'WebPage' || main['@id'] !== page.address) fail(`mainEntityOfPage is not the WebPage it is on, ${page.address}`)
    if (node.url !== undefined) url('url', node.url)
    const pictures = listOf(node.image).map((value, i) => image(`image[${i}]`, value))
    for (const shape of ARTICLE_SHAPES) {
      const fits = pictures.some((p) => p && RASTER.includes(p.format) && p.width! * p.height! >= 50_000 && p.width! * shape.height === p.height! * shape.width)
      if (!fits) fail(`no ${shape.name} raster image of at least 50,000 pixels`)
    }
    for (const role of ['author', 'publisher']) {
      if (!(isObject(node[role]) && textOf(node[role].name))) fail(`no ${role}.name`)
    }
    if (isObject(node.publisher)) checkLogo(node.publisher.logo, 'publisher.logo', check)
    const type = page.head.og.get('og:type')
    if (type !== 'article') fail(`the page's og:type is ${String(type)}, want article`)
    const published = page.head.article.get('article:published_time')
    if (!isInstant(published) || !isInstant(node.datePublished) || Date.parse(published) !== Date.parse(node.datePublished)) {
      fail(`the page's article:published_time ${String(published)} is not the instant of datePublished ${String(node.datePublished)}`)
    }
  },
}

const SCRIPT = /<script\b[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi

/**
 * The structured-data rules over the built site, each problem named `<page>: <problem>`:
 * - at most one `application/ld+json` script per page, holding JSON with the schema.org context;
 * - every node (the script's object, or each of its `@graph`) names a `@type` that has rules,
 *   and keeps them (`rules` above); addresses on the site answer, and an image is the file it says;
 * - each home page carries an Organization and a WebSite; every other indexable page a BreadcrumbList.
 */
export function checkStructuredData({ origin, pages, homePaths, serves, picture }: StructuredDataSite): Report {
  const problems: string[] = []
  const types: Record<string, number> = {}
  for (const page of pages) {
    const fail = (problem: string) => problems.push(`${page.path}: ${problem}`)
    const head = readHead(page.html)
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
      // The origin's root answers 301 to the home page: a site's address (an Organization's url).
      const served = (what: string, value: unknown): string | undefined => {
        if (typeof value !== 'string' || !value.startsWith(`${origin}/`)) at(`${what} ${String(value)} is not an address on ${origin}`)
        else if (value !== `${origin}/` && !serves(value.slice(origin.length))) at(`${what} ${value} is not served by the site`)
        else return value.slice(origin.length)
        return undefined
      }
      // An image: its address (a URL, or an ImageObject's url) served, and the size an ImageObject claims the file's.
      const image = (what: string, value: unknown): Picture | undefined => {
        const path = served(what, isObject(value) ? value.url : value)
        const file = path === undefined ? undefined : picture(path)
        if (path !== undefined && !file) at(`${what} ${origin}${path} is not a picture`)
        if (!file || !isObject(value) || (value.width === undefined && value.height === undefined)) return file
        if (Number(value.width) !== file.width || Number(value.height) !== file.height) {
          at(`${what} says ${String(value.width)} x ${String(value.height)} px, the file is ${file.width} x ${file.height}`)
        }
        return file
      }
      rule(node, { fail: at, url: served, image, page: { address: `${origin}${page.path}`, head } })
    }
    const has = (type: string) => nodes.some((node) => node['@type'] === type)
    if (homePaths.includes(page.path)) {
      for (const type of ['Organization', 'WebSite']) if (!has(type)) fail(`the home page has no ${type}`)
    } else if (!head.noindex && !has('BreadcrumbList')) fail('no BreadcrumbList')
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
