import { defineBrand } from './schema/brand'

/**
 * Placeholders (docs/rules/site.md §1): the provider's real name, phone, addresses, answer time and
 * external sites are not known. Replace them here, and only here, when they are: the footer's notice that they are
 * samples goes by itself once none is left (`holdsSamples`, manifest/schema/brand.ts). The logo's
 * files and the sample badge's picture are ours (`npm run draw:brand`); name the provider's own instead.
 * The pages take these values from here (the about, company and contact pages, the footer), never
 * a copy: a figure or fact only the provider can give is written here or nowhere.
 */
export const brand = defineBrand({
  name: { ko: '오배지', en: 'oBadge' },
  logo: {
    mark: '/brand/mark.svg',
    wordmark: { ko: '/brand/ko.svg', en: '/brand/en.svg' },
    wordmarkOnDark: { ko: '/brand/ko-dark.svg', en: '/brand/en-dark.svg' },
  },
  sampleBadge: '/brand/sample-badge.svg',
  productCode: 'obadge',
  supportPhone: '02-0000-0000',
  supportEmail: 'support@obadge.example',
  supportHours: { ko: '평일 9:00 ~ 18:00', en: 'Weekdays 9:00 to 18:00 (KST)' },
  answerTime: { ko: '영업일 기준 하루 안에 이메일로 답변 (예시)', en: 'By e-mail within one working day (sample)' },
  address: {
    ko: '서울특별시 중구 세종대로 00, 0층 (예시 주소)',
    en: '0F, 00 Sejong-daero, Jung-gu, Seoul, Republic of Korea (sample address)',
  },
  country: 'KR',
  copyright: { ko: '© 오배지. All rights reserved.', en: '© oBadge. All rights reserved.' },
  external: {
    issuerV2: 'https://issuer.obadge.example/',
    walletV2: 'https://wallet.obadge.example/',
    issuerV3: 'https://issuer3.obadge.example/',
    walletV3: 'https://wallet3.obadge.example/',
    verify: 'https://verify.obadge.example/',
    globalPortal: 'https://global.obadge.example/',
    blog: 'https://blog.obadge.example/',
    appStore: 'https://apps.obadge.example/ios',
    playStore: 'https://apps.obadge.example/android',
    youtube: 'https://youtube.obadge.example/',
    instagram: 'https://instagram.obadge.example/',
    linkedin: 'https://linkedin.obadge.example/',
  },
})
