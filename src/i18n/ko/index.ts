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
} satisfies BaseTranslation

export default ko
