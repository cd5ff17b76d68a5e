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
  /** Spec 8: the texts of the shared alert dialog, Korean to the letter where the spec gives them. */
  alert: {
    title: '알림',
    ok: '확인',
    failedWithMessage: '오류 발생: {message:string}. 다시 시도해 주세요.',
    failed: '오류 발생. 다시 시도해 주세요.',
    serverError: '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    connectionFailed: '서버와의 연결에 실패했습니다. 인터넷 연결을 확인해 주세요.',
    unexpected: '오류가 발생했습니다. 다시 시도해 주세요. 지속적인 오류 발생 시 관리자에게 문의해 주세요.',
    serverDown: '현재 서버에 연결할 수 없습니다. 빠르게 복구하도록 하겠습니다. 급한 문의는 고객센터 {phone:string}로 연락해 주세요.',
    tooManyRequests: '요청이 너무 많습니다. 1분 후에 다시 시도해 주세요.',
  },
  lists: {
    loading: '불러오는 중입니다',
    failed: '목록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
    empty: '게시물이 없습니다.',
  },
  press: { list: '언론 보도 목록' },
  form: {
    required: '필수',
    sending: '보내는 중입니다',
    charCount: '{count:string} / {max:string}자',
  },
  issuance: {
    wallet: '받을 지갑',
    name: '이름',
    email: '이메일',
    submit: '배지 발급하기',
    notes: '배지 안내 메일은 최대 1시간, 발급 완료 알림은 최대 24시간이 걸릴 수 있습니다.',
    confirmTitle: '이 정보로 발급하시겠습니까?',
    no: '아니요',
    yes: '예',
    sending: '발급을 요청하는 중입니다',
    successTitle: '발급 요청이 접수되었습니다',
    successBody: '배지 안내 메일은 최대 1시간 안에 도착합니다. 발급 완료 알림은 최대 24시간이 걸릴 수 있습니다.',
    badgePage: '{title} 배지 공개 페이지',
    dates: '행사 기간',
  },
  contact: {
    type: '문의 유형',
    name: '이름 또는 회사명',
    tel: '연락처',
    telHint: '숫자만 입력해 주세요 (예: 0212345678)',
    email: '이메일',
    path: '알게 된 경로',
    content: '문의 내용',
    submit: '문의 보내기',
    sending: '문의를 보내는 중입니다',
    successTitle: '문의가 접수되었습니다',
    successBody: '담당자가 확인한 뒤 입력하신 이메일로 답변드리겠습니다.',
    completed: '문의해 주셔서 감사합니다. 다른 문의가 있으시면 아래 양식을 다시 작성해 주세요.',
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
