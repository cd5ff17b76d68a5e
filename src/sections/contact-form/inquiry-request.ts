import type { ApiLanguage, RequestBody } from '../../api'
import type { ContactValues } from '../../lib/contact-schema'

type Inquiry = RequestBody<'sendContactInquiry'>

/**
 * What the form sends: exactly the contract's fields in the page's language, an empty optional
 * `path` left out, never the consent box (the API refuses a field it does not declare).
 */
export function inquiryRequest(values: ContactValues, lang: ApiLanguage): Inquiry {
  return {
    lang,
    // The form's check let only the contract's InquiryType values through.
    type: values.type as Inquiry['type'],
    name: values.name,
    tel: values.tel,
    email: values.email,
    ...(values.path ? { path: values.path } : {}),
    content: values.content,
  }
}
