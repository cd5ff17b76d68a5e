/** The query parameter the hall poster's and slide's QR code carry the claim code in (scripts/posters). */
export const CODE_PARAMETER = 'code'

/** Where the tab keeps the code its address brought, one per event (its company code). */
export const codeStorageKey = (company: string) => `obadge:claim-code:${company}`

/**
 * The claim code of the page's address (`?code=`), once: it is then taken out of the address bar
 * (the page stays where it is, nothing reloads), so a link copied or shared from the page does
 * not hand the code beyond the hall. Undefined when the address has none.
 */
function takeAddressCode(): string | undefined {
  const url = new URL(window.location.href)
  const code = url.searchParams.get(CODE_PARAMETER)
  if (code === null) return undefined
  url.searchParams.delete(CODE_PARAMETER)
  window.history.replaceState(window.history.state, '', url)
  return code
}

/**
 * The claim code the QR code brought to this event's page: from the address, which then loses it,
 * and kept in the tab's session storage, so a reload (or a phone reopening the tab) still has it
 * where the address no longer does. Session storage, not local: it ends with the tab, and never
 * goes to a server or into an address. Undefined when neither has one, or storage is refused.
 */
export function takeClaimCode(company: string): string | undefined {
  const fromAddress = takeAddressCode()
  try {
    if (fromAddress !== undefined) sessionStorage.setItem(codeStorageKey(company), fromAddress)
    return fromAddress ?? sessionStorage.getItem(codeStorageKey(company)) ?? undefined
  } catch {
    // Storage switched off (a privacy setting): the address's code still fills the field.
    return fromAddress
  }
}
