import { definePage } from '../schema/page'

export const management = definePage({
  id: 'ManagementPage',
  path: 'service/management',
  title: { ko: '배지 수령과 관리', en: 'Receiving and managing badges' },
  description: {
    ko: '받은 배지를 지갑에 모으고, 보여주고, 공유하는 방법을 안내합니다.',
    en: 'How recipients collect badges in their wallet, showcase them and share them.',
  },
})
