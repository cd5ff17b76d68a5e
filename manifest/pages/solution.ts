import { definePage } from '../schema/page'
import { cardArt, illustration } from './art'
import { partnerRequestBanner } from './partner-request'

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
      type: 'card-grid',
      heading: { ko: '기관에 맞는 솔루션', en: 'A solution for each kind of organisation' },
      variant: 'showcase',
      items: [
        {
          image: cardArt('education'),
          title: { ko: '교육기관', en: 'Education' },
          text: { ko: '수료와 역량, 비교과 활동을 배지로 인정하고 학습 이력을 쌓게 합니다.', en: 'Recognise courses, skills and co-curricular work, and let learners build a record.' },
          link: { label: { ko: '교육기관 솔루션', en: 'For education' }, page: 'EducationPage' },
        },
        {
          image: cardArt('enterprise'),
          title: { ko: '기업', en: 'Enterprise' },
          text: { ko: '직무 교육과 사내 인증을 브랜드를 담은 배지로 발급합니다.', en: 'Issue training and in-house certification as badges in your branding.' },
          link: { label: { ko: '기업 솔루션', en: 'For enterprises' }, page: 'EnterprisePage' },
        },
        {
          image: cardArt('association'),
          title: { ko: '협회·단체', en: 'Associations' },
          text: { ko: '자격과 회원, 보수교육과 행사 참여를 배지로 관리합니다.', en: 'Manage qualifications, membership, continuing education and events as badges.' },
          link: { label: { ko: '협회·단체 솔루션', en: 'For associations' }, page: 'AssociationPage' },
        },
      ],
    },
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
          image: illustration('criteria'),
        },
        {
          title: { ko: '배지 설계', en: 'Design the badges' },
          text: { ko: '배지의 종류와 기준, 디자인을 기관에 맞게 만듭니다.', en: 'Kinds, criteria and artwork, made for your organisation.' },
          image: illustration('design'),
        },
        {
          title: { ko: '발급', en: 'Issue' },
          text: { ko: '받는 사람을 등록하고 배지를 발급합니다.', en: 'Add the recipients and issue.' },
          image: illustration('issue'),
        },
        {
          title: { ko: '운영과 분석', en: 'Run and review' },
          text: { ko: '수령과 공유 현황을 보며 배지 프로그램을 다듬습니다.', en: 'Follow collection and sharing, and refine the programme.' },
          image: illustration('report'),
        },
      ],
    },
    // Event hosts, whom the three solutions above do not name, ask for their page here. Only on
    // this overview: each solution page is within 0.1 kB of the content budget, and a banner's
    // words in both languages are 0.37 kB of its JavaScript.
    partnerRequestBanner,
  ],
})
