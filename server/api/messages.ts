/**
 * Texts of error answers. The site shows them inside its own alert ("오류 발생: {message}. 다시
 * 시도해 주세요."), so they carry no final full stop. Field texts repeat spec section 5 where it
 * gives one; the field's name is added in parentheses so a developer sees which field it was.
 */
export type MessageLanguage = 'ko' | 'en'

interface Text {
  ko: string
  en: string
}

/** Korean unless the caller asked for English: the site's default language is Korean. */
export function messageLanguage(acceptLanguage: string | undefined): MessageLanguage {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'ko'
}

export const messages = {
  notFound: { ko: '요청하신 주소를 찾을 수 없습니다', en: 'The requested address was not found' },
  payloadTooLarge: { ko: '보낸 내용이 너무 깁니다', en: 'The request is too large' },
  unsupportedMediaType: {
    ko: '요청 형식은 application/json 이어야 합니다',
    en: 'The request must be sent as application/json',
  },
  malformedBody: { ko: '요청 내용을 읽을 수 없습니다', en: 'The request body could not be read' },
  tooManyRequests: {
    ko: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요',
    en: 'Too many requests. Please try again in a moment',
  },
  badRequest: { ko: '요청이 올바르지 않습니다', en: 'The request is not valid' },
  serverError: {
    ko: '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요',
    en: 'A server error occurred. Please try again later',
  },
} satisfies Record<string, Text>

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
}

/** Field texts of the forms (spec 5.1 and 5.2), by field and then by failed keyword. */
const fieldTexts: Record<string, Partial<Record<string, Text>> & { default?: Text }> = {
  name: {
    default: { ko: '이름을 입력해주세요', en: 'Please enter your name' },
    maxLength: { ko: '이름은 100자 이내로 입력해주세요', en: 'Please enter at most 100 characters for your name' },
  },
  email: {
    required: { ko: '이메일을 입력해주세요', en: 'Please enter your email' },
    default: { ko: '유효한 이메일 주소를 입력해주세요', en: 'Please enter a valid email address' },
  },
  tel: {
    required: { ko: '연락처를 입력해주세요', en: 'Please enter your contact number' },
    minLength: { ko: '연락처를 입력해주세요', en: 'Please enter your contact number' },
    maxLength: { ko: '연락처는 20자리 이내로 입력해주세요', en: 'Contact information must be at most 20 digits' },
    default: { ko: '연락처는 숫자만 입력해주세요', en: 'Contact information must only contain numbers' },
  },
  type: { default: { ko: '문의 유형을 선택해주세요', en: 'Please select an inquiry type' } },
  path: { default: { ko: '알게 된 경로는 50자 이내로 입력해주세요', en: 'Please enter at most 50 characters' } },
  content: {
    maxLength: { ko: '문의 내용은 5,000자 이내로 입력해주세요', en: 'Please enter at most 5,000 characters' },
    default: { ko: '문의 내용을 입력해주세요', en: 'Please enter your inquiry' },
  },
  lang: { default: { ko: '언어 값은 ko-KR 또는 en-US 이어야 합니다', en: 'lang must be ko-KR or en-US' } },
  language: { default: { ko: '언어 값은 ko-KR 또는 en-US 이어야 합니다', en: 'language must be ko-KR or en-US' } },
  company: {
    default: {
      ko: '회사 코드는 영문 소문자와 숫자로 입력해주세요',
      en: 'company must be lower-case letters and digits',
    },
  },
  category: {
    default: { ko: '분류는 all, edu, corp, group, etc 중 하나여야 합니다', en: 'category must be all, edu, corp, group or etc' },
  },
}

export function fieldMessage(field: string, keyword: string, language: MessageLanguage): string {
  const own = fieldTexts[field]
  const text = own?.[keyword] ?? own?.default ?? genericFieldTexts[keyword] ?? messages.badRequest
  const sentence = text[language]
  // Generic texts are predicates ("is required"), own texts are whole sentences.
  const isPredicate = own?.[keyword] === undefined && own?.default === undefined
  if (isPredicate && language === 'en') return `${field} ${sentence}`
  return `${sentence} (${field})`
}
