import { definePage } from '../schema/page'
import { blogBanner, step } from './art'

export const education = definePage({
  id: 'EducationPage',
  path: 'solutions/education',
  title: { ko: '교육기관 솔루션', en: 'For education' },
  description: {
    ko: '수료, 역량, 비교과 활동을 검증 가능한 디지털 배지로 인정하는 교육기관용 솔루션입니다.',
    en: 'Recognise courses, skills and extracurricular work with verifiable digital badges.',
  },
  sections: [
    {
      type: 'steps',
      heading: { ko: '배움이 증명이 되기까지', en: 'From learning to proof' },
      lead: {
        ko: '수업을 마친 학습자는 바로 배지를 받고, 배지는 진학과 취업의 순간까지 함께합니다.',
        en: 'Learners get their badge as soon as they finish, and it goes with them to their next school or job.',
      },
      items: [
        {
          title: { ko: '과정 이수', en: 'Complete the course' },
          text: { ko: '정규 과정, 비교과 프로그램, 온라인 강좌를 마칩니다.', en: 'A degree course, an extracurricular programme or an online class.' },
          image: step('course'),
        },
        {
          title: { ko: '기준 확인', en: 'Meet the criteria' },
          text: { ko: '기관이 정한 기준과 증빙으로 성취를 확인합니다.', en: 'The institution checks the achievement against its criteria and evidence.' },
          image: step('criteria'),
        },
        {
          title: { ko: '지갑에 수령', en: 'Receive in the wallet' },
          text: { ko: '학습자는 배지를 지갑에 모아 학습 이력을 쌓습니다.', en: 'Learners collect badges in their wallet, building a record of learning.' },
          image: step('wallet'),
        },
        {
          title: { ko: '진학·취업에 활용', en: 'Use it for what is next' },
          text: { ko: '입학 서류와 이력서에 공유하면 상대가 직접 검증합니다.', en: 'Shared on applications and CVs, where readers verify it themselves.' },
          image: step('share'),
        },
      ],
    },
    blogBanner,
  ],
})
