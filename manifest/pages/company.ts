import { definePage } from '../schema/page'

export const company = definePage({
  id: 'CompanyPage',
  path: 'company',
  title: { ko: '회사 소개', en: 'Company' },
  description: {
    ko: '오픈배지 발급과 지갑 서비스를 만드는 회사, 언론 보도와 공지사항을 소개합니다.',
    en: 'The company behind the badge issuing and wallet service, its press coverage and notices.',
  },
})
