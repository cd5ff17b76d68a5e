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
      type: 'issuance-form',
      // DECISIONS.md: the 3.0 wallet is the default choice; both sample badges carry our product code.
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
    },
    {
      type: 'steps',
      heading: { ko: '샘플 배지 발급 절차', en: 'How the sample badge reaches you' },
      items: [
        {
          title: { ko: '정보 입력', en: 'Enter your details' },
          text: { ko: '받을 지갑을 고르고 이름과 이메일 주소를 입력합니다.', en: 'Choose the wallet and enter your name and e-mail address.' },
        },
        {
          title: { ko: '발급 확인', en: 'Confirm' },
          text: { ko: '입력한 정보를 확인하고 발급을 요청합니다.', en: 'Check what you entered and request the badge.' },
        },
        {
          title: { ko: '안내 메일 수신', en: 'Receive the e-mail' },
          text: {
            ko: '배지 안내 메일이 도착합니다. 최대 1시간이 걸릴 수 있습니다.',
            en: 'A notification e-mail arrives; it can take up to 1 hour.',
          },
        },
        {
          title: { ko: '지갑에서 확인', en: 'Find it in your wallet' },
          text: {
            ko: '메일의 안내에 따라 지갑에서 배지를 받습니다. 발급 완료 알림은 최대 24시간이 걸릴 수 있습니다.',
            en: 'Follow the e-mail to collect the badge in your wallet. The issuance-complete notice can take up to 24 hours.',
          },
        },
      ],
    },
  ],
})
