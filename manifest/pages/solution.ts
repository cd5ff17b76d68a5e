import { definePage } from '../schema/page'

export const solution = definePage({
  id: 'SolutionPage',
  path: 'solutions',
  title: { ko: '솔루션', en: 'Solutions' },
  description: {
    ko: '교육기관, 기업, 협회의 목적에 맞춘 오픈배지 도입 방법을 소개합니다.',
    en: 'Open Badges for what schools, companies and associations each set out to do.',
  },
})
