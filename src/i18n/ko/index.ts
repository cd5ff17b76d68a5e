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
    breadcrumb: '이동 경로',
    breadcrumbHome: '홈',
  },
  footer: {
    label: '사이트 정보',
    social: '소셜 미디어',
    legal: '약관과 정책',
    links: '관련 사이트',
    support: '고객센터 {phone} · {hours}',
    email: '이메일 {email}',
    address: '주소 {address}',
    placeholder: '연락처와 주소, 외부 사이트 주소는 예시입니다.',
  },
  /** docs/rules/api.md §8: the texts of the shared alert dialog, Korean to the letter where the spec gives them. */
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
    claimWindowClosed: '지금은 이 배지를 신청할 수 있는 기간이 아닙니다. 이 페이지에 안내된 신청 기간을 확인해 주세요.',
    fieldRefused: '{field:string} 항목의 값을 받을 수 없습니다. 확인 후 다시 시도해 주세요.',
  },
  lists: {
    loading: '불러오는 중입니다',
    failed: '목록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
    retry: '다시 시도',
    empty: '게시물이 없습니다.',
    pages: '페이지',
    page: '{number:number}페이지',
    previous: '이전',
    next: '다음',
    backToList: '목록으로',
    readAt: '목록 기준 시각: {date} {time}',
    /** Under a shown list whose refresh failed: quiet, the list stays (no alert). */
    notRefreshed: '지금은 목록을 새로 고칠 수 없어 위 시각의 목록을 보여 드립니다.',
  },
  /** An event page's intro: the labels of its facts, and what an example page says about itself. */
  event: {
    example: '예시',
    exampleNote: '실제 행사가 아닌 예시 페이지입니다.',
    name: '행사명',
    dates: '행사 기간',
    venue: '장소',
    online: '온라인',
    criteria: '발급 기준',
    /** Beside the partner's logo: its name as text, readable whatever the logo's size. */
    hostedBy: '주최 {partner:string}',
    /**
     * The claim window (manifest `claims`): its dates, or in place of the form outside it. Each
     * time comes written out with the event's time zone, e.g. `2026년 9월 15일 09:00(GMT+9, 대한민국 시간)`.
     */
    claims: {
      period: '배지 신청 기간은 {opens:string}부터 {closes:string}까지입니다.',
      from: '배지 신청은 {opens:string}부터 받습니다.',
      until: '배지 신청은 {closes:string}까지 받습니다.',
      notYet: '아직 배지 신청 기간이 아닙니다',
      opensAt: '배지 신청은 {opens:string}에 시작됩니다.',
      comeBack: '그때 다시 오시면 이름과 이메일만으로 신청할 수 있습니다.',
      closed: '배지 신청이 마감되었습니다',
      closedAt: '배지 신청은 {closes:string}에 마감되었습니다.',
      questions: '배지에 관해 궁금한 점은 문의해 주세요.',
      contact: '문의하기',
    },
  },
  /** Labels of the legal documents (privacy policy, terms of service). */
  legal: {
    contents: '목차',
    effective: '시행일',
    amended: '개정일',
    chapter: '제{number:number}장 {title:string}',
    article: '제{number:number}조 ({title:string})',
    articleInContents: '제{number:number}조 {title:string}',
  },
  notices: {
    list: '공지사항 목록',
    type1: '공지',
    type2: '세미나',
    previous: '이전 글',
    next: '다음 글',
    controls: '게시물 이동',
  },
  press: { list: '언론 보도 목록' },
  /** The buttons every popup of manifest/popups.ts has (docs/rules/pages.md §2.4: "hide for today", "close"). */
  popup: { hideForToday: '오늘 하루 보지 않기', close: '닫기' },
  carousel: {
    carousel: '캐러셀',
    slideRole: '슬라이드',
    pause: '슬라이드 자동 넘김 멈추기',
    play: '슬라이드 자동 넘김 재생',
    slide: '{total:number}개 중 {index:number}번째',
  },
  appBanner: { label: '모바일 앱 안내', dismiss: '앱 안내 닫기' },
  officeMap: {
    map: '{place:string} 지도',
    staticMap: '{place:string} 위치를 표시한 서울 도심 약도',
    openIn: '{service:string}에서 보기',
    kakao: '카카오맵',
    naver: '네이버 지도',
    google: '구글 지도',
  },
} satisfies BaseTranslation

export default ko
