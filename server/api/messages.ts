import { apiEnums, type RequestBodyName } from '../../src/generated/api-rules.gen'
import { listBadgeGallery } from '../../src/generated/operations/list-badge-gallery.gen'
import { loadAllLocales } from '../../src/i18n/i18n-util.sync'
import { i18n } from '../../src/i18n/i18n-util'
import { fieldRuleMessage, isFieldRuleName } from '../../src/lib/field-messages'
import { localeForAcceptLanguage } from '../../src/lib/language'

/**
 * Texts of error answers. The site shows them inside its own alert ("오류 발생: {message}. 다시
 * 시도해 주세요."), so they carry no final full stop. Field texts repeat docs/rules/issuance.md §5.1 and docs/rules/contact.md §5.2 where they
 * give one; the field's name is added in parentheses so a developer sees which field it was.
 */
export type MessageLanguage = 'ko' | 'en'

export interface Text {
  ko: string
  en: string
}

/** The site's own language rule (src/lib/language.ts), so page and API never disagree. */
export function messageLanguage(acceptLanguage: string | undefined): MessageLanguage {
  return localeForAcceptLanguage(acceptLanguage)
}

export const messages = {
  notFound: { ko: '요청하신 주소를 찾을 수 없습니다', en: 'The requested address was not found' },
  payloadTooLarge: { ko: '보낸 내용이 너무 깁니다', en: 'The request is too large' },
  unsupportedMediaType: {
    ko: '요청 형식은 application/json 이어야 합니다',
    en: 'The request must be sent as application/json',
  },
  unsupportedMediaTypeForm: {
    ko: '요청 형식은 multipart/form-data 이어야 합니다',
    en: 'The request must be sent as multipart/form-data',
  },
  logoTooLarge: (maxBytes: number): Text => ({
    ko: `로고 파일은 ${maxBytes / 1000} kB 이하여야 합니다`,
    en: `The logo file must be at most ${maxBytes / 1000} kB`,
  }),
  malformedBody: { ko: '요청 내용을 읽을 수 없습니다', en: 'The request body could not be read' },
  notUtf8: { ko: '요청 내용이 올바른 UTF-8이 아닙니다', en: 'The request body is not valid UTF-8' },
  notUtf8Charset: {
    ko: '요청 내용은 UTF-8로 인코딩된 application/json 이어야 합니다',
    en: 'The request must be application/json encoded in UTF-8',
  },
  notUnicodeText: { ko: '올바른 유니코드 문자가 아닌 값이 있습니다', en: 'A value is not valid Unicode text' },
  repeatedKey: { ko: '같은 항목이 두 번 이상 있습니다', en: 'A field appears more than once' },
  tooManyRequests: {
    ko: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요',
    en: 'Too many requests. Please try again in a moment',
  },
  badRequest: { ko: '요청이 올바르지 않습니다', en: 'The request is not valid' },
  requestTimeout: { ko: '요청이 제시간에 도착하지 않았습니다', en: 'The request did not arrive in time' },
  serviceUnavailable: { ko: '서비스를 잠시 이용할 수 없습니다', en: 'The service is briefly unavailable' },
  headersTooLarge: { ko: '요청 헤더가 너무 큽니다', en: 'The request headers are too large' },
  hostMissing: { ko: '요청에 Host 헤더가 없습니다', en: 'The request has no Host header' },
  serverError: {
    ko: '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요',
    en: 'A server error occurred. Please try again later',
  },
} satisfies Record<string, Text | ((...values: never[]) => Text)>

/** A 405's words, for the API (in its contract shape) and the pages (plain text) alike. */
export const methodNotAllowed = (allowed: readonly string[]): Text => ({
  ko: `이 주소는 ${allowed.join(', ')} 요청만 받습니다`,
  en: `This address accepts ${allowed.join(', ')} only`,
})

