/**
 * The drawn screens of the product (public/illustrations/<name>.{ko,en}.svg, drawn by `npm run
 * draw:screens` with sample names, not a customer's), each with its size and what it shows, written
 * once: a page that shows a screen imports it here, so its alt text never drifts from the picture.
 * The alt text says it is an illustration, as the hero's does.
 */

/** The issuer site issuing a badge to a list: the issuance page, and the home page's issuing and management. */
export const issuerDashboard = {
  src: { ko: '/illustrations/issuer-dashboard.ko.svg', en: '/illustrations/issuer-dashboard.en.svg' },
  width: 560,
  height: 400,
  alt: {
    ko: '일러스트: 발급자 사이트에서 ‘예시 컨퍼런스 2026 참가’ 배지를 명단에 발급하는 화면. 120명 중 86명 발급을 보여주는 진행 막대, 예시 이메일 주소가 적힌 받는 사람 네 명과 각자의 발급 완료, 보내는 중, 대기 상태, 그리고 120명에게 발급 버튼이 보입니다.',
    en: 'Illustration: the issuer site issuing the sample “Example Conference 2026 Attendee” badge to a list, with a progress bar at 86 of 120 issued, four recipients with sample e-mail addresses, each marked issued, sending or queued, and an “Issue to 120 recipients” button.',
  },
}

/** The result of verifying a badge: the open badge page, and the home page's verification. */
export const verificationResult = {
  src: { ko: '/illustrations/verification-result.ko.svg', en: '/illustrations/verification-result.en.svg' },
  width: 560,
  height: 400,
  alt: {
    ko: '일러스트: 배지 검증 결과 화면. 예시 파트너가 김민지에게 2026년 9월 12일 발급한 ‘예시 컨퍼런스 2026 참가’ 배지가 검증 완료로 표시되고, 발급자 신원 확인, 전자서명 유효, 취소되지 않음, 만료되지 않음의 네 항목과 오픈배지 3.0, 검증 가능한 자격증명 표시가 보입니다.',
    en: 'Illustration: the result of verifying a badge. The sample “Example Conference 2026 Attendee” badge, issued by Example Partner to Minji Kim on Sep 12, 2026, is marked Verified, with four checks passed (issuer identity confirmed, signature valid, not revoked, not expired), marked Open Badges 3.0 and Verifiable Credential.',
  },
}
