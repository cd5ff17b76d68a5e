import { clientFigures } from '../figures'
import { definePage } from '../schema/page'
import { cardArt } from './art'
import { productScreen } from './screens'

export const home = definePage({
  id: 'HomePage',
  path: '',
  // The hero's heading is the page's h1, so it says the same as the title.
  title: { ko: '배움과 성취를 증명하는 디지털 오픈배지', en: 'Digital Open Badges that prove learning and achievement' },
  description: {
    ko: '교육기관, 기업, 협회가 오픈배지 2.0과 3.0 표준으로 디지털 배지를 발급하고, 받은 사람은 지갑에 모아 보여주고 공유합니다.',
    en: 'Schools, companies and associations issue Open Badges 2.0 and 3.0; recipients collect, showcase and share them in a wallet.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: { ko: '오픈배지 2.0 · 3.0 발급 · 관리 · 지갑', en: 'Open Badges 2.0 & 3.0 · Issue · Manage · Wallet' },
      heading: { ko: '배움과 성취를 증명하는 디지털 오픈배지', en: 'Digital Open Badges that prove learning and achievement' },
      text: {
        ko: '교육기관, 기업, 협회는 국제 표준 오픈배지를 한곳에서 발급하고 관리하며, 받은 사람은 지갑에 모아 어디서나 보여주고 공유합니다.',
        en: 'Schools, companies and associations issue and manage badges on the international Open Badges standard in one place; recipients collect them in a wallet and share them anywhere.',
      },
      actions: [
        { label: { ko: '도입 문의하기', en: 'Contact us' }, page: 'ContactPage' },
        { label: { ko: '오픈배지 알아보기', en: 'What is an Open Badge?' }, page: 'OpenbadgesPage' },
      ],
      // A drawn screen of the product with sample names (npm run draw:screens), not a customer's.
      image: productScreen('wallet-screen'),
    },
    {
      type: 'quick-links',
      label: { ko: '바로가기', en: 'Shortcuts' },
      items: [
        {
          link: { label: { ko: '샘플 배지 받기', en: 'Get a sample badge' }, page: 'SampleBadgesV3Page' },
          text: { ko: '이름과 이메일만으로 바로 받아 보세요', en: 'All it takes is your name and e-mail' },
          icon: 'badge',
        },
        {
          link: { label: { ko: '배지 지갑', en: 'Badge wallet' }, external: 'walletV3' },
          text: { ko: '받은 배지를 모으고 공유하세요', en: 'Collect and share the badges you earn' },
          icon: 'wallet',
        },
        {
          link: { label: { ko: '글로벌 포털', en: 'Global portal' }, external: 'globalPortal' },
          text: { ko: '해외 이용자를 위한 영문 서비스', en: 'Our service for users outside Korea' },
          icon: 'global',
        },
      ],
    },
    {
      type: 'stats',
      heading: { ko: '많은 기관과 사람들이 함께하고 있습니다', en: 'Organisations and people who already rely on it' },
      items: clientFigures,
    },
    {
      type: 'carousel',
      heading: { ko: '배지로 기록되는 모든 성취', en: 'Every achievement, recorded as a badge' },
      lead: {
        ko: '참여와 수료부터 역량과 자격까지, 기관마다 고유한 디자인의 배지를 발급합니다.',
        en: 'From participation and completion to skills and certification, each in the issuer’s own design.',
      },
      autoplayMs: 9000,
      gap: 40,
      breakpoints: [
        { minWidth: 0, perView: 3 },
        { minWidth: 600, perView: 5 },
        { minWidth: 960, perView: 7 },
        { minWidth: 1400, perView: 11 },
      ],
      images: [
        { src: '/carousel/badge-01-coding.svg', width: 240, height: 240, alt: { ko: '샘플 배지: 코딩', en: 'Sample badge: Coding' } },
        { src: '/carousel/badge-02-data.svg', width: 240, height: 240, alt: { ko: '샘플 배지: 데이터 리터러시', en: 'Sample badge: Data literacy' } },
        { src: '/carousel/badge-03-leadership.svg', width: 240, height: 240, alt: { ko: '샘플 배지: 리더십', en: 'Sample badge: Leadership' } },
        { src: '/carousel/badge-04-completion.svg', width: 240, height: 240, alt: { ko: '샘플 배지: 과정 수료', en: 'Sample badge: Course completion' } },
        { src: '/carousel/badge-05-sustainability.svg', width: 240, height: 240, alt: { ko: '샘플 배지: 지속가능성', en: 'Sample badge: Sustainability' } },
        { src: '/carousel/badge-06-creativity.svg', width: 240, height: 240, alt: { ko: '샘플 배지: 창의적 사고', en: 'Sample badge: Creative thinking' } },
        { src: '/carousel/badge-07-global.svg', width: 240, height: 240, alt: { ko: '샘플 배지: 글로벌 시민', en: 'Sample badge: Global citizenship' } },
        { src: '/carousel/badge-08-volunteer.svg', width: 240, height: 240, alt: { ko: '샘플 배지: 봉사 활동', en: 'Sample badge: Volunteering' } },
        { src: '/carousel/badge-09-engineering.svg', width: 240, height: 240, alt: { ko: '샘플 배지: 엔지니어링', en: 'Sample badge: Engineering' } },
        { src: '/carousel/badge-10-reading.svg', width: 240, height: 240, alt: { ko: '샘플 배지: 독서', en: 'Sample badge: Reading' } },
        { src: '/carousel/badge-11-achievement.svg', width: 240, height: 240, alt: { ko: '샘플 배지: 우수 성취', en: 'Sample badge: Outstanding achievement' } },
        { src: '/carousel/badge-12-certified.svg', width: 240, height: 240, alt: { ko: '샘플 배지: 자격 인증', en: 'Sample badge: Certification' } },
      ],
    },
    // How it works: issue, collect, share, verify, as a numbered flow (a steps section with icons).
    {
      type: 'steps',
      heading: { ko: '발급부터 검증까지, 배지의 모든 과정을 한곳에서', en: 'From issuing to verifying, every step in one place' },
      items: [
        {
          icon: 'issue',
          title: { ko: '손쉬운 발급', en: 'Easy issuing' },
          text: {
            ko: '수신자 명단만 있으면 수백 명에게 한 번에 배지를 발급하고 이메일로 전달합니다.',
            en: 'Upload a list of recipients and issue badges to hundreds of people at once, delivered by e-mail.',
          },
        },
        {
          icon: 'wallet',
          title: { ko: '하나의 배지 지갑', en: 'One wallet' },
          text: {
            ko: '발급한 기관이 달라도 표준이 같으니, 받은 배지를 한 지갑에 모아 보관합니다.',
            en: 'Whoever issued them, recipients keep every badge in one wallet: the standard is the same.',
          },
        },
        {
          icon: 'share',
          title: { ko: '보여주고 공유하기', en: 'Showcase and share' },
          text: {
            ko: '배지마다 공개 페이지가 있어 링크드인, 이력서, 포트폴리오에 바로 공유합니다.',
            en: 'Every badge has a public page to share on LinkedIn, in a CV or in a portfolio.',
          },
        },
        {
          icon: 'verify',
          title: { ko: '블록체인 기반 검증', en: 'Blockchain-based verification' },
          text: {
            ko: '발급 기록을 블록체인에 남겨 위·변조를 막고, 누구나 배지의 진위를 확인할 수 있습니다.',
            en: 'Issuance records anchored on a blockchain guard against forgery, and anyone can check that a badge is genuine.',
          },
        },
      ],
    },
    // The services, each shown with the product's own screen.
    {
      type: 'product-rows',
      heading: { ko: '기관에 필요한 배지 서비스', en: 'Badge services for your organisation' },
      lead: {
        ko: '배지를 만들어 보내는 일부터 발급 이후의 관리와 검증까지 함께합니다.',
        en: 'We are with you from designing and sending badges to managing and verifying them afterwards.',
      },
      items: [
        {
          title: { ko: '배지 발급', en: 'Issuing' },
          text: {
            ko: '배지를 디자인하고 발급 기준을 정해 수신자에게 보냅니다.',
            en: 'Design a badge, set what earns it and send it to its recipients.',
          },
          link: { label: { ko: '발급 서비스 보기', en: 'About issuing' }, page: 'IssuancePage' },
          image: productScreen('issuer-dashboard'),
        },
        {
          title: { ko: '배지 관리', en: 'Management' },
          text: {
            ko: '수신자는 받은 배지를 지갑에 모으고, 배지마다 공개 페이지로 어디서든 공유합니다.',
            en: 'Recipients collect their badges in a wallet and share each one as a public page.',
          },
          link: { label: { ko: '관리 서비스 보기', en: 'About management' }, page: 'ManagementPage' },
          // The page it links to is the recipient's side: a badge as they share it.
          image: productScreen('badge-page'),
        },
        {
          title: { ko: '배지 검증', en: 'Verification' },
          text: {
            ko: '배지 파일이나 링크만 있으면 누구나 진위와 유효 기간을 확인합니다.',
            en: 'With a badge file or link, anyone can check that it is genuine and still valid.',
          },
          link: { label: { ko: '배지 검증하기', en: 'Verify a badge' }, external: 'verify' },
          image: productScreen('verification-result'),
        },
      ],
    },
    // Who uses it: the page's one grid of cards.
    {
      type: 'card-grid',
      heading: { ko: '분야별 솔루션', en: 'Solutions for every sector' },
      lead: {
        ko: '교육기관, 기업, 협회의 서로 다른 쓰임에 맞춰 배지 프로그램을 설계합니다.',
        en: 'Badge programmes shaped to how schools, companies and associations each use them.',
      },
      variant: 'showcase',
      items: [
        {
          image: cardArt('education'),
          title: { ko: '교육기관', en: 'Education' },
          text: {
            ko: '수료, 학습 성과, 비교과 활동을 배지로 인정하고 학생의 역량을 기록합니다.',
            en: 'Recognise completion, learning outcomes and co-curricular work, and record what students can do.',
          },
          link: { label: { ko: '교육 솔루션 보기', en: 'Education solution' }, page: 'EducationPage' },
        },
        {
          image: cardArt('enterprise'),
          title: { ko: '기업', en: 'Enterprise' },
          text: {
            ko: '직무 교육과 사내 자격을 회사 브랜드가 담긴 배지로 발급해 인재를 키웁니다.',
            en: 'Issue job training and in-house qualifications as badges in your company’s brand.',
          },
          link: { label: { ko: '기업 솔루션 보기', en: 'Enterprise solution' }, page: 'EnterprisePage' },
        },
        {
          image: cardArt('association'),
          title: { ko: '협회·단체', en: 'Associations' },
          text: {
            ko: '회원 자격, 보수 교육, 행사 참가를 검증 가능한 배지로 관리합니다.',
            en: 'Manage membership, continuing education and event attendance as verifiable badges.',
          },
          link: { label: { ko: '협회 솔루션 보기', en: 'Association solution' }, page: 'AssociationPage' },
        },
      ],
    },
    // The standard and the two wallets, on the web and in the app, as one band.
    {
      type: 'points-band',
      heading: { ko: '오픈배지 3.0, 더 안전하고 자유롭게', en: 'Open Badges 3.0: safer and freer' },
      items: [
        {
          icon: 'standard',
          title: { ko: '국제 표준 호환', en: 'An international standard' },
          text: {
            ko: '1EdTech의 오픈배지 2.0과 3.0 표준을 따르므로 다른 플랫폼에서도 배지를 그대로 쓸 수 있습니다.',
            en: 'We follow 1EdTech’s Open Badges 2.0 and 3.0, so badges keep working on other platforms.',
          },
        },
        {
          icon: 'credential',
          title: { ko: '검증 가능한 자격증명', en: 'Verifiable credentials' },
          text: {
            ko: '3.0 배지는 W3C 검증 가능한 자격증명으로 발급되어, 발급자의 서명으로 위·변조 여부를 확인합니다.',
            en: '3.0 badges are W3C verifiable credentials: the issuer’s signature shows they have not been altered.',
          },
        },
        {
          icon: 'mobile',
          title: { ko: '모바일 지갑 앱', en: 'A mobile wallet app' },
          text: {
            ko: '앱스토어와 구글 플레이의 지갑 앱으로 언제 어디서나 배지를 꺼내 보여줍니다.',
            en: 'With the wallet app from the App Store and Google Play, your badges are always at hand.',
          },
        },
      ],
      links: [
        { label: { ko: '3.0 웹 지갑', en: 'Open Badges 3.0 web wallet' }, external: 'walletV3' },
        { label: { ko: 'App Store', en: 'App Store' }, external: 'appStore' },
        { label: { ko: 'Google Play', en: 'Google Play' }, external: 'playStore' },
      ],
    },
    // On phones only: a bar at the bottom of the window (docs/rules/site.md §1).
    {
      type: 'app-banner',
      title: { ko: '배지 지갑 앱', en: 'Badge wallet app' },
      text: { ko: '받은 배지를 휴대폰에서 바로 확인하세요', en: 'Your badges, right on your phone' },
      icon: { src: '/icons/app-wallet.svg', width: 48, height: 48 },
      links: [
        { label: { ko: 'App Store', en: 'App Store' }, external: 'appStore' },
        { label: { ko: 'Google Play', en: 'Google Play' }, external: 'playStore' },
      ],
    },
  ],
})
