import { definePage } from '../schema/page'

export const service = definePage({
  id: 'ServicePage',
  path: 'service',
  title: { ko: '서비스 소개', en: 'Our service' },
  description: {
    ko: '배지 발급부터 수령, 보관, 공유, 검증까지 오픈배지의 모든 과정을 한곳에서 제공합니다.',
    en: 'Everything an Open Badge needs in one place: issuing, receiving, storing, sharing and verifying.',
  },
})
