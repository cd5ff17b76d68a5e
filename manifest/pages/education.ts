import { definePage } from '../schema/page'

export const education = definePage({
  id: 'EducationPage',
  path: 'solutions/education',
  title: { ko: '교육기관 솔루션', en: 'For education' },
  description: {
    ko: '수료, 역량, 비교과 활동을 검증 가능한 디지털 배지로 인정하는 교육기관용 솔루션입니다.',
    en: 'Recognise courses, skills and extracurricular work with verifiable digital badges.',
  },
})
