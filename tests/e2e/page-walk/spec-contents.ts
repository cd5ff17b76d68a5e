import type { Page } from '@playwright/test'
import { expect } from '../fixtures'
import { about } from '../../../manifest/pages/about'
import { company } from '../../../manifest/pages/company'
import { asSet } from '../site'
import { fill, inNewTab, interfaceWords, languageOf, sectionOf, type Segment } from '../words'

// docs/rules/pages.md §2.5, §2.7, §2.8, §2.11, docs/rules/company.md §2.9 and docs/rules/routing.md §2.14, written out here: what each informational page must
// show, in each language, named the way a visitor (or a screen reader) finds it.
export type SpecContents = { headings: string[]; links?: string[]; images?: string[] }

/**
 * The company page (docs/rules/company.md §2.9): every section's heading, and the ways in to the
 * rest of the company (the last grid): each card's title and link, in the words of its manifest entry.
 */
function companyContents(segment: Segment): SpecContents {
  const language = languageOf[segment]
  const waysIn = company.sections.filter((section) => section.type === 'card-grid').at(-1)
  if (!waysIn) throw new Error('company: no card grid')
  return {
    headings: [...company.sections.flatMap((section) => ('heading' in section && section.heading ? [section.heading[language]] : [])), ...waysIn.items.map((item) => item.title[language])],
    links: waysIn.items.flatMap((item) => (item.link ? [item.link.label[language]] : [])),
  }
}

