import { decodeEntities, readHead } from './html-head'

/** What an event page must show, read from its manifest entry (scripts/gates/event-pages.ts). */
export type ExpectedEventPage = {
  /** `/eng/aeskr`: one of the page's two addresses. */
  path: string
  /** `ko` or `en`: the one language the page is written in, at both addresses. */
  lang: string
  /** `<title>`: the entry's title in that language, then the brand. */
  title: string
  /** The h1: the entry's title. */
  heading: string
  /** The page's one address search engines are given, or undefined for an example page (`noindex`). */
  canonical: string | undefined
  /** The claim window's ends as the page writes them, when the entry has one. */
  windowTexts: readonly string[]
  /** The `Event` of its structured data: the event's name, when the entry says where and when (structured-data.ts). */
  eventName: string | undefined
  /** What its form posts: the wallet's endpoint, the partner's company code, and whether it sends the page's language. */
  form: { endpoint: string; company: string; sendsLanguage: boolean }
}

/**
 * What the page's form posts, as its route's loader data in the HTML says (the router's
 * serialized state: `targets:[{endpoint:"OpenBadges"}],company:"aeskr",lang:…,sendsLanguage:!1`),
 * or undefined when the page holds no issuance form's data.
 */
function postedForm(html: string): ExpectedEventPage['form'] | undefined {
  const ref = String.raw`(?:\$R\[\d+\]=)?`
  const form = new RegExp(`type:"issuance-form",targets:${ref}\\[${ref}\\{endpoint:"(\\w+)"\\}\\],company:"([a-z0-9]+)",lang:"[^"]*",sendsLanguage:(!0|!1)`).exec(html)
  return form ? { endpoint: form[1]!, company: form[2]!, sendsLanguage: form[3] === '!0' } : undefined
}

/** The text a reader sees: tags out, entities and the no-break joiners codegen adds (manifest/no-break.ts) undone. */
function visibleText(html: string): string {
  const tagless = html.replace(/<script\b[\s\S]*?<\/script>/gi, ' ').replace(/<[^>]+>/g, '').replace(/&nbsp;/g, '\u00a0')
  return decodeEntities(tagless)
    .replace(/\u2060/g, '')
    .replace(/[\u00a0\s]+/g, ' ')
}

/** The `@type`s and names of the page's JSON-LD nodes. */
function structuredNodes(html: string): { type: unknown; name: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap(([, json = '']) => {
    const data = JSON.parse(json) as { '@graph'?: object[] }
    return (data['@graph'] ?? [data]).map((node) => ({ type: (node as { '@type'?: unknown })['@type'], name: (node as { name?: unknown }).name }))
  })
}

/**
 * What is wrong with one prerendered event page, as sentences naming the page; empty when it
 * shows what its entry says: its language, title and heading, a form, its claim window's dates,
 * its canonical address (or `noindex` for an example) and its `Event` for search engines.
 */
export function eventPageProblems(html: string, expected: ExpectedEventPage): string[] {
  const head = readHead(html)
  const body = html.slice(html.indexOf('<body'))
  const text = visibleText(body)
  const problems: string[] = []
  const say = (what: string) => problems.push(`${expected.path}: ${what}`)
  if (head.lang !== expected.lang) say(`<html lang="${head.lang}">, expected "${expected.lang}"`)
  if (head.title !== expected.title) say(`<title> "${head.title}", expected "${expected.title}"`)
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1]
  if (h1 === undefined || visibleText(h1).trim() !== expected.heading) say(`h1 "${h1 === undefined ? '(none)' : visibleText(h1).trim()}", expected "${expected.heading}"`)
  if (!/<form\b/.test(body) || !/<input\b[^>]*type="email"/.test(body)) say('no issuance form with an e-mail field')
  for (const end of expected.windowTexts) if (!text.includes(end)) say(`the claim window's "${end}" is not on the page`)
  const posted = postedForm(html)
  if (JSON.stringify(posted) !== JSON.stringify(expected.form)) say(`its form posts ${JSON.stringify(posted) ?? 'nothing'}, expected ${JSON.stringify(expected.form)}`)
  if (expected.canonical === undefined) {
    if (!head.noindex) say('an example page without noindex')
    if (head.canonicals.length > 0) say('an example page with a canonical link')
  } else {
    if (head.noindex) say('noindex on a listed event page')
    if (head.canonicals.join(' ') !== expected.canonical) say(`canonical ${head.canonicals.join(', ') || '(none)'}, expected ${expected.canonical}`)
    const alternates = [...head.alternates].map(([lang, href]) => `${lang} ${href}`).sort()
    const wanted = [`${expected.lang} ${expected.canonical}`, `x-default ${expected.canonical}`].sort()
    if (alternates.join(', ') !== wanted.join(', ')) say(`hreflang ${alternates.join(', ')}, expected ${wanted.join(', ')}`)
  }
  const events = structuredNodes(html).filter((node) => node.type === 'Event')
  if (expected.eventName === undefined && events.length > 0) say('an Event in its structured data, though its entry gives no name, dates and place')
  if (expected.eventName !== undefined && !events.some((node) => node.name === expected.eventName)) say(`no Event named "${expected.eventName}" in its structured data`)
  return problems
}