/** What an ajv keyword means, for any field without a text of its own. */
const genericFieldTexts: Record<string, Text> = {
  required: { ko: '필수 항목입니다', en: 'is required' },
  type: { ko: '형식이 올바르지 않습니다', en: 'has the wrong type' },
  enum: { ko: '허용되지 않는 값입니다', en: 'is not one of the allowed values' },
  const: { ko: '허용되지 않는 값입니다', en: 'is not the allowed value' },
  pattern: { ko: '형식이 올바르지 않습니다', en: 'is not in the expected format' },
  format: { ko: '형식이 올바르지 않습니다', en: 'is not in the expected format' },
  minLength: { ko: '값을 입력해주세요', en: 'must not be empty' },
  maxLength: { ko: '너무 깁니다', en: 'is too long' },
  additionalProperties: { ko: '이 요청에 없는 항목입니다', en: 'is not a field of this request' },
}

/** "must be a or b" / "must be a, b or c", with the contract's values. */
function mustBeOneOf(values: readonly string[]): Text {
  const last = values.at(-1)
  const rest = values.slice(0, -1).join(', ')
  return values.length === 2
    ? { ko: `${values[0]} 또는 ${last} 이어야 합니다`, en: `must be ${values[0]} or ${last}` }
    : { ko: `${values.join(', ')} 중 하나여야 합니다`, en: `must be ${rest} or ${last}` }
}
const language = mustBeOneOf(apiEnums.Language)
const category = mustBeOneOf(listBadgeGallery.query.category.values)

/**
 * Texts of the fields no form shows (the site sets them itself); a developer reads these, and
 * they win over the forms' words. Every other field of a request body is worded as the forms word
 * it (src/lib/field-messages.ts), so both sides say the same. Allowed values come from the contract.
 */
const fieldTexts: Record<string, Partial<Record<string, Text>> & { default?: Text }> = {
  lang: { default: { ko: `언어 값은 ${language.ko}`, en: `lang ${language.en}` } },
  language: { default: { ko: `언어 값은 ${language.ko}`, en: `language ${language.en}` } },
  company: {
    default: {
      ko: '회사 코드는 영문 소문자와 숫자로 입력해주세요',
      en: 'company must be lower-case letters and digits',
    },
  },
  category: { default: { ko: `분류는 ${category.ko}`, en: `category ${category.en}` } },
}

loadAllLocales()
const dictionaries = i18n()

/**
 * A sentence of the site's dictionaries in both languages, as an error answer carries it: without
 * its full stop. For a refusal the page words the same way (a claim window, a logo, a request rule).
 */
export function siteSentence(pick: (L: (typeof dictionaries)['en'], language: MessageLanguage) => string): Text {
  const answer = (language: MessageLanguage) => pick(dictionaries[language], language).replace(/\.$/, '')
  return { ko: answer('ko'), en: answer('en') }
}

/** Where a refused field sits: the request body it belongs to (none for a header or query) and the value sent. */
export interface FieldContext {
  body?: RequestBodyName | undefined
  value?: unknown
}

export function fieldMessage(field: string, keyword: string, language: MessageLanguage, { body, value }: FieldContext = {}): string {
  // A field the contract does not declare is refused as such, whatever its name (the contact
  // form's consent box `agree` has a form text, but the form never sends it).
  if (keyword === 'additionalProperties') {
    const text = genericFieldTexts.additionalProperties!
    return language === 'en' ? `${field} ${text.en}` : `${text.ko} (${field})`
  }
  const own = fieldTexts[field]
  // A body field the site sets itself has a developer's text; any other speaks as the forms do.
  const formText = own === undefined && body !== undefined && isFieldRuleName(keyword) ? fieldRuleMessage(dictionaries[language], body, field, keyword, value) : undefined
  // The form shows the sentence with its full stop (docs/rules/issuance.md §5.1 and docs/rules/contact.md §5.2); here the field's name follows
  // and the site's alert adds its own ". 다시 시도해 주세요", so the stop goes.
  if (formText) return `${formText.replace(/\.$/, '')} (${field})`
  const text = own?.[keyword] ?? own?.default ?? genericFieldTexts[keyword] ?? messages.badRequest
  const sentence = text[language]
  // Generic texts are predicates ("is required"), own texts are whole sentences.
  const isPredicate = own?.[keyword] === undefined && own?.default === undefined
  if (isPredicate && language === 'en') return `${field} ${sentence}`
  return `${sentence} (${field})`
}
