/**
 * The product's drawn screens (public/illustrations/<name>.{ko,en}.svg, `npm run draw:screens`),
 * each with its size and what it shows, written once for every page that shows it. A screen is
 * an illustration of the product with sample names, not a customer's data: its alt text begins
 * "Illustration:" / "일러스트:" and names the samples as scripts/screens/<name>.ts draws them, only
 * what the narrow drawing shows too, since one alt text serves both. The sizes are the drawings'
 * (`illustrations.test.ts` fails when they part).
 */
const screens = {
  'wallet-screen': {
    width: 560,
    height: 440,
    narrow: { width: 280, height: 526 },
    alt: {
      ko: '일러스트: 배지 지갑 앱의 ‘내 배지’ 화면. 예시 파트너가 2026년 9월 12일 발급한 ‘예시 컨퍼런스 2026 참가’ 배지에 오픈배지 3.0 표시와 검증됨 표시가 있고, 배지 공유 버튼과 함께 아래에 예시 대학교의 ‘디지털 역량 기초’와 예시 교육원의 ‘데이터 분석 입문’이 담긴 다른 배지 목록이 보입니다.',
      en: 'Illustration: the “My badges” screen of the wallet app. The sample “Example Conference 2026 Attendee” badge from Example Partner, issued Sep 12, 2026, is marked Open Badges 3.0 and Verified, with buttons to share the badge, and below it a list of other badges: “Digital Skills Basics” from Example University and “Intro to Data Analysis” from Example Academy.',
    },
  },
  'issuer-dashboard': {
    width: 560,
    height: 400,
    narrow: { width: 280, height: 520 },
    alt: {
      ko: '일러스트: 발급자 사이트에서 ‘예시 컨퍼런스 2026 참가’ 배지를 명단에 발급하는 화면. 120명 중 86명 발급을 보여주는 진행 막대, 예시 이메일 주소가 적힌 받는 사람 네 명과 각자의 발급 완료, 보내는 중, 대기 상태, 그리고 120명에게 발급 버튼이 보입니다.',
      en: 'Illustration: the issuer site issuing the sample “Example Conference 2026 Attendee” badge to a list, with a progress bar at 86 of 120 issued, four recipients with sample e-mail addresses, each marked issued, sending or queued, and an “Issue to 120 recipients” button.',
    },
  },
  'verification-result': {
    width: 560,
    height: 400,
    narrow: { width: 280, height: 524 },
    alt: {
      ko: '일러스트: 배지 검증 결과 화면. 예시 파트너가 김민지에게 2026년 9월 12일 발급한 ‘예시 컨퍼런스 2026 참가’ 배지가 검증 완료로 표시되고, 발급자 신원 확인, 전자서명 유효, 취소되지 않음, 만료되지 않음의 네 항목과 오픈배지 3.0, 검증 가능한 자격증명 표시가 보입니다.',
      en: 'Illustration: the result of verifying a badge. The sample “Example Conference 2026 Attendee” badge, issued by Example Partner to Minji Kim on Sep 12, 2026, is marked Verified, with four checks passed (issuer identity confirmed, signature valid, not revoked, not expired), marked Open Badges 3.0 and Verifiable Credential.',
    },
  },
  'badge-page': {
    width: 560,
    height: 400,
    narrow: { width: 280, height: 548 },
    alt: {
      ko: '일러스트: 누구나 볼 수 있게 웹에 공개된 배지 페이지. 예시 파트너가 김민지에게 2026년 9월 12일 발급한 ‘예시 컨퍼런스 2026 참가’ 배지가 검증됨으로 표시되고, 짧은 설명과 디지털 자격증명, 개방형 표준, 네트워킹의 세 가지 역량, LinkedIn 공유와 링크 복사 버튼, 배지 검증하기 버튼이 보입니다.',
      en: 'Illustration: the public web page of the sample “Example Conference 2026 Attendee” badge, as anyone can see it. Issued by Example Partner to Minji Kim on Sep 12, 2026, it is marked Verified, with a short description, three skills (digital credentials, open standards, networking), buttons to share it on LinkedIn or copy its link, and a “Verify this badge” button.',
    },
  },
} as const

/** A drawn screen of the product. */
export type ScreenName = keyof typeof screens

/**
 * A screen as a page's picture: one file per language at the drawing's size and, below the tablet
 * breakpoint, its narrow drawing (the same screen recomposed for a phone, its words readable at
 * 320 px: docs/page-design.md), described once for both.
 */
export const productScreen = (name: ScreenName) => ({
  src: { ko: `/illustrations/${name}.ko.svg`, en: `/illustrations/${name}.en.svg` },
  width: screens[name].width,
  height: screens[name].height,
  narrow: { src: { ko: `/illustrations/${name}-narrow.ko.svg`, en: `/illustrations/${name}-narrow.en.svg` }, ...screens[name].narrow },
  alt: screens[name].alt,
})
