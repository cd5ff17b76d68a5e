import type { BaseTranslation } from '../../i18n-types'

/**
 * Korean strings of the badge request form (sample and event pages): a lazy namespace (the
 * section type's `strings`), which the page's loader fetches in the page's language only, so it
 * arrives in the prerendered HTML and in no page's JavaScript (`lazyNamespaces`, src/app/i18n.ts).
 * Times are docs/rules/issuance.md §4.1's notes; the notice's retention is the privacy policy's (a test compares).
 */
const ko_issuance = {
  wallet: '받을 지갑',
  walletName: '오픈배지 {version:string} 지갑',
  name: '이름',
  claimCode: '참가 코드',
  claimCodeHint: '행사장 포스터나 화면에 안내된 코드입니다. QR 코드로 들어오면 미리 채워져 있습니다.',
  claimCodeRefused: '행사에서 안내한 참가 코드가 아닙니다. 포스터나 화면의 코드를 확인해 다시 입력해 주세요.',
  // The claim window's notice before it opens, on an event that asks for a code (event.claims.comeBack otherwise).
  comeBackWithCode: '그때 다시 오시면 이름, 이메일과 행사에서 안내한 참가 코드로 신청할 수 있습니다.',
  // The API's refusal outside the claim window (api.yaml ClaimWindowClosed), worded once: the
  // reference server sends these sentences (without the full stop) and the page shows them in its
  // own language, whatever language the request carried.
  claimsOpenOn: '이 배지는 {opens:string}부터 신청할 수 있습니다.',
  claimsClosedOn: '이 배지의 신청은 {closes:string}에 마감되었습니다.',
  email: '이메일',
  submit: '배지 발급하기',
  next: {
    heading: '요청하신 뒤에는',
    email: '입력한 주소로 배지 안내 메일이 갑니다. 최대 1시간이 걸릴 수 있습니다.',
    notice: '발급 완료 알림은 최대 24시간이 걸릴 수 있습니다.',
    landsBefore: '배지는 ',
    landsAfter: '에 담깁니다.',
  },
  noEmail: {
    question: '메일이 오지 않나요?',
    answer: '스팸 메일함을 확인해 주세요. 안내 메일은 최대 1시간이 걸릴 수 있습니다. 그래도 오지 않으면 알려 주세요.',
    contact: '문의하기',
  },
  /** PIPA 15(2)'s items, and 22(3)'s legal basis of data processed without consent (docs/decisions/issuance-privacy-notice.md). */
  privacy: {
    heading: '개인정보 수집·이용 안내',
    purpose: '수집·이용 목적: 이 배지의 발급과 발급 안내 메일 발송',
    items: '수집 항목: 이름, 이메일',
    retention: '보유·이용 기간: 발급을 마친 날부터 1년',
    basis: '요청하신 배지를 발급하는 데 필요한 정보이므로 동의 없이 처리합니다(「개인정보 보호법」 제15조제1항제4호).',
    refusal: '이름과 이메일을 주지 않을 수 있으나, 그러면 배지를 발급할 수 없습니다.',
    policy: '개인정보처리방침 전문 보기',
  },
  confirmTitle: '이 정보로 발급하시겠습니까?',
  no: '아니요',
  yes: '예',
  sending: '발급을 요청하는 중입니다',
  successTitle: '발급 요청이 접수되었습니다',
  /** The success dialog's title on a page that names its badge (an event page: its title). */
  successTitleNamed: '{badge:string} 발급 요청이 접수되었습니다',
  /** Only the delay an attendee waits on: the e-mail. The issuance-complete notice is in "what happens next". */
  successBody: '배지 안내 메일은 최대 1시간 안에 아래 주소로 갑니다.',
  sentTo: '받는 주소',
  duplicateTitle: '이미 요청한 배지입니다',
  duplicateBody: '이 주소로 {date:string}에 요청한 같은 배지가 있어 새로 요청하지 않았습니다. 처음 요청한 배지를 아래 지갑에서 받을 수 있습니다.',
  duplicateBodyUndated: '이 주소로 요청한 같은 배지가 있어 새로 요청하지 않았습니다. 처음 요청한 배지를 아래 지갑에서 받을 수 있습니다.',
} satisfies BaseTranslation

export default ko_issuance
