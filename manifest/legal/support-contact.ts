import { brand } from '../brand'

/**
 * The support desk's contact details as rows of a legal text, in each language. They come from
 * `manifest/brand.ts` (the one place for them), so a new phone number or e-mail address reaches
 * every policy with the next `npm run codegen`.
 */
export const supportContact = {
  ko: [
    { term: '전화', description: brand.supportPhone },
    { term: '이메일', description: brand.supportEmail },
    { term: '응대 시간', description: brand.supportHours.ko },
  ],
  en: [
    { term: 'Telephone', description: brand.supportPhone },
    { term: 'E-mail', description: brand.supportEmail },
    { term: 'Hours', description: brand.supportHours.en },
  ],
}

/** The provider's name as the texts name it. */
export const company = brand.name

/** The provider's address, for the GDPR notice's controller details. */
export const companyAddress = brand.address
