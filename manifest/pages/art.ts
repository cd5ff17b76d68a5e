import type { LocalizedText } from '../schema/text'

/** The step illustrations of public/illustrations/step-*.svg (320 x 200), with what each shows. */
const stepArt = {
  design: { ko: '리본 달린 배지와 색상 견본', en: 'A ribboned badge beside colour swatches' },
  criteria: { ko: '돋보기로 살펴보는 기준 문서', en: 'A criteria document under a magnifying glass' },
  recipients: { ko: '배지를 받을 세 사람', en: 'Three people who will receive badges' },
  issue: { ko: '배지와 함께 날아가는 종이비행기', en: 'A paper plane flying off with a badge' },
  wallet: { ko: '배지 카드가 꽂힌 지갑', en: 'A wallet holding badge cards' },
  share: { ko: '배지에서 여러 곳으로 뻗어 나가는 공유 화살표', en: 'Arrows sharing a badge to several places' },
  verify: { ko: '문서 옆의 초록색 확인 방패', en: 'A green check shield beside a document' },
  brand: { ko: '회사 건물과 회사 로고를 넣은 배지', en: 'A company building and a badge bearing the company logo' },
  course: { ko: '강의 화면과 수료 배지', en: 'A lesson on screen and a completion badge' },
  report: { ko: '발급 현황을 보여주는 막대그래프', en: 'A bar chart of badges issued' },
  member: { ko: '회원증과 협회 배지', en: 'A membership card with an association badge' },
  event: { ko: '행사 날짜가 표시된 달력과 참가 배지', en: 'A calendar with the event day marked, and an attendance badge' },
} as const satisfies Record<string, LocalizedText>

/** A step's illustration as the `steps` section takes it. */
export const step = (name: keyof typeof stepArt) => ({ src: `/illustrations/step-${name}.svg`, width: 320, height: 200, alt: stepArt[name] })

/** The solution pages' blog banner. */
export const blogBanner = {
  type: 'banner',
  heading: { ko: '도입 사례와 활용 팁을 블로그에서 만나보세요', en: 'Stories and tips on our blog' },
  text: {
    ko: '교육기관, 기업, 협회가 오픈배지를 어떻게 쓰고 있는지, 배지 설계와 운영 노하우를 정리해 두었습니다.',
    en: 'How schools, companies and associations use Open Badges, and what we have learned about designing and running badge programmes.',
  },
  link: { label: { ko: '블로그 보러 가기', en: 'Visit the blog' }, external: 'blog' },
  art: '/illustrations/banner-blog.svg',
} as const
