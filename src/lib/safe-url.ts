/**
 * The address to put in an `href` for a link that came from the API, or undefined when it must
 * not be a link: only absolute http(s) addresses qualify. `javascript:`, `data:`, `vbscript:`,
 * `file:`, relative paths and anything unparsable do not, however they are spelled (upper case,
 * leading spaces or control characters, entities already decoded by JSON). The parsed, normalised
 * form is returned, so the browser follows exactly the address that was checked. Shared by every
 * list that links out (press list, gallery).
 */
export function webHref(address: unknown): string | undefined {
  if (typeof address !== 'string') return undefined
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return undefined
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
}
