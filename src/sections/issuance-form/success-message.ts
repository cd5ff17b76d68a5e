import type { SuccessBody } from '../../api'
import type { Locales, TranslationFunctions } from '../../i18n/i18n-types'
import { formatDate } from '../../../manifest/format-date'
import { localCalendarDate } from '../../lib/calendar-date'

/** What an issuance endpoint answers on success (openapi/api.yaml `IssuanceAccepted`). */
export type IssuanceAnswer = SuccessBody<'issueSampleBadge'>

/**
 * The success dialog's title and sentence. A repeat (the API answers `duplicate: true`: same
 * e-mail, company and endpoint as before) says the badge was already requested, on the date of
 * that first request (`requestedAt`, on the visitor's calendar), instead of announcing a new one.
 * An answer without `duplicate` (an API that does not say) is a new request; its title names the
 * badge when the page gives its name, and its sentence the one delay the visitor waits on.
 */
export function successMessage(answer: Partial<IssuanceAnswer>, L: TranslationFunctions, locale: Locales, badge?: string): { title: string; body: string } {
  if (answer.duplicate !== true) {
    return { title: badge ? L.issuance.successTitleNamed({ badge }) : L.issuance.successTitle(), body: L.issuance.successBody() }
  }
  const day = answer.requestedAt === undefined ? undefined : localCalendarDate(answer.requestedAt)
  return {
    title: L.issuance.duplicateTitle(),
    body: day ? L.issuance.duplicateBody({ date: formatDate(day, locale) }) : L.issuance.duplicateBodyUndated(),
  }
}
