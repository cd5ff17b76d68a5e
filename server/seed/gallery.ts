import type { components } from '../../src/generated/api.gen'

type GalleryBadge = components['schemas']['GalleryBadge']
type GalleryCategory = components['schemas']['GalleryCategory']

/** One invented issuer: every name is sample data, every address an `.example` placeholder. */
interface SampleIssuer {
  name: string
  slug: string
}

interface SampleBadge {
  title: string
  issuer: SampleIssuer
}

const issuers = {
  hanbit: { name: '한빛샘플대학교', slug: 'hanbit-sample-university' },
  maple: { name: 'Maple Example College', slug: 'maple-example-college' },
  saebom: { name: '새봄예시고등학교', slug: 'saebom-example-high-school' },
  lumen: { name: 'Lumen Sample Academy', slug: 'lumen-sample-academy' },
  dasol: { name: '다솔샘플테크', slug: 'dasol-sample-tech' },
  northwind: { name: 'Northwind Example Corp.', slug: 'northwind-example-corp' },
  ireum: { name: '이음예시물산', slug: 'ireum-example-trading' },
  blueriver: { name: 'Blue River Sample Labs', slug: 'blue-river-sample-labs' },
  guild: { name: '한국샘플디자인협회', slug: 'korea-sample-design-guild' },
  makers: { name: 'Example Makers Association', slug: 'example-makers-association' },
  volunteers: { name: '초록예시봉사단', slug: 'chorok-example-volunteers' },
  forum: { name: 'Sample EdTech Forum', slug: 'sample-edtech-forum' },
  library: { name: '누리샘플도서관', slug: 'nuri-sample-library' },
  museum: { name: 'Example City Science Museum', slug: 'example-city-science-museum' },
} satisfies Record<string, SampleIssuer>

const badgesByCategory: Record<GalleryCategory, SampleBadge[]> = {
  edu: [
    { title: '디지털 리터러시 기초', issuer: issuers.hanbit },
    { title: '데이터 분석 입문', issuer: issuers.hanbit },
    { title: 'AI 윤리 이해', issuer: issuers.hanbit },
    { title: '학습 설계 전문가', issuer: issuers.hanbit },
    { title: 'Academic Writing Fundamentals', issuer: issuers.maple },
    { title: 'Introduction to Python', issuer: issuers.maple },
    { title: 'Statistics in Practice', issuer: issuers.maple },
    { title: 'Capstone Project Completion', issuer: issuers.maple },
    { title: '창의융합 프로젝트 수료', issuer: issuers.saebom },
    { title: '독서 토론 리더', issuer: issuers.saebom },
    { title: '과학 탐구 우수', issuer: issuers.saebom },
    { title: '코딩 동아리 활동', issuer: issuers.saebom },
    { title: 'Public Speaking Level 1', issuer: issuers.lumen },
    { title: 'Design Thinking Workshop', issuer: issuers.lumen },
    { title: 'Digital Citizenship', issuer: issuers.lumen },
    { title: 'Peer Tutor', issuer: issuers.lumen },
  ],
  corp: [
    { title: '신입사원 온보딩 완료', issuer: issuers.dasol },
    { title: '클라우드 운영 실무', issuer: issuers.dasol },
    { title: '정보보안 인식 교육', issuer: issuers.dasol },
    { title: '애자일 팀 리더', issuer: issuers.dasol },
    { title: 'Customer Success Champion', issuer: issuers.northwind },
    { title: 'Sales Excellence 2024', issuer: issuers.northwind },
    { title: 'Leadership Essentials', issuer: issuers.northwind },
    { title: 'Safety First Certified', issuer: issuers.northwind },
    { title: '품질관리 전문가', issuer: issuers.ireum },
    { title: '글로벌 무역 실무', issuer: issuers.ireum },
    { title: 'ESG 경영 이해', issuer: issuers.ireum },
    { title: 'Research Methods', issuer: issuers.blueriver },
    { title: 'Lab Safety Level 2', issuer: issuers.blueriver },
    { title: 'Innovation Sprint', issuer: issuers.blueriver },
  ],
  group: [
    { title: 'UX 디자인 실무자', issuer: issuers.guild },
    { title: '브랜드 디자인 심화', issuer: issuers.guild },
    { title: '디자인 멘토', issuer: issuers.guild },
    { title: '타이포그래피 마스터', issuer: issuers.guild },
    { title: 'Maker Space Safety', issuer: issuers.makers },
    { title: '3D Printing Practitioner', issuer: issuers.makers },
    { title: 'Electronics Tinkerer', issuer: issuers.makers },
    { title: 'Maker Faire Volunteer', issuer: issuers.makers },
    { title: '환경 봉사 50시간', issuer: issuers.volunteers },
    { title: '지역사회 나눔 리더', issuer: issuers.volunteers },
    { title: 'EdTech Speaker', issuer: issuers.forum },
    { title: 'EdTech Forum Participant', issuer: issuers.forum },
  ],
  other: [
    { title: '여름 독서 챌린지', issuer: issuers.library },
    { title: '도서관 탐험가', issuer: issuers.library },
    { title: '그림책 읽어주기 봉사', issuer: issuers.library },
    { title: '시민 기록가', issuer: issuers.library },
    { title: 'Junior Astronomer', issuer: issuers.museum },
    { title: 'Science Night Explorer', issuer: issuers.museum },
    { title: 'Dinosaur Detective', issuer: issuers.museum },
    { title: 'Robotics Day Builder', issuer: issuers.museum },
    { title: 'Museum Guide Volunteer', issuer: issuers.museum },
    { title: 'Curiosity Passport', issuer: issuers.museum },
  ],
}

export const galleryCategories = Object.keys(badgesByCategory) as GalleryCategory[]

/** The image file name of a badge, e.g. `edu-01.svg`: one place so art and rows agree. */
function badgeImageFileName(category: GalleryCategory, indexInCategory: number): string {
  return `${category}-${String(indexInCategory + 1).padStart(2, '0')}.svg`
}

/** Every sample gallery badge, ids from 1 in category order. */
export function sampleGalleryBadges(): GalleryBadge[] {
  const rows: GalleryBadge[] = []
  for (const category of galleryCategories) {
    badgesByCategory[category].forEach((badge, index) => {
      const file = badgeImageFileName(category, index)
      rows.push({
        id: rows.length + 1,
        category,
        badgeTitle: badge.title,
        issuerName: badge.issuer.name,
        badgeLinkUrl: `https://badges.example/${file.replace('.svg', '')}`,
        issuerLinkUrl: `https://issuers.example/${badge.issuer.slug}`,
        badgeImagePath: `/badges/${file}`,
      })
    })
  }
  return rows
}
