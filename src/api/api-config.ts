import { apiBasePath, apiLimits } from '../generated/api-base.gen'

/** Every operation of openapi/api.yaml lives under this path (its `servers` entry). */
export { apiBasePath }

/** docs/rules/api.md §7 and docs/rules/site.md §9: the shared client gives up after 30 seconds (api.yaml `x-obadge-limits`). */
export const apiTimeoutMs: number = apiLimits.timeoutMs

/**
 * The API origin set at build time (`VITE_API_ORIGIN`, e.g. `https://api.obadge.example`); empty
 * means the site's own origin. Plain Node (a tsx script) has no `import.meta.env`, hence `?.`.
 */
export function buildTimeApiOrigin(): string {
  const origin: unknown = import.meta.env?.VITE_API_ORIGIN
  return typeof origin === 'string' ? origin.trim().replace(/\/+$/, '') : ''
}

/** Where the API's badge images load from: `/api` + badgeImagePath (docs/rules/api.md §3). */
export function badgeImageUrl(badgeImagePath: string, origin: string = buildTimeApiOrigin()): string {
  return `${origin}/api${badgeImagePath}`
}
