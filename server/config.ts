import { isIP } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { contractWriteLimits, type WriteLimits } from './api/rate-limit'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * fastify's `trustProxy`: whom to believe about the client's address (`X-Forwarded-For`) and
 * scheme (`X-Forwarded-Proto`). The write limits key on the client address, and HSTS is sent
 * over https only, so this decides both. Off by default: a server reached directly must not let
 * a visitor pick their own address. Behind a proxy every visitor would otherwise share the
 * proxy's one bucket, so name the proxy: `TRUST_PROXY=127.0.0.1`, or a comma-separated list of
 * addresses and CIDR ranges (`10.0.0.0/8,::1`). The forwarded headers are believed only when the
 * connection comes from one of them, which the server can check.
 *
 * Refused at start: a hop count (`1`) and `true`. Both believe whoever connects: a hop count
 * trusts the nearest sender, that is any client reaching the server directly, so 30 requests
 * with a new `X-Forwarded-For` each were 30 clients with a count of their own; `true`
 * trusts every sender. Neither can be checked, and a proxy always has an address to name.
 */
type TrustProxy = false | string[]

const notCheckable = (value: string) =>
  `TRUST_PROXY=${value} would believe X-Forwarded-For from any client that reaches the server directly; name the proxy's address or CIDR range instead (e.g. TRUST_PROXY=127.0.0.1 or 10.0.0.0/8)`

/** An IPv4 or IPv6 address, optionally with a prefix length its family allows. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? ''
  if (text === '' || text === 'false' || text === '0') return false
  if (text === 'true' || /^\d+$/.test(text)) throw new Error(notCheckable(text))
  const list = text.split(',').map((entry) => entry.trim()).filter(Boolean)
  for (const entry of list) {
    if (!isAddressOrRange(entry)) throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR range (e.g. 127.0.0.1, 10.0.0.0/8, ::1)`)
    if (isTooWide(entry)) throw new Error(notCheckable(text))
  }
  return list
}

/**
 * A range wider than a /8 (IPv4) or a /32 (IPv6) is no proxy's: `0.0.0.0/1,128.0.0.0/1` is
 * every client in two halves, and `0.0.0.0/0` stopped the server with the address
 * library's stack trace instead of this setting's message.
 */
function isTooWide(entry: string): boolean {
  const [address = '', prefix] = entry.split('/')
  if (prefix === undefined) return false
  return Number(prefix) < (isIP(address) === 4 ? 8 : 32)
}

/**
 * The origins whose pages may call the API from the browser (`CORS_ORIGINS`): a comma-separated
 * list of exact origins, as a browser sends them in `Origin` (scheme, host, and the port unless
 * it is the scheme's own: `https://www.obadge.example,http://127.0.0.1:4173`). Empty by default:
 * same-origin only. `*` is refused: any site could then have its visitors' browsers write to
 * the API and read its answers.
 */
export function parseCorsOrigins(value: string | undefined): string[] {
  const list = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)
  for (const entry of list) {
    if (entry === '*') throw new Error('CORS_ORIGINS: "*" would let any site call the API; list the origins of the sites that call it')
    if (originOf(entry) !== entry) {
      throw new Error(`CORS_ORIGINS: "${entry}" is not an origin as a browser sends it: scheme, lower-case host and a port other than the scheme's own, no path or final slash (e.g. https://www.obadge.example)`)
    }
  }
  return list
}

function originOf(text: string): string | undefined {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number, not "${value}"`)
  return n
}

/**
 * The two write limits (api.yaml `x-obadge-limits`), each overridable: `WRITES_PER_EMAIL_PER_MINUTE`
 * and `WRITES_PER_ADDRESS_PER_MINUTE`. The single `WRITES_PER_MINUTE` they replace stops the
 * server rather than being ignored: whoever set it meant a limit, and would silently get another.
 */
export function parseWriteLimits(env: NodeJS.ProcessEnv): WriteLimits {
  if (env.WRITES_PER_MINUTE !== undefined) {
    throw new Error('WRITES_PER_MINUTE is gone: set WRITES_PER_EMAIL_PER_MINUTE and/or WRITES_PER_ADDRESS_PER_MINUTE (see README)')
  }
  return {
    perEmailPerMinute: positiveInteger('WRITES_PER_EMAIL_PER_MINUTE', env.WRITES_PER_EMAIL_PER_MINUTE, contractWriteLimits.perEmailPerMinute),
    perAddressPerMinute: positiveInteger('WRITES_PER_ADDRESS_PER_MINUTE', env.WRITES_PER_ADDRESS_PER_MINUTE, contractWriteLimits.perAddressPerMinute),
  }
}

/** Runtime settings from the environment, with the defaults the README documents. */
export function serverConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    /** Port to listen on (`PORT`, default 3000). */
    port: Number(env.PORT ?? 3000),
    /** Interface to listen on (`HOST`, default loopback). */
    host: env.HOST ?? '127.0.0.1',
    /** The prerendered site (`DIST_DIR`, default `dist/`). */
    distDir: path.resolve(root, env.DIST_DIR ?? 'dist'),
    /** SQLite file of the reference API (`DATABASE_FILE`, default `data/obadge.sqlite`; `:memory:` allowed). */
    databaseFile: env.DATABASE_FILE === ':memory:' ? ':memory:' : path.resolve(root, env.DATABASE_FILE ?? 'data/obadge.sqlite'),
    /** Proxies whose forwarded client address and scheme are believed (`TRUST_PROXY`, default none). */
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    /** Origins whose pages may call the API from the browser (`CORS_ORIGINS`, default none: same-origin only). */
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    /** Writes a minute per client address and e-mail, and per address (default api.yaml's `x-obadge-limits`). */
    writeLimits: parseWriteLimits(env),
    /** Structured JSON request logs on stdout (`LOG`, default on; `LOG=0` turns them off). */
    log: env.LOG !== '0' && env.LOG !== 'false',
  }
}

export type ServerConfig = ReturnType<typeof serverConfig>
