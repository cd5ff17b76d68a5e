import { definePage } from '../schema/page'

export const press = definePage({
  id: 'PressPage',
  path: 'company/press',
  title: { ko: '언론 보도', en: 'Press' },
  description: {
    ko: '오픈배지와 디지털 배지 서비스에 관한 언론 보도를 모았습니다.',
    en: 'Press coverage of Open Badges and our digital badge service.',
  },
  sections: [{ type: 'press-list' }],
})
