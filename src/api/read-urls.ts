import { apiBasePath, buildTimeApiOrigin } from './api-config'
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

export function readPreload(operation: ApiOperation, origin = buildTimeApiOrigin()): FirstReadPreload {
  const parameters = Object.entries(operation.query).map(([name, p]) => [name, p.values ?? null, p.default ?? null])
  if (parameters.length === 0) return { href: readUrl(operation, {}, origin) }
  const s = JSON.stringify
  // queryWithDefaults as a script: the visit's value if the parameter allows it, else the default;
  // the preload's `crossOrigin` makes its mode and credentials those of the client's fetch.
  return {
    script:
      `(()=>{const q=new URLSearchParams(location.search),s=${s(parameters)}.flatMap(([n,a,d])=>{const v=q.get(n),c=v!==null&&(!a||a.includes(v))?v:d;` +
      `return c===null?[]:[n+"="+encodeURIComponent(c)]}).join("&"),l=document.createElement("link");` +
      `l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";l.href=${s(addressOf(operation, origin))}+(s?"?"+s:"");document.head.append(l)})()`,
  }
}
