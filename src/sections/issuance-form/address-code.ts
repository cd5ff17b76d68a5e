/** The query parameter the hall poster's and slide's QR code carry the claim code in (scripts/posters). */
export const CODE_PARAMETER = 'code'

/**
 * The claim code of the page's address (`?code=`), once: it is then taken out of the address bar
 * (the page stays where it is, nothing reloads), so a link copied or shared from the page does
 * not hand the code beyond the hall. Undefined when the address has none.
 */
export function takeAddressCode(): string | undefined {
  const url = new URL(window.location.href)
  const code = url.searchParams.get(CODE_PARAMETER)
  if (code === null) return undefined
  url.searchParams.delete(CODE_PARAMETER)
  window.history.replaceState(window.history.state, '', url)
  return code
}
