import { isApiError } from '../api'
import { site } from '../generated/site.gen'
import type { Locales, TranslationFunctions } from '../i18n/i18n-types'
import { internationalPhone } from '../lib/phone'

/**
 * docs/rules/api.md §8's server-down alert with the brand's support number: as dialled in Korea on Korean
 * pages, with +82 on English ones (a reader abroad cannot dial the trunk 0).
 */
export function serverDownText(L: TranslationFunctions, locale: Locales): string {
  const phone = site.brand.supportPhone
  return L.alert.serverDown({ phone: locale === 'en' ? internationalPhone(phone) : phone })
}

/**
 * The text of docs/rules/api.md §8 for a failed call, or undefined when the site-wide handling has already told
 * the visitor (a 404 goes to the not-found page; no answer at all opens the server-down alert
 * with the support phone). A form words the contract's refusals first (`refusalText`).
 */
export function alertTextFor(error: unknown, L: TranslationFunctions): string | undefined {
  if (!isApiError(error)) return L.alert.unexpected()
  switch (error.kind) {
    case 'not-found':
    case 'timeout':
      return undefined
    case 'no-response':
      // Offline is the visitor's side: say so instead of blaming the server.
      return typeof navigator !== 'undefined' && !navigator.onLine ? L.alert.connectionFailed() : undefined
    case 'server':
      return L.alert.serverError()
    case 'rejected':
      if (error.status === 429) return L.alert.tooManyRequests()
      // The contract's messages carry no full stop; a foreign one might, and the alert adds its own.
      return error.serverMessage ? L.alert.failedWithMessage({ message: error.serverMessage.replace(/[.。]\s*$/, '') }) : L.alert.failed()
  }
}
