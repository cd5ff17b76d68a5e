import { defineNotice } from '../schema/notice'

/*
 * The notice board (docs/rules/company.md §2.9): fourteen static notices, 2022-06 to 2024-09. Id 1 is a text
 * notice; the others are banners whose art `scripts/notices/draw-banners.ts` draws from their
 * text into `public/notices/` (run it after changing a banner). Video and partner addresses are
 * `.example` placeholders, like everything in manifest/brand.ts.
 */

/** The user guide in the page's language (`scripts/notices/user-guide-pdf.ts` writes both editions). */
const userGuide = {
  label: { ko: '이용 가이드 내려받기 (PDF)', en: 'Download the user guide (PDF)' },
  download: { ko: '/download/obadge-user-guide-ko.pdf', en: '/download/obadge-user-guide-en.pdf' },
}

export const notices = [
  defineNotice({
    id: 1,
    type: '1',
    date: '2022-06-30',
    title: { ko: '배지 지갑 로그인 주소 변경 안내', en: 'The badge wallet has a new login address' },
    paragraphs: [
      { ko: '안녕하세요, 오배지입니다.', en: 'Hello from oBadge.' },
      {
        ko: '2022년 7월 7일부터 배지 지갑의 로그인 주소가 변경됩니다.',
        en: 'From 7 July 2022 the badge wallet moves to a new login address.',
      },
      {
        ko: '기존 주소로 접속하시면 새 주소로 자동으로 연결됩니다. 즐겨찾기(북마크)를 새 주소로 다시 등록해 주세요.',
        en: 'The old address takes you to the new one automatically. Please bookmark the new address.',
      },
      { ko: '이용에 불편을 드려 죄송합니다. 감사합니다.', en: 'We are sorry for the inconvenience. Thank you.' },
    ],
    links: [{ label: { ko: '새 주소로 로그인', en: 'Log in at the new address' }, external: 'walletV2' }],
  }),
  defineNotice({
    id: 2,
    type: '1',
    date: '2022-08-10',
    title: { ko: '디지털 배지, 이렇게 받으세요', en: 'How to receive your digital badge' },
    banner: {
      headline: { ko: '배지 수령 가이드', en: 'Receiving your badge' },
      lines: [
        { ko: '이메일로 받은 배지를 지갑에 담는 방법', en: 'From the e-mail to your wallet, step by step' },
        { ko: '처음 받는 분도 3분이면 충분합니다', en: 'Three minutes, even the first time' },
      ],
      links: [{ label: { ko: '수령 가이드 보기', en: 'Read the recipient guide' }, page: 'UserForOpenbadgePage' }],
    },
  }),
  defineNotice({
    id: 3,
    type: '1',
    date: '2022-09-15',
    title: { ko: '오배지 이용 가이드(PDF) 배포', en: 'The oBadge user guide (PDF) is out' },
    banner: {
      headline: { ko: '오배지 이용 가이드', en: 'oBadge user guide' },
      lines: [
        { ko: '발급, 관리, 지갑까지 한 권에', en: 'Issuing, managing and the wallet in one guide' },
        { ko: 'PDF로 내려받아 보세요', en: 'Download it as a PDF' },
      ],
      links: [userGuide],
    },
  }),
  defineNotice({
    id: 4,
    type: '1',
    date: '2022-11-02',
    title: { ko: '발급자·사용자 가이드 영상 공개', en: 'Guide videos for issuers and users' },
    banner: {
      headline: { ko: '영상으로 배우는 오배지', en: 'Learn oBadge on video' },
      lines: [{ ko: '발급자용과 사용자용 가이드 영상을 공개합니다', en: 'One guide for issuers, one for badge holders' }],
      links: [
        { label: { ko: '발급자 가이드 영상', en: 'Issuer guide video' }, url: 'https://video.obadge.example/publisher-guide' },
        { label: { ko: '사용자 가이드 영상', en: 'User guide video' }, url: 'https://video.obadge.example/user-guide' },
      ],
    },
  }),
  defineNotice({
    id: 5,
    type: '1',
    date: '2023-01-16',
    title: { ko: '오배지 블로그를 열었습니다', en: 'The oBadge blog is open' },
    banner: {
      headline: { ko: '오배지 블로그 오픈', en: 'Our blog is open' },
      lines: [
        { ko: '오픈배지 소식과 활용 사례를 전해 드립니다', en: 'Open Badges news and how organisations use them' },
      ],
      links: [{ label: { ko: '블로그 방문하기', en: 'Visit the blog' }, external: 'blog' }],
    },
  }),
  defineNotice({
    id: 6,
    type: '2',
    date: '2023-03-08',
    title: { ko: '디지털 배지 활용 세미나 개최', en: 'Seminar: putting digital badges to work' },
    banner: {
      headline: { ko: '디지털 배지 활용 세미나', en: 'Digital badges at work' },
      lines: [
        { ko: '교육기관과 기업의 도입 사례를 나눕니다', en: 'Schools and companies share what they learned' },
        { ko: '참가자에게 참가 기념 배지를 드립니다', en: 'Every participant receives an attendance badge' },
      ],
      links: [{ label: { ko: '행사 페이지', en: 'Event page' }, page: 'AeskrEventPage' }],
    },
  }),
  defineNotice({
    id: 7,
    type: '1',
    date: '2023-06-13',
    title: { ko: '이용약관 개정 안내 (2023년 7월 13일 시행)', en: 'Terms of service amended (in force 13 July 2023)' },
    banner: {
      headline: { ko: '이용약관이 바뀝니다', en: 'Our terms are changing' },
      lines: [{ ko: '시행일: 2023년 7월 13일', en: 'In force from 13 July 2023' }],
      links: [{ label: { ko: '이용약관 보기', en: 'Read the terms' }, page: 'TermsOfServicePage' }],
    },
  }),
  defineNotice({
    id: 8,
    type: '1',
    date: '2023-09-04',
    title: { ko: '배지 지갑 새 기능: 배지 모음 공유', en: 'New in the wallet: share a collection of badges' },
    banner: {
      headline: { ko: '배지를 모아서 공유하세요', en: 'Share your badges together' },
      lines: [
        { ko: '여러 배지를 한 링크로 보여 줄 수 있습니다', en: 'Show several badges behind one link' },
      ],
      links: [{ label: { ko: '지갑 로그인', en: 'Log in to the wallet' }, external: 'walletV2' }],
    },
  }),
  defineNotice({
    id: 9,
    type: '2',
    date: '2023-10-19',
    title: { ko: '파트너와 함께하는 오픈배지 워크숍', en: 'Open Badges workshop with a partner' },
    banner: {
      headline: { ko: '오픈배지 워크숍', en: 'Open Badges workshop' },
      lines: [
        { ko: '배지 설계부터 발급까지 직접 해 봅니다', en: 'Design a badge and issue it yourself' },
        { ko: '신청은 파트너 사이트에서 받습니다', en: 'Sign up on our partner’s site' },
      ],
      links: [{ label: { ko: '파트너 사이트', en: 'Partner site' }, url: 'https://partner.example/open-badges-workshop' }],
    },
  }),
  defineNotice({
    id: 10,
    type: '2',
    date: '2023-12-06',
    title: { ko: '오픈배지 3.0 설명회 발표 영상', en: 'Talk video: the Open Badges 3.0 briefing' },
    banner: {
      headline: { ko: '오픈배지 3.0 설명회', en: 'Open Badges 3.0 briefing' },
      lines: [{ ko: '발표 영상을 다시 볼 수 있습니다', en: 'Watch the talk again' }],
      links: [{ label: { ko: '발표 영상 보기', en: 'Watch the talk' }, url: 'https://video.obadge.example/open-badges-3-briefing' }],
    },
  }),
  defineNotice({
    id: 11,
    type: '1',
    date: '2024-02-14',
    title: { ko: '이용약관 개정 안내 (2024년 3월 14일 시행)', en: 'Terms of service amended (in force 14 March 2024)' },
    banner: {
      headline: { ko: '이용약관 개정 안내', en: 'Amended terms of service' },
      lines: [{ ko: '시행일: 2024년 3월 14일', en: 'In force from 14 March 2024' }],
      links: [{ label: { ko: '이용약관 보기', en: 'Read the terms' }, page: 'TermsOfServicePage' }],
    },
  }),
  defineNotice({
    id: 12,
    type: '2',
    date: '2024-05-22',
    title: { ko: '마이크로 크리덴셜 포럼 발표 영상', en: 'Talk video: the micro-credentials forum' },
    banner: {
      headline: { ko: '마이크로 크리덴셜 포럼', en: 'Micro-credentials forum' },
      lines: [{ ko: '디지털 배지로 여는 평생학습', en: 'Lifelong learning with digital badges' }],
      links: [{ label: { ko: '발표 영상 보기', en: 'Watch the talk' }, url: 'https://video.obadge.example/micro-credentials-forum' }],
    },
  }),
  defineNotice({
    id: 13,
    type: '1',
    date: '2024-07-01',
    title: { ko: '오픈배지 3.0 지갑 오픈', en: 'The Open Badges 3.0 wallet is open' },
    banner: {
      headline: { ko: '3.0 지갑이 열렸습니다', en: 'The 3.0 wallet is here' },
      lines: [
        { ko: '2.0 지갑과 같은 이메일로 가입하면 배지가 연결됩니다', en: 'Sign up with your 2.0 wallet’s e-mail to link your badges' },
      ],
      links: [
        { label: { ko: '3.0 지갑 로그인', en: 'Log in to the 3.0 wallet' }, external: 'walletV3' },
        userGuide,
      ],
    },
  }),
  defineNotice({
    id: 14,
    type: '2',
    date: '2024-09-10',
    title: { ko: '에듀플러스 위크 참가 기념 배지 발급', en: 'Attendance badges for Edu+ Week' },
    banner: {
      headline: { ko: '참가 기념 배지를 받으세요', en: 'Get your attendance badge' },
      lines: [
        { ko: '행사 페이지에서 이름과 이메일만 입력하면 됩니다', en: 'Enter your name and e-mail on the event page' },
      ],
      links: [{ label: { ko: '배지 받기', en: 'Get the badge' }, page: 'EduplusweekEventPage' }],
    },
  }),
]
