import { definePage } from '../schema/page'
import { cardArt, illustration } from './art'
import { productScreen } from './screens'

export const management = definePage({
  id: 'ManagementPage',
  path: 'service/management',
  title: { ko: '배지 수령과 관리', en: 'Receiving and managing badges' },
  description: {
    ko: '받은 배지를 지갑에 모으고, 보여주고, 공유하는 방법을 안내합니다.',
    en: 'How recipients collect badges in their wallet, showcase them and share them.',
  },
  image: cardArt('wallet'),
  sections: [
    {
      type: 'steps',
      heading: { ko: '배지를 받으면', en: 'When a badge arrives' },
      lead: {
        ko: '받은 배지는 지갑에서 평생 내 것으로 관리합니다.',
        en: 'A badge you receive is yours to keep and manage in your wallet.',
      },
      items: [
        {
          title: { ko: '안내 메일 확인', en: 'Open the e-mail' },
          text: { ko: '발급 기관이 배지를 보내면 등록된 이메일로 안내 메일이 옵니다.', en: 'When an organisation issues you a badge, an e-mail arrives at the address it has for you.' },
          image: illustration('issue'),
        },
        {
          title: { ko: '지갑에 모으기', en: 'Collect it in your wallet' },
          text: { ko: '메일의 안내를 따라 지갑에 로그인하면 배지가 담깁니다.', en: 'Follow the e-mail and sign in to the wallet: the badge is in.' },
          image: illustration('wallet'),
        },
        {
          title: { ko: '보여주고 공유하기', en: 'Showcase and share' },
          text: { ko: '원하는 배지를 골라 링크나 이미지로 이력서와 SNS에 공유합니다.', en: 'Pick the badges to show and share them as a link or an image.' },
          image: illustration('share'),
        },
        {
          title: { ko: '검증 받기', en: 'Get verified' },
          text: { ko: '배지를 본 사람은 발급자와 기준, 유효 여부를 직접 확인합니다.', en: 'Viewers check the issuer, the criteria and whether it is still valid.' },
          image: illustration('verify'),
        },
      ],
    },
    {
      type: 'intro-blocks',
      items: [
        {
          eyebrow: { ko: '배지 공개 페이지', en: 'A badge’s public page' },
          title: { ko: '공유한 배지는 웹에서 누구나 확인합니다', en: 'Every badge you share is a page anyone can check' },
          paragraphs: [
            {
              ko: '배지마다 공개 페이지가 있습니다. 배지 이름과 발급 기관, 받은 사람, 발급일, 설명과 역량이 한 페이지에 담기고 검증 여부가 함께 표시됩니다.',
              en: 'Each badge has a public page: its name, the issuer, the recipient, the date, what it is for and the skills behind it, marked with whether it is verified.',
            },
            {
              ko: '이 페이지를 LinkedIn이나 이력서에 올리거나 링크로 보내면, 보는 사람이 그 자리에서 배지를 검증합니다. 어떤 배지를 공개할지는 지갑에서 직접 정합니다.',
              en: 'Post it on LinkedIn or a CV, or send its link, and whoever opens it verifies the badge on the spot. You choose in the wallet which badges are public.',
            },
          ],
          // The badge as its recipient shares it; the education page shows the wallet itself.
          image: productScreen('badge-page'),
        },
      ],
    },
    {
      type: 'card-grid',
      heading: { ko: '지갑으로 할 수 있는 일', en: 'What the wallet does' },
      items: [
        {
          icon: 'collect',
          title: { ko: '모으기', en: 'Collect' },
          text: { ko: '여러 기관에서 받은 배지를 한곳에 모읍니다. 2.0과 3.0 지갑에 같은 이메일을 쓰면 함께 볼 수 있습니다.', en: 'Badges from every organisation, in one place. Use the same e-mail for the 2.0 and 3.0 wallets to see them together.' },
        },
        {
          icon: 'showcase',
          title: { ko: '보여주기', en: 'Showcase' },
          text: { ko: '보여주고 싶은 배지만 골라 공개하고, 나머지는 나만 봅니다.', en: 'Make public only the badges you choose; the rest stay yours alone.' },
        },
        {
          icon: 'share',
          title: { ko: '공유하기', en: 'Share' },
          text: { ko: '링크와 이미지로 이력서, SNS, 이메일 서명에 공유하면 받는 쪽에서 바로 검증합니다.', en: 'Share a link or an image on a CV, social media or an e-mail signature, and the reader verifies it there.' },
        },
      ],
    },
  ],
})
