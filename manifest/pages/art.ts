import type { LocalizedText } from '../schema/text'

/**
 * The site's illustrations, one per concept (public/illustrations/*.svg, all 320 x 200, one
 * family: a tinted card with two soft circles), with what each shows. A concept is drawn once
 * and reused wherever it appears: the schools, companies and associations of the home page,
 * /solutions and the solution pages' steps are the same three pictures, and so are issuing, the
 * wallet and verifying on the home page, /service and the service pages' steps. A new picture
 * gets its entry here; `art.test.ts` checks that no two concepts share a file.
 */
const illustrations = {
  // Who issues
  education: { file: 'education', alt: { ko: '학사모와 배지', en: 'A graduation cap beside a badge' } },
  enterprise: { file: 'step-brand', alt: { ko: '회사 건물과 회사 로고를 넣은 배지', en: 'A company building and a badge bearing the company logo' } },
  association: { file: 'step-member', alt: { ko: '회원증과 협회 배지', en: 'A membership card with an association badge' } },
  // What happens to a badge
  issue: { file: 'step-issue', alt: { ko: '배지와 함께 날아가는 종이비행기', en: 'A paper plane flying off with a badge' } },
  wallet: { file: 'step-wallet', alt: { ko: '배지 카드가 꽂힌 지갑', en: 'A wallet holding badge cards' } },
  share: { file: 'step-share', alt: { ko: '배지에서 여러 곳으로 뻗어 나가는 공유 화살표', en: 'Arrows sharing a badge to several places' } },
  verify: { file: 'step-verify', alt: { ko: '문서 옆의 초록색 확인 방패', en: 'A green check shield beside a document' } },
  // Steps of a badge programme
  design: { file: 'step-design', alt: { ko: '리본 달린 배지와 색상 견본', en: 'A ribboned badge beside colour swatches' } },
  criteria: { file: 'step-criteria', alt: { ko: '돋보기로 살펴보는 기준 문서', en: 'A criteria document under a magnifying glass' } },
  recipients: { file: 'step-recipients', alt: { ko: '배지를 받을 세 사람', en: 'Three people who will receive badges' } },
  report: { file: 'step-report', alt: { ko: '발급 현황을 보여주는 막대그래프', en: 'A bar chart of badges issued' } },
  course: { file: 'step-course', alt: { ko: '강의 화면과 수료 배지', en: 'A lesson on screen and a completion badge' } },
  training: { file: 'step-training', alt: { ko: '그래프를 띄운 보드 앞에서 강의하는 사람', en: 'A trainer presenting a chart on a board' } },
  event: { file: 'step-event', alt: { ko: '행사 날짜가 표시된 달력과 참가 배지', en: 'A calendar with the event day marked, and an attendance badge' } },
} as const satisfies Record<string, { file: string; alt: LocalizedText }>

/** A concept that has an illustration. */
export type IllustrationName = keyof typeof illustrations

/** Every concept with its file's address, for the checks of `art.test.ts`. */
export const illustrationFiles = Object.entries(illustrations).map(([name, { file }]) => ({ name, src: `/illustrations/${file}.svg` }))

/** A concept's illustration with its description: a step's picture, which carries meaning. */
export const illustration = (name: IllustrationName) => ({ src: `/illustrations/${illustrations[name].file}.svg`, width: 320, height: 200, alt: illustrations[name].alt })

/** A concept's illustration as decoration: a card's picture, whose title says the same. */
export const cardArt = (name: IllustrationName) => ({ src: `/illustrations/${illustrations[name].file}.svg`, width: 320, height: 200 })

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
