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
})
