import { notices } from '../notices'
import { definePage } from '../schema/page'

export const noticeView = definePage({
  id: 'NoticeViewPage',
  parent: 'NoticePage',
  path: 'company/event-detail',
  title: { ko: '공지사항 상세', en: 'Notice' },
  description: {
    ko: '공지사항과 행사 소식의 자세한 내용입니다.',
    en: 'The full text of a notice or event announcement.',
  },
  query: [{ kind: 'integer', name: 'id' }],
  sections: [{ type: 'notice-detail', notices }],
})
