import { apiBasePath, buildTimeApiOrigin } from './api-config'
import { browserHtmlLangExpression } from '../lib/language'
import { queryWithDefaults, type ApiOperation } from './operation'

/** The operation's address without a query. */
const addressOf = (operation: ApiOperation, origin: string) => `${origin}${apiBasePath}${operation.path}`

/**
 * The address the client asks for when it calls `operation` with `query`: the same parameters in
 * the same order and encoding (read-urls.test.ts holds the two together), so the browser serves
 * the call from a preload of this address.
 */
export function readUrl(operation: ApiOperation, query: Readonly<Record<string, unknown>> = {}, origin = buildTimeApiOrigin()): string {
  const search = Object.entries(queryWithDefaults(operation, query))
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&')
  return `${addressOf(operation, origin)}${search ? `?${search}` : ''}`
}

/**
 * How the prerendered page starts a read before its code has loaded: a `<link rel="preload"
 * as="fetch">` of a fixed address, or, for a read with query parameters (whose values follow the
 * page's query of the same names), a small inline script that preloads the visit's own address.
 * A prerendered page cannot know its query: a fixed `?category=all` preload made
 * `?category=group` visits fetch twice, `all` then `group`.
 */
export type FirstReadPreload = { href: string } | { script: string }

/**
 * The script's first step: a preload goes out with the browser's own Accept-Language, and the
 * browser hands its answer to the client's fetch, which asks in the page's language; an answer
 * that follows the language (the gallery's names, api.yaml) would then be in the other one. So a
 * page whose language is not the browser's first preference does not preload: its list is the
 * HTML's until the client's own read, in the page's language, after hydration. A function, so
 * that the pages' code, which imports this module for the prerender alone, drops it.
 */
const unlessAnotherLanguage = () => `if((${browserHtmlLangExpression()})!==document.documentElement.lang)return;`

export function readPreload(operation: ApiOperation, origin = buildTimeApiOrigin()): FirstReadPreload {
  const parameters = Object.entries(operation.query).map(([name, p]) => [name, p.values ?? null, p.default ?? null])
  if (parameters.length === 0) return { href: readUrl(operation, {}, origin) }
  const s = JSON.stringify
  // queryWithDefaults as a script: the visit's value if the parameter allows it, else the default;
  // the preload's `crossOrigin` makes its mode and credentials those of the client's fetch.
  return {
    script:
      `(()=>{${unlessAnotherLanguage()}const q=new URLSearchParams(location.search),s=${s(parameters)}.flatMap(([n,a,d])=>{const v=q.get(n),c=v!==null&&(!a||a.includes(v))?v:d;` +
      `return c===null?[]:[n+"="+encodeURIComponent(c)]}).join("&"),l=document.createElement("link");` +
      `l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";l.href=${s(addressOf(operation, origin))}+(s?"?"+s:"");document.head.append(l)})()`,
  }
}
