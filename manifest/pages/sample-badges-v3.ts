import { brand } from '../brand'
import { issuance } from '../issuance'
import { definePage } from '../schema/page'

export const sampleBadgesV3 = definePage({
  id: 'SampleBadgesV3Page',
  path: 'service/issuing-sample-v3',
  title: { ko: '샘플 배지 발급', en: 'Get a sample badge' },
  description: {
    ko: '이름과 이메일 주소만 입력하면 오픈배지 2.0 또는 3.0 지갑으로 샘플 배지를 무료로 받아볼 수 있습니다.',
    en: 'Enter your name and e-mail address to receive a free sample badge in the Open Badges 2.0 or 3.0 wallet.',
  },
  inquiryBanner: false,
  sections: [
    {
      type: 'badge-picture',
      heading: { ko: '받게 될 배지', en: 'The badge you will receive' },
      text: {
        ko: '이 샘플 배지가 입력하신 이메일 주소로 발급되어, 고르신 지갑에 담깁니다.',
        en: 'This sample badge is issued to the e-mail address you enter and lands in the wallet you choose.',
      },
      image: brand.sampleBadge,
      alt: {
        ko: '오배지 샘플 배지: 리본이 달린 둥근 메달 가운데 별이 있고, 띠에 OBADGE SAMPLE이라고 적혀 있습니다.',
        en: 'The oBadge sample badge: a round medal with ribbons, a star in the middle and OBADGE SAMPLE on its band.',
      },
    },
    {
      type: 'issuance-form',
      // docs/rules/issuance.md §4.1: the 3.0 wallet is the default choice; both sample badges carry our product code.
      targets: [
        {
          endpoint: 'OpenBadgesV3',
          label: { ko: '오픈배지 3.0 지갑', en: 'Open Badges 3.0 wallet' },
          hint: {
            ko: '3.0 샘플 배지는 2.0 지갑에서 쓰는 이메일과 같은 주소로 받아야 두 지갑 계정이 연결됩니다.',
            en: 'Use the same e-mail address as in your 2.0 wallet, so that the 3.0 sample badge links the two wallet accounts.',
          },
        },
        { endpoint: 'OpenBadges', label: { ko: '오픈배지 2.0 지갑', en: 'Open Badges 2.0 wallet' } },
      ],
      company: brand.productCode,
      lang: issuance.lang,
      sendsLanguage: false,
      // What happens after the request (the e-mail, the notice, the wallet) is the form's own
      // "what happens next", the same on every issuance page; no steps section repeats it here.
    },
  ],
})
