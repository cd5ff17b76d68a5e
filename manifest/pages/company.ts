import { clientFigures } from '../figures'
import { definePage } from '../schema/page'

/**
 * The company overview (docs/page-design.md, the company, contact and sample pages): who we are and
 * what we make, the figures, whom we work with, and the ways in to the rest of the company. Facts
 * only from the spec (docs/rules/site.md §1) and the brand file; what only the provider can tell
 * (its founding, its people, its customers' names) is not written here until the provider gives it.
 */
export const company = definePage({
  id: 'CompanyPage',
  path: 'company',
  title: { ko: '회사 소개', en: 'Company' },
  description: {
    ko: '오픈배지 발급과 지갑 서비스를 만드는 회사, 언론 보도와 공지사항을 소개합니다.',
    en: 'The company behind the badge issuing and wallet service, its press coverage and notices.',
  },
  sections: [
    {
      type: 'card-grid',
      heading: { ko: '성취를 검증할 수 있는 디지털 배지로', en: 'Achievements as verifiable digital badges' },
      lead: {
        ko: '오배지는 국제 표준 오픈배지로 디지털 배지를 발급하고 관리하는 서비스와, 받은 배지를 모아 보여주고 공유하는 지갑을 만듭니다. 교육기관, 기업, 협회가 구성원의 성취를 인정하고, 받는 사람은 그 성취를 어디서든 증명할 수 있도록 돕습니다.',
        en: 'oBadge builds the service that issues and manages digital badges to the Open Badges standard, and the wallet where recipients collect, showcase and share them. We help schools, companies and associations recognise what their people achieve, and help those people prove it anywhere.',
      },
      columns: 4,
      items: [
        {
          icon: 'issue',
          title: { ko: '배지 발급과 관리', en: 'Issuing and managing badges' },
          text: {
            ko: '기관은 발급자 사이트에서 배지를 등록하고 받을 사람에게 발급하며, 발급한 배지를 한곳에서 관리합니다.',
            en: 'Organisations register their badges on the issuer site, award them to the people who earned them and manage what they issued in one place.',
          },
          link: { label: { ko: '발급 서비스 보기', en: 'About issuing' }, page: 'IssuancePage' },
        },
        {
          icon: 'wallet',
          title: { ko: '배지 지갑', en: 'The badge wallet' },
          text: {
            ko: '받는 사람은 받은 배지를 지갑에 모아 보관하고, 원하는 배지를 골라 보여주고 공유합니다.',
            en: 'Recipients keep the badges they receive in the wallet, and choose which ones to showcase and share.',
          },
          link: { label: { ko: '관리 서비스 보기', en: 'About the wallet' }, page: 'ManagementPage' },
        },
        {
          icon: 'verify',
          title: { ko: '누구나 검증', en: 'Verifiable by anyone' },
          text: {
            ko: '배지를 본 사람은 누가 발급했는지, 만료되거나 취소되지 않았는지 검증 페이지에서 직접 확인할 수 있습니다.',
            en: 'Whoever sees a badge can check on the verification page who issued it and that it has not expired or been revoked.',
          },
          link: { label: { ko: '배지 검증하기', en: 'Verify a badge' }, external: 'verify' },
        },
        {
          icon: 'standard',
          title: { ko: '오픈배지 2.0과 3.0을 함께', en: 'Open Badges 2.0 and 3.0 side by side' },
          text: {
            ko: '이미 발급된 2.0 배지를 그대로 지원하면서, W3C 검증 가능한 자격증명에 기반한 3.0 발급자 사이트와 지갑을 함께 제공합니다.',
            en: 'We keep supporting the 2.0 badges already issued, and offer an issuer site and a wallet for 3.0, built on W3C Verifiable Credentials.',
          },
          link: { label: { ko: '오픈배지 알아보기', en: 'About Open Badges' }, page: 'OpenbadgesPage' },
        },
      ],
    },
    {
      type: 'stats',
      heading: { ko: '숫자로 보는 오배지', en: 'oBadge in figures' },
      items: clientFigures,
    },
    {
      type: 'card-grid',
      heading: { ko: '함께하는 기관', en: 'Who issues with us' },
      lead: {
        ko: '배움, 일, 활동의 성취를 인정하는 곳이라면 어디서든 배지를 발급합니다.',
        en: 'Wherever learning, work or membership deserves recognition, badges are issued.',
      },
      items: [
        {
          icon: 'school',
          title: { ko: '교육기관', en: 'Schools and universities' },
          text: {
            ko: '수료, 역량, 비교과 활동을 배지로 인정하고, 학생은 그 기록을 졸업 뒤에도 지갑에 간직합니다.',
            en: 'Completion, skills and co-curricular work become badges, which students keep in their wallet after they graduate.',
          },
          link: { label: { ko: '교육 솔루션 보기', en: 'Education solution' }, page: 'EducationPage' },
        },
        {
          icon: 'company',
          title: { ko: '기업', en: 'Companies' },
          text: {
            ko: '사내 교육과 역량을 배지로 인정하고, 회사의 브랜드가 담긴 배지로 성과를 알립니다.',
            en: 'Training and skills are recognised with badges that carry the company’s own brand.',
          },
          link: { label: { ko: '기업 솔루션 보기', en: 'Enterprise solution' }, page: 'EnterprisePage' },
        },
        {
          icon: 'association',
          title: { ko: '협회·단체', en: 'Associations' },
          text: {
            ko: '회원 자격, 연수, 행사 참여를 배지로 발급해 회원의 활동을 증명합니다.',
            en: 'Membership, professional development and event attendance are issued as badges members can prove.',
          },
          link: { label: { ko: '협회 솔루션 보기', en: 'Association solution' }, page: 'AssociationPage' },
        },
      ],
    },
    {
      type: 'card-grid',
      heading: { ko: '회사 더 알아보기', en: 'More about us' },
      variant: 'benefit',
      items: [
        {
          icon: 'office',
          title: { ko: '회사 소개와 오시는 길', en: 'About us and directions' },
          text: { ko: '서울 사무실의 위치와 찾아오는 길, 연락처를 안내합니다.', en: 'Where our Seoul office is, how to get there and how to reach us.' },
          link: { label: { ko: '오시는 길 보기', en: 'Find us' }, page: 'AboutPage' },
        },
        {
          icon: 'press',
          title: { ko: '언론 보도', en: 'Press coverage' },
          text: { ko: '오배지와 오픈배지를 다룬 기사를 모았습니다.', en: 'Articles about oBadge and Open Badges.' },
          link: { label: { ko: '언론 보도 보기', en: 'Read the coverage' }, page: 'PressPage' },
        },
        {
          icon: 'notice',
          title: { ko: '공지사항', en: 'Notices' },
          text: { ko: '서비스 변경, 세미나와 행사 소식을 알려드립니다.', en: 'Changes to the service, seminars and events.' },
          link: { label: { ko: '공지사항 보기', en: 'Read the notices' }, page: 'NoticePage' },
        },
        {
          icon: 'contact',
          title: { ko: '문의하기', en: 'Contact us' },
          text: { ko: '도입, 제휴, 이용에 관한 질문을 남겨주시면 이메일로 답변드립니다.', en: 'Ask about adopting the service, a partnership or using it; we answer by e-mail.' },
          link: { label: { ko: '문의 남기기', en: 'Send an inquiry' }, page: 'ContactPage' },
        },
      ],
    },
  ],
})
