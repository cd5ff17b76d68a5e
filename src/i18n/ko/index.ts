import type { BaseTranslation } from '../i18n-types'

/**
 * Korean interface strings (the base locale): the shell's words that no manifest entry owns.
 * Page content lives in the manifest; these are labels, alerts and screen-reader text.
 */
const ko = {
  shell: {
    skipToContent: '본문 바로가기',
    mainNavigation: '주 메뉴',
    openMenu: '메뉴 열기',
    closeMenu: '메뉴 닫기',
    home: '{name} 홈',
    languageSwitch: '언어 선택',
    switchTo: '{language}로 보기',
    opensInNewTab: '새 창에서 열림',
    scrollToTop: '맨 위로',
  },
  footer: {
    label: '사이트 정보',
    social: '소셜 미디어',
    legal: '약관과 정책',
    links: '관련 사이트',
    support: '고객센터 {phone} ({hours})',
    email: '이메일 {email}',
    address: '주소 {address}',
    placeholder: '연락처와 주소, 외부 사이트 주소는 예시입니다.',
  },
  lists: {
    loading: '불러오는 중입니다',
    failed: '목록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
    empty: '게시물이 없습니다.',
  },
  press: { list: '언론 보도 목록' },
  issuance: {
    name: '이름',
    email: '이메일',
    submit: '배지 발급하기',
    sending: '발급 요청을 보내는 중입니다',
    requested: '발급을 요청했습니다. 배지 안내 메일은 최대 1시간 안에 도착합니다.',
    /** Spec 8, to the letter. */
    failedWithMessage: '오류 발생: {message:string}. 다시 시도해 주세요.',
    failed: '오류 발생. 다시 시도해 주세요.',
  },
  /**
   * Form field messages, shown by the site's forms and sent by the reference API (spec 5; the
   * ones spec 5 gives are used to the letter). Limits are parameters filled from the contract.
   */
  validation: {
    name: { required: '이름을 입력해주세요', maxLength: '이름은 {max:string}자 이내로 입력해주세요' },
    email: { required: '이메일을 입력해주세요', invalid: '유효한 이메일 주소를 입력해주세요' },
    tel: {
      required: '연락처를 입력해주세요',
      digits: '연락처는 숫자만 입력해주세요',
      maxLength: '연락처는 {max:string}자리 이내로 입력해주세요',
    },
    type: { required: '문의 유형을 선택해주세요' },
    path: { maxLength: '알게 된 경로는 {max:string}자 이내로 입력해주세요' },
    content: { required: '문의 내용을 입력해주세요', maxLength: '문의 내용은 {max:string}자 이내로 입력해주세요' },
    agree: { required: '개인정보 처리방침에 동의해주세요' },
  },
} satisfies BaseTranslation

export default ko
