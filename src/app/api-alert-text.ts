import { isApiError } from '../api'
import type { TranslationFunctions } from '../i18n/i18n-types'

/**
 * The spec-8 text a form shows for a failed call, or undefined when the site-wide handling has
 * already told the visitor (a 404 goes to the not-found page; no answer at all opens the
 * server-down alert with the support phone).
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
