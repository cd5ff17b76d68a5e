import { definePage } from '../schema/page'

export const issuance = definePage({
  id: 'IssuancePage',
  path: 'service/issuance',
  title: { ko: '배지 발급', en: 'Issuing badges' },
  description: {
    ko: '배지를 디자인하고 수여 기준을 정한 뒤 받는 사람을 등록해 발급하는 과정을 안내합니다.',
    en: 'How issuing works: design the badge, set its criteria, add the recipients and issue.',
  },
})