/** The about page (docs/rules/company.md §2.9): the map's and the office's headings, and the three map services, in the words of its manifest entry. */
function aboutContents(segment: Segment): SpecContents {
  const language = languageOf[segment]
  const words = interfaceWords[segment].officeMap
  return {
    headings: [sectionOf(about, 'office-map').heading[language], sectionOf(about, 'info-rows').heading[language]],
    links: [words.kakao, words.naver, words.google].map((service) => inNewTab(fill(words.openIn, { service }), segment)),
  }
}
export const specContents: { path: string; kor: SpecContents; eng: SpecContents }[] = [
  {
    path: 'openbadge',
    kor: {
      headings: ['오픈배지란 무엇인가요?', '이미지 안에 정보가 들어 있습니다', '누구나 진위를 확인할 수 있습니다', '받은 배지는 내 것으로 모으고 공유합니다', '오픈배지를 주고받는 사람들', '발급자', '받는 사람', '확인하는 사람', '이런 배지를 발급할 수 있습니다', '참여 배지', '수료 배지', '성취 배지', '역량 배지', '자격 배지'],
      links: ['배지 갤러리 보기'],
    },
    eng: {
      headings: ['What is an Open Badge?', 'The information lives inside the image', 'Anyone can check that a badge is genuine', 'Badges are yours to collect and share', 'Who takes part', 'Issuer', 'Recipient', 'Verifier', 'Five kinds of badge', 'Participation', 'Completion', 'Achievement', 'Skill', 'Certification'],
      links: ['See the badge gallery'],
    },
  },
  { path: 'service', kor: { headings: ['세 가지 서비스', '배지 하나가 걸어가는 길', '발급', '수령과 보관', '공유', '검증'] }, eng: { headings: ['Three services', 'The life of a badge', 'Issue', 'Receive and keep', 'Share', 'Verify'] } },
  {
    path: 'service/issuance',
    kor: { headings: ['두 가지 발급 방식', '네 단계로 끝나는 발급', '배지 디자인', '수여 기준 설정', '받는 사람 등록', '발급'], links: ['발급 도입 문의하기'] },
    eng: { headings: ['Two ways to issue', 'Issuing in four steps', 'Design the badge', 'Set the criteria', 'Add the recipients', 'Issue'], links: ['Ask us about issuing'] },
  },
  { path: 'service/management', kor: { headings: ['배지를 받으면', '지갑에 모으기', '지갑으로 할 수 있는 일', '모으기', '보여주기', '공유하기'] }, eng: { headings: ['When a badge arrives', 'Collect it in your wallet', 'What the wallet does', 'Collect', 'Showcase', 'Share'] } },
  { path: 'solutions', kor: { headings: ['기관에 맞는 솔루션', '도입은 이렇게 진행됩니다'], links: ['교육기관 솔루션', '기업 솔루션', '협회·단체 솔루션'] }, eng: { headings: ['A solution for each kind of organisation', 'How getting started works'], links: ['For education', 'For enterprises', 'For associations'] } },
  {
    path: 'solutions/education',
    kor: { headings: ['배움이 증명이 되기까지', '교육 현장에서 이렇게 씁니다', '역량 배지와 마이크로디그리', '도입 사례와 활용 팁을 블로그에서 만나보세요'], links: ['블로그 보러 가기 (새 창에서 열림)'] },
    eng: { headings: ['From learning to proof', 'What schools use it for', 'Skill badges and micro-degrees', 'Stories and tips on our blog'], links: ['Visit the blog (opens in a new tab)'] },
  },
  {
    path: 'solutions/enterprise',
    kor: { headings: ['교육이 브랜드가 되는 네 단계', '브랜드를 담은 배지', '기업이 얻는 일곱 가지', '브랜드 노출', '채용과 배치'], images: ['회사 건물과 회사 로고를 넣은 배지'] },
    eng: { headings: ['Four steps from training to brand', 'Badges in your branding', 'Seven things your company gains', 'Brand reach', 'Hiring and staffing'], images: ['A company building and a badge bearing the company logo'] },
  },
  { path: 'solutions/association', kor: { headings: ['회원의 활동을 배지로', '회원 자격 발급', '협회가 얻는 세 가지', '자격 관리 부담 감소'] }, eng: { headings: ["Your members' work, as badges", 'Issue membership', 'Three gains for your association', 'Less work managing qualifications'] } },
  {
    path: company.path,
    kor: companyContents('kor'),
    eng: companyContents('eng'),
  },
  {
    path: about.path,
    kor: aboutContents('kor'),
    eng: aboutContents('eng'),
  },
  {
    path: 'user-for-openbadge',
    kor: { headings: ['발급자 로그인', '배지 지갑 로그인'], links: ['발급자 사이트 로그인 (새 창에서 열림)', '발급 가이드', '배지 지갑 로그인 (새 창에서 열림)', '수령자 가이드'] },
    eng: { headings: ['Issuer sign-in', 'Badge wallet sign-in'], links: ['Sign in as an issuer (opens in a new tab)', 'Issuer guide', 'Sign in to the wallet (opens in a new tab)', 'Recipient guide'] },
  },
  {
    path: 'user-for-openbadge-v3',
    kor: { headings: ['3.0 발급자 사이트', '3.0 지갑'], links: ['3.0 발급자 로그인 (새 창에서 열림)', '3.0 지갑 로그인 (새 창에서 열림)', '샘플 배지로 써 보기'] },
    eng: {
      headings: ['Open Badges 3.0 issuer site', 'Open Badges 3.0 wallet'],
      links: ['Sign in as an issuer (opens in a new tab)', 'Sign in to the wallet (opens in a new tab)', 'Try it with a sample badge'],
    },
  },
]

/**
 * What the spec names on the page at `url` (when the table above has it), visible as a visitor
 * (or a screen reader) finds it: its headings, links and pictures by name.
 */
export async function expectSpecContents(page: Page, url: string): Promise<void> {
  const [, segment, ...rest] = url.split('/') as [string, 'kor' | 'eng', ...string[]]
  const expected = specContents.find((p) => p.path === rest.join('/'))?.[segment]
  if (!expected) return
  const { headings, links = [], images = [] } = expected
  // As the page sets them: a middle dot is held to the word before it (manifest/no-break.ts).
  for (const name of headings) await expect(page.getByRole('heading', { name: asSet(name, true) }).first(), name).toBeVisible()
  for (const name of links) await expect(page.getByRole('link', { name: asSet(name, true) }), name).toBeVisible()
  for (const name of images) await expect(page.getByRole('img', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }), name).toBeVisible()
}

/** The pictures of the page's main part that reserve no box (width and height) or say nothing (no alt, not even an empty one). */
export async function unsizedImages(page: Page): Promise<(string | null)[]> {
  return page
    .locator('main img')
    .evaluateAll((imgs) => imgs.filter((i) => !i.getAttribute('width') || !i.getAttribute('height') || i.getAttribute('alt') === null).map((i) => i.getAttribute('src')))
}
