import { definePage } from '../schema/page'
import { blogBanner, cardArt, illustration } from './art'
import { productScreen } from './screens'

export const association = definePage({
  id: 'AssociationPage',
  path: 'solutions/association',
  title: { ko: '협회·단체 솔루션', en: 'For associations' },
  description: {
    ko: '자격, 회원, 행사 참여를 디지털 배지로 발급하고 관리하는 협회와 단체용 솔루션입니다.',
    en: 'Issue and manage qualifications, memberships and event attendance as digital badges.',
  },
  image: cardArt('association'),
  sections: [
    {
      type: 'steps',
      heading: { ko: '회원의 활동을 배지로', en: 'Your members\' work, as badges' },
      lead: {
        ko: '자격과 회원 자격, 보수교육과 행사 참여를 하나의 방식으로 인정합니다.',
        en: 'Qualifications, membership, continuing education and events, recognised one way.',
      },
      items: [
        {
          title: { ko: '회원 자격 발급', en: 'Issue membership' },
          text: { ko: '회원이 되면 회원 배지를 받고, 갱신할 때 유효 기간이 이어집니다.', en: 'New members receive a membership badge whose validity follows each renewal.' },
          image: illustration('association'),
        },
        {
          title: { ko: '행사·교육 참여', en: 'Attend events and courses' },
          text: { ko: '학술대회와 보수교육에 참여하면 참여 배지를 받습니다.', en: 'Conferences and continuing education earn attendance badges.' },
          image: illustration('event'),
        },
        {
          title: { ko: '자격 인증', en: 'Certify qualifications' },
          text: { ko: '협회가 주는 자격을 유효 기간과 함께 발급하고, 필요하면 취소합니다.', en: 'Issue your qualifications with an expiry date, and revoke them when needed.' },
          image: illustration('verify'),
        },
        {
          title: { ko: '어디서나 확인', en: 'Checked anywhere' },
          text: { ko: '회원이 공유한 배지로 누구나 자격과 유효 여부를 확인합니다.', en: 'Anyone checks a member\'s qualification and its validity from the shared badge.' },
          image: illustration('share'),
        },
      ],
    },
    {
      type: 'intro-blocks',
      items: [
        {
          eyebrow: { ko: '자격 확인', en: 'Checking a qualification' },
          title: { ko: '회원의 자격은 누구나 바로 확인합니다', en: 'Anyone can check a member\'s qualification' },
          paragraphs: [
            {
              ko: '회원이 공유한 배지를 검증하면 협회가 발급한 배지가 맞는지, 취소되거나 만료되지 않았는지 바로 나옵니다. 협회에 따로 문의하지 않아도 자격이 유효한지 알 수 있습니다.',
              en: 'Verifying a badge a member has shared shows at once that your association issued it and that it has not been revoked or expired. Nobody has to contact you to know the qualification is valid.',
            },
          ],
          image: productScreen('verification-result'),
        },
      ],
    },
    {
      type: 'card-grid',
      heading: { ko: '협회가 얻는 세 가지', en: 'Three gains for your association' },
      variant: 'benefit',
      columns: 3,
      // docs/rules/pages.md §2.8: English headings break evenly (short two-line titles); Korean fills each line.
      titleWrap: { ko: 'fill', en: 'balance' },
      items: [
        {
          icon: 'admin',
          title: { ko: '자격 관리 부담 감소', en: 'Less work managing qualifications' },
          text: { ko: '유효 기간과 갱신, 취소를 배지에서 한 번에 관리합니다.', en: 'Expiry, renewal and revocation, all handled in the badge.' },
        },
        {
          icon: 'members',
          title: { ko: '회원 혜택 강화', en: 'More value for members' },
          text: { ko: '회원은 협회의 인정을 경력에 바로 보여줄 수 있습니다.', en: 'Members show your recognition on their profile straight away.' },
        },
        {
          icon: 'verify',
          title: { ko: '협회의 신뢰도', en: 'Trust in your name' },
          text: { ko: '검증 가능한 배지가 협회 자격의 가치를 지켜 줍니다.', en: 'Verifiable badges protect the value of your qualifications.' },
        },
      ],
    },
    blogBanner,
  ],
})
