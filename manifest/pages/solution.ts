import { definePage } from '../schema/page'
import { step } from './art'

export const solution = definePage({
  id: 'SolutionPage',
  path: 'solutions',
  title: { ko: '솔루션', en: 'Solutions' },
  description: {
    ko: '교육기관, 기업, 협회의 목적에 맞춘 오픈배지 도입 방법을 소개합니다.',
    en: 'Open Badges for what schools, companies and associations each set out to do.',
  },
  sections: [
    {
      type: 'steps',
      heading: { ko: '도입은 이렇게 진행됩니다', en: 'How getting started works' },
      lead: {
        ko: '어떤 기관이든 같은 네 단계로 시작합니다. 첫 배지를 발급하기까지 함께합니다.',
        en: 'Every organisation starts with the same four steps, and we are with you until your first badge is out.',
      },
      items: [
        {
          title: { ko: '목표 정하기', en: 'Set the goal' },
          text: { ko: '무엇을 인정하고 싶은지, 누구에게 줄지 함께 정리합니다.', en: 'Together we pin down what you want to recognise, and for whom.' },
          image: step('criteria'),
        },
        {
          title: { ko: '배지 설계', en: 'Design the badges' },
          text: { ko: '배지의 종류와 기준, 디자인을 기관에 맞게 만듭니다.', en: 'Kinds, criteria and artwork, made for your organisation.' },
          image: step('design'),
        },
        {
          title: { ko: '발급', en: 'Issue' },
          text: { ko: '받는 사람을 등록하고 배지를 발급합니다.', en: 'Add the recipients and issue.' },
          image: step('issue'),
        },
        {
          title: { ko: '운영과 분석', en: 'Run and review' },
          text: { ko: '수령과 공유 현황을 보며 배지 프로그램을 다듬습니다.', en: 'Follow collection and sharing, and refine the programme.' },
          image: step('report'),
        },
      ],
    },
  ],
})
