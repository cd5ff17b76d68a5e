import type { ApiLanguage, RequestBody } from '../../api'
import type { RequestFormValues } from './request-form'
import { eventOf } from './request-fields'

/**
 * What the form sends, the contract's multipart body: the contact person's fields, the event's as
 * JSON (empty optional fields left out), and the logo file when one was chosen; sent as the form
 * the contract names (src/api/form-body.ts).
 */
export function requestBody(values: RequestFormValues, lang: ApiLanguage): RequestBody<'requestPartnerEvent'> {
  const { logo, ...fields } = values
  return {
    lang,
    contactName: fields.contactName,
    email: fields.email,
    ...(fields.tel ? { tel: fields.tel } : {}),
    event: JSON.stringify(eventOf(fields)),
    ...(logo ? { logo } : {}),
  }
}
