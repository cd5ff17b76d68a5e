import { definePage } from '../schema/page'

export const home = definePage({
  id: 'HomePage',
  path: '',
  title: { ko: '디지털 오픈배지 발급·관리·지갑 서비스', en: 'Digital Open Badges: issue, manage and keep' },
  description: {
    ko: '교육기관, 기업, 협회가 오픈배지 2.0과 3.0 표준으로 디지털 배지를 발급하고, 받은 사람은 지갑에 모아 보여주고 공유합니다.',
    en: 'Schools, companies and associations issue Open Badges 2.0 and 3.0; recipients collect, showcase and share them in a wallet.',
  },
})
