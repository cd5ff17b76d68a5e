import { definePage } from '../schema/page'

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
        ko: '교육기관, 기업, 협회가 오픈배지를 쉽게 발급하고 관리하도록 돕고, 받는 사람이 배지를 한곳에 모아 보여주고 공유하는 지갑을 운영합니다.',
        en: 'We help schools, companies and associations issue and manage Open Badges, and run the wallet where recipients collect, showcase and share them.',
      },
      columns: 2,
      items: [
        {
          icon: 'figures',
          title: { ko: '숫자로 보는 오배지', en: 'oBadge in figures' },
          text: {
            ko: '500곳이 넘는 기관이 13,500종 이상의 배지를 등록했고, 지금까지 150만 개가 넘는 배지가 20만 명 이상의 지갑 사용자에게 발급되었습니다.',
            en: 'More than 500 organisations have registered over 13,500 badges, and more than 1,500,000 badges have been issued to over 200,000 wallet users.',
          },
        },
        {
          icon: 'standard',
          title: { ko: '오픈배지 2.0과 3.0을 함께', en: 'Open Badges 2.0 and 3.0 side by side' },
          text: {
            ko: '이미 발급된 2.0 배지를 그대로 지원하면서, W3C 검증 가능한 자격증명에 기반한 3.0 발급자 사이트와 지갑을 함께 제공합니다.',
            en: 'We keep supporting the 2.0 badges already issued, and offer an issuer site and a wallet for 3.0, built on W3C Verifiable Credentials.',
          },
        },
      ],
    },
    {
      type: 'actions',
      items: [
        { label: { ko: '회사 소개와 오시는 길', en: 'About us and directions' }, page: 'AboutPage' },
        { label: { ko: '언론 보도', en: 'Press coverage' }, page: 'PressPage' },
        { label: { ko: '공지사항', en: 'Notices' }, page: 'NoticePage' },
      ],
    },
  ],
})
