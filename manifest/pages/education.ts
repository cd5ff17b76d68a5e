import { definePage } from '../schema/page'
import { blogBanner, cardArt, illustration } from './art'
import { productScreen } from './screens'

export const education = definePage({
  id: 'EducationPage',
  path: 'solutions/education',
  title: { ko: '교육기관 솔루션', en: 'For education' },
  description: {
    ko: '수료, 역량, 비교과 활동을 검증 가능한 디지털 배지로 인정하는 교육기관용 솔루션입니다.',
    en: 'Recognise courses, skills and extracurricular work with verifiable digital badges.',
  },
  image: cardArt('education'),
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
          image: illustration('course'),
        },
        {
          title: { ko: '기준 확인', en: 'Meet the criteria' },
          text: { ko: '기관이 정한 기준과 증빙으로 성취를 확인합니다.', en: 'The institution checks the achievement against its criteria and evidence.' },
          image: illustration('criteria'),
        },
        {
          title: { ko: '지갑에 수령', en: 'Receive in the wallet' },
          text: { ko: '학습자는 배지를 지갑에 모아 학습 이력을 쌓습니다.', en: 'Learners collect badges in their wallet, building a record of learning.' },
          image: illustration('wallet'),
        },
        {
          title: { ko: '진학·취업에 활용', en: 'Use it for what is next' },
          text: { ko: '입학 서류와 이력서에 공유하면 상대가 직접 검증합니다.', en: 'Shared on applications and CVs, where readers verify it themselves.' },
          image: illustration('share'),
        },
      ],
    },
    {
      type: 'intro-blocks',
      items: [
        {
          eyebrow: { ko: '학습자의 지갑', en: 'The learner\'s wallet' },
          title: { ko: '배움의 기록이 학습자와 함께 갑니다', en: 'A record of learning that goes with the learner' },
          paragraphs: [
            {
              ko: '학습자는 여러 학교와 교육기관에서 받은 배지를 지갑 하나에 모읍니다. 배지마다 발급 기관과 검증 여부가 보이고, 진학이나 취업 때 필요한 배지를 골라 공유합니다.',
              en: 'Learners keep the badges of every school and course in one wallet. Each shows who issued it and that it is verified, and they pick the ones to share when they apply to study or work.',
            },
            {
              ko: '배지에는 수여 기준과 발급 기관이 담겨 있어, 입학 담당자나 채용 담당자가 직접 검증합니다.',
              en: 'Each badge carries its criteria and its issuer, so admissions offices and employers verify it themselves.',
            },
          ],
          image: productScreen('wallet-screen'),
        },
      ],
    },
    {
      type: 'card-grid',
      heading: { ko: '교육 현장에서 이렇게 씁니다', en: 'What schools use it for' },
      variant: 'feature',
      columns: 3,
      items: [
        {
          icon: 'completion',
          title: { ko: '수료 배지', en: 'Completion badges' },
          text: { ko: '정규 과정과 단기 교육, 온라인 강좌를 마치면 바로 수료 배지를 보냅니다.', en: 'Send a completion badge the moment a course, short programme or online class is finished.' },
        },
        {
          icon: 'skill',
          title: { ko: '역량 배지와 마이크로디그리', en: 'Skill badges and micro-degrees' },
          text: { ko: '과목을 넘어 학습자가 갖춘 역량 하나하나를 증빙과 함께 인정합니다.', en: 'Recognise each skill a learner has shown, with its evidence, beyond course titles.' },
        },
        {
          icon: 'activity',
          title: { ko: '비교과 활동', en: 'Co-curricular activities' },
          text: { ko: '동아리, 봉사, 공모전처럼 성적표에 담기지 않는 활동을 기록합니다.', en: 'Record what transcripts leave out: clubs, volunteering, competitions.' },
        },
        {
          icon: 'teacher',
          title: { ko: '교원 연수', en: 'Teacher development' },
          text: { ko: '교사의 연수와 전문성 개발을 마이크로크리덴셜로 인정합니다.', en: 'Recognise teachers\' training and professional growth as micro-credentials.' },
        },
        {
          icon: 'pathway',
          title: { ko: '쌓아 가는 학습 경로', en: 'Stackable pathways' },
          text: { ko: '작은 배지를 모으면 상위 배지로 이어지는 경로를 설계합니다.', en: 'Design pathways where small badges add up to a higher one.' },
        },
        {
          icon: 'verify',
          title: { ko: '위변조 걱정 없는 증명', en: 'Proof that cannot be forged' },
          text: { ko: '진학과 취업 서류에 공유된 배지를 받는 쪽이 직접 검증합니다.', en: 'Admissions offices and employers verify shared badges themselves.' },
        },
      ],
    },
    blogBanner,
  ],
})
