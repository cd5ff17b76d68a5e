import { notices } from '../notices'
import { definePage } from '../schema/page'

export const notice = definePage({
  id: 'NoticePage',
  path: 'company/event-list',
  title: { ko: '공지사항', en: 'Notices' },
  description: {
    ko: '서비스 공지와 세미나, 행사 소식을 알려드립니다.',
    en: 'Service notices and news of seminars and events.',
  },
  sections: [{ type: 'notice-list', notices }],
})
