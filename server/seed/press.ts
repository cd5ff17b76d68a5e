import type { components } from '../../src/generated/api.gen'

type PressItem = components['schemas']['PressItem']

/**
 * Invented media companies, each writing in one language; `slug` builds the placeholder article
 * address. A headline is in its outlet's language, as a real press list's rows are: a Korean page
 * lists English articles too, but no row mixes the two.
 */
const publishers = [
  { name: '샘플경제신문', slug: 'sample-economy', language: 'ko' },
  { name: '예시일보', slug: 'example-daily', language: 'ko' },
  { name: 'Example Tech Weekly', slug: 'tech-weekly', language: 'en' },
  { name: '가상교육뉴스', slug: 'virtual-edu-news', language: 'ko' },
  { name: 'The Sample Herald', slug: 'sample-herald', language: 'en' },
  { name: '데모IT저널', slug: 'demo-it-journal', language: 'ko' },
  { name: 'Placeholder Business Review', slug: 'placeholder-business', language: 'en' },
  { name: '샘플미래신문', slug: 'sample-future', language: 'ko' },
  { name: 'EdTech Example Post', slug: 'edtech-example-post', language: 'en' },
  { name: '예시방송 뉴스', slug: 'example-broadcast', language: 'ko' },
  { name: 'Demo Learning Times', slug: 'demo-learning-times', language: 'en' },
  { name: '가상산업일보', slug: 'virtual-industry', language: 'ko' },
] as const

/** Headlines and their topics, by the language they are written in. */
const headlines = {
  ko: {
    templates: [
      '오배지, {topic} 관련 신규 기능 공개',
      '디지털 배지로 여는 {topic}의 새 기준',
      '{topic}, 오픈배지 도입 사례 늘어',
      '[인터뷰] 샘플 담당자가 말하는 {topic}',
      '{topic} 분야 디지털 인증서 발급 10만 건 돌파 (예시)',
      '오배지 지갑, {topic} 파트너십 체결',
      '{topic} 행사서 오픈배지 세미나 열려',
    ],
    topics: ['대학 교육', '기업 직무교육', '평생학습', '마이크로 크리덴셜', '협회 자격관리', '초중등 교육', '채용 검증', 'AI 교육', '청소년 활동', '디지털 지갑'],
  },
  en: {
    templates: [
      'oBadge expands {topic} with Open Badges 3.0',
      'How digital credentials are changing {topic}',
      'Sample report: {topic} adopts verifiable badges',
      'Interview: a sample lead on {topic}',
      'Open Badges seminar held at a {topic} event',
    ],
    topics: ['micro-credentials', 'K-12 education', 'lifelong learning', 'workforce training', 'professional associations', 'skills-based hiring', 'university teaching'],
  },
} as const

/** Small deterministic generator (mulberry32): the same seed data on every machine. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function pick<T>(list: readonly T[], random: () => number): T {
  const item = list[Math.floor(random() * list.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

const samplePressCount = 140
const firstMonth = Date.UTC(2022, 3, 1) // April 2022
const monthsCovered = 43 // April 2022 to October 2025 inclusive

/** About 140 invented press items from 2022-04 to 2025-10, oldest first, ids from 1. */
export function samplePressItems(): PressItem[] {
  const random = seededRandom(20251031)
  const items: PressItem[] = []
  for (let i = 0; i < samplePressCount; i++) {
    const monthOffset = Math.floor((i * monthsCovered) / samplePressCount)
    const date = new Date(firstMonth)
    date.setUTCMonth(date.getUTCMonth() + monthOffset)
    date.setUTCDate(1 + Math.floor(random() * 28))
    date.setUTCHours(9 + Math.floor(random() * 8))
    const publisher = pick(publishers, random)
    const { templates, topics } = headlines[publisher.language]
    const title = pick(templates, random).replace('{topic}', pick(topics, random))
    const id = i + 1
    items.push({
      id,
      publisher: publisher.name,
      title,
      linkUrl: `https://news.example/${publisher.slug}/${id}`,
      publishedDate: date.toISOString(),
      // A few withdrawn articles, so the site's `display: false` filter has something to hide.
      display: id % 31 !== 0,
    })
  }
  return items
}
