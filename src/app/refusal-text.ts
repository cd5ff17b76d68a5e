import { isApiError } from '../api'
import type { TranslationFunctions } from '../i18n/i18n-types'

/** What a form knows that the alert needs: the refusals its operation declares, and its fields' labels. */
export interface RefusalContext {
  /** The 4xx statuses of the operation's contract (its table's `refuses`). */
  refuses: readonly number[]
  /** A field's label as the form shows it, for a 400 naming that field; undefined for a field not shown. */
  fieldLabel?: ((field: string) => string | undefined) | undefined
  /**
   * A form inside an event's claim window: the window's own answer to a 409, which turns its box
   * to the notice of that side and words the refusal with its date (claim-window-context.ts).
   */
  windowRefused?: (() => string | undefined) | undefined
}

/**
 * A form's alert for a refusal the contract declares, worded by the site in the page's language
 * from its status (and a 400's field), never from the server's sentence, which follows the
 * request's `lang` (always Korean for issuance, docs/rules/site.md §9). Undefined for anything else, which
 * `alertTextFor` words (docs/rules/api.md §8's "오류 발생: {server message}" for a refusal the contract does
 * not name). Only the forms use it, so it rides in their chunk, not the lists'.
 */
export function refusalText(error: unknown, L: TranslationFunctions, context: RefusalContext): string | undefined {
  if (!isApiError(error) || error.kind !== 'rejected' || error.status === undefined || !context.refuses.includes(error.status)) return undefined
  if (error.status === 429) return L.alert.tooManyRequests()
  // A claim window that is not open (api.yaml ClaimWindowClosed): trying again will not help. The
  // page follows the clock and shows no form outside the window, so this answers a visitor whose
  // clock and the server's disagree: the window says when, in the page's language (the server's
  // sentence follows the request's `lang`), and shows its notice.
  if (error.status === 409) return context.windowRefused?.() ?? L.alert.claimWindowClosed()
  // A claim code that is missing or not the event's (api.yaml ClaimCodeRefused): only the issuance
  // form declares 403, so its namespace's words, in the page's language, travel with that form.
  if (error.status === 403) return L.issuance.claimCodeRefused()
  const label = error.status === 400 && error.field ? context.fieldLabel?.(error.field) : undefined
  // A field the visitor cannot see (company, lang) or a body the site built wrong: nothing to fix by hand.
  return label ? L.alert.fieldRefused({ field: label }) : L.alert.failed()
}
