import type { components } from '../../src/generated/api.gen'
import type { LocalizedText } from '../../manifest/schema/text'
import type { Locales } from '../../src/i18n/i18n-types'

type GalleryBadge = components['schemas']['GalleryBadge']
type GalleryCategory = components['schemas']['GalleryCategory']

/**
 * A name in each of the site's languages. The contract's badge has one `badgeTitle` and one
 * `issuerName`; the reference server answers the one Accept-Language asks for (server/api/operations.ts),
 * so an English page lists English names. A provider whose badges have one name sends it for both.
 */
type Names = LocalizedText

/** One invented issuer: every name is sample data, every address an `.example` placeholder. */
interface SampleIssuer {
  name: Names
  slug: string
}

interface SampleBadge {
  title: Names
  issuer: SampleIssuer
}

const issuers = {
  hanbit: { name: { ko: '한빛샘플대학교', en: 'Hanbit Sample University' }, slug: 'hanbit-sample-university' },
  maple: { name: { ko: '메이플예시칼리지', en: 'Maple Example College' }, slug: 'maple-example-college' },
  saebom: { name: { ko: '새봄예시고등학교', en: 'Saebom Example High School' }, slug: 'saebom-example-high-school' },
  lumen: { name: { ko: '루멘샘플아카데미', en: 'Lumen Sample Academy' }, slug: 'lumen-sample-academy' },
  dasol: { name: { ko: '다솔샘플테크', en: 'Dasol Sample Tech' }, slug: 'dasol-sample-tech' },
  northwind: { name: { ko: '노스윈드예시', en: 'Northwind Example Corp.' }, slug: 'northwind-example-corp' },
  ireum: { name: { ko: '이음예시물산', en: 'Ireum Example Trading' }, slug: 'ireum-example-trading' },
  blueriver: { name: { ko: '블루리버샘플연구소', en: 'Blue River Sample Labs' }, slug: 'blue-river-sample-labs' },
  guild: { name: { ko: '한국샘플디자인협회', en: 'Korea Sample Design Guild' }, slug: 'korea-sample-design-guild' },
  makers: { name: { ko: '예시메이커스협회', en: 'Example Makers Association' }, slug: 'example-makers-association' },
  volunteers: { name: { ko: '초록예시봉사단', en: 'Chorok Example Volunteers' }, slug: 'chorok-example-volunteers' },
  forum: { name: { ko: '샘플에듀테크포럼', en: 'Sample EdTech Forum' }, slug: 'sample-edtech-forum' },
  library: { name: { ko: '누리샘플도서관', en: 'Nuri Sample Library' }, slug: 'nuri-sample-library' },
  museum: { name: { ko: '예시시립과학관', en: 'Example City Science Museum' }, slug: 'example-city-science-museum' },
} satisfies Record<string, SampleIssuer>

const badgesByCategory: Record<GalleryCategory, SampleBadge[]> = {
  edu: [
    { title: { ko: '디지털 리터러시 기초', en: 'Digital Literacy Basics' }, issuer: issuers.hanbit },
    { title: { ko: '데이터 분석 입문', en: 'Introduction to Data Analysis' }, issuer: issuers.hanbit },
    { title: { ko: 'AI 윤리 이해', en: 'Understanding AI Ethics' }, issuer: issuers.hanbit },
    { title: { ko: '학습 설계 전문가', en: 'Learning Design Specialist' }, issuer: issuers.hanbit },
    { title: { ko: '학술적 글쓰기 기초', en: 'Academic Writing Fundamentals' }, issuer: issuers.maple },
    { title: { ko: '파이썬 입문', en: 'Introduction to Python' }, issuer: issuers.maple },
    { title: { ko: '실무 통계', en: 'Statistics in Practice' }, issuer: issuers.maple },
    { title: { ko: '캡스톤 프로젝트 수료', en: 'Capstone Project Completion' }, issuer: issuers.maple },
    { title: { ko: '창의융합 프로젝트 수료', en: 'Creative Convergence Project Completion' }, issuer: issuers.saebom },
    { title: { ko: '독서 토론 리더', en: 'Book Discussion Leader' }, issuer: issuers.saebom },
    { title: { ko: '과학 탐구 우수', en: 'Science Inquiry Excellence' }, issuer: issuers.saebom },
    { title: { ko: '코딩 동아리 활동', en: 'Coding Club Member' }, issuer: issuers.saebom },
    { title: { ko: '말하기 1단계', en: 'Public Speaking Level 1' }, issuer: issuers.lumen },
    { title: { ko: '디자인 씽킹 워크숍', en: 'Design Thinking Workshop' }, issuer: issuers.lumen },
    { title: { ko: '디지털 시민의식', en: 'Digital Citizenship' }, issuer: issuers.lumen },
    { title: { ko: '또래 튜터', en: 'Peer Tutor' }, issuer: issuers.lumen },
  ],
  corp: [
    { title: { ko: '신입사원 온보딩 완료', en: 'New Hire Onboarding Completed' }, issuer: issuers.dasol },
    { title: { ko: '클라우드 운영 실무', en: 'Cloud Operations in Practice' }, issuer: issuers.dasol },
    { title: { ko: '정보보안 인식 교육', en: 'Security Awareness Training' }, issuer: issuers.dasol },
    { title: { ko: '애자일 팀 리더', en: 'Agile Team Lead' }, issuer: issuers.dasol },
    { title: { ko: '고객 성공 챔피언', en: 'Customer Success Champion' }, issuer: issuers.northwind },
    { title: { ko: '영업 우수상 2024', en: 'Sales Excellence 2024' }, issuer: issuers.northwind },
    { title: { ko: '리더십 핵심 과정', en: 'Leadership Essentials' }, issuer: issuers.northwind },
    { title: { ko: '안전 우선 인증', en: 'Safety First Certified' }, issuer: issuers.northwind },
    { title: { ko: '품질관리 전문가', en: 'Quality Management Specialist' }, issuer: issuers.ireum },
    { title: { ko: '글로벌 무역 실무', en: 'Global Trade in Practice' }, issuer: issuers.ireum },
    { title: { ko: 'ESG 경영 이해', en: 'Understanding ESG Management' }, issuer: issuers.ireum },
    { title: { ko: '연구 방법론', en: 'Research Methods' }, issuer: issuers.blueriver },
    { title: { ko: '실험실 안전 2단계', en: 'Lab Safety Level 2' }, issuer: issuers.blueriver },
    { title: { ko: '혁신 스프린트', en: 'Innovation Sprint' }, issuer: issuers.blueriver },
  ],
  group: [
    { title: { ko: 'UX 디자인 실무자', en: 'UX Design Practitioner' }, issuer: issuers.guild },
    { title: { ko: '브랜드 디자인 심화', en: 'Advanced Brand Design' }, issuer: issuers.guild },
    { title: { ko: '디자인 멘토', en: 'Design Mentor' }, issuer: issuers.guild },
    { title: { ko: '타이포그래피 마스터', en: 'Typography Master' }, issuer: issuers.guild },
    { title: { ko: '메이커 스페이스 안전', en: 'Maker Space Safety' }, issuer: issuers.makers },
    { title: { ko: '3D 프린팅 실무자', en: '3D Printing Practitioner' }, issuer: issuers.makers },
    { title: { ko: '전자 공작가', en: 'Electronics Tinkerer' }, issuer: issuers.makers },
    { title: { ko: '메이커 페어 자원봉사자', en: 'Maker Faire Volunteer' }, issuer: issuers.makers },
    { title: { ko: '환경 봉사 50시간', en: '50 Hours of Environmental Volunteering' }, issuer: issuers.volunteers },
    { title: { ko: '지역사회 나눔 리더', en: 'Community Sharing Leader' }, issuer: issuers.volunteers },
    { title: { ko: '에듀테크 연사', en: 'EdTech Speaker' }, issuer: issuers.forum },
    { title: { ko: '에듀테크 포럼 참가자', en: 'EdTech Forum Participant' }, issuer: issuers.forum },
  ],
  other: [
    { title: { ko: '여름 독서 챌린지', en: 'Summer Reading Challenge' }, issuer: issuers.library },
    { title: { ko: '도서관 탐험가', en: 'Library Explorer' }, issuer: issuers.library },
    { title: { ko: '그림책 읽어주기 봉사', en: 'Picture Book Reading Volunteer' }, issuer: issuers.library },
    { title: { ko: '시민 기록가', en: 'Citizen Archivist' }, issuer: issuers.library },
    { title: { ko: '꼬마 천문학자', en: 'Junior Astronomer' }, issuer: issuers.museum },
    { title: { ko: '과학의 밤 탐험가', en: 'Science Night Explorer' }, issuer: issuers.museum },
    { title: { ko: '공룡 탐정', en: 'Dinosaur Detective' }, issuer: issuers.museum },
    { title: { ko: '로봇의 날 제작자', en: 'Robotics Day Builder' }, issuer: issuers.museum },
    { title: { ko: '박물관 안내 자원봉사자', en: 'Museum Guide Volunteer' }, issuer: issuers.museum },
    { title: { ko: '호기심 여권', en: 'Curiosity Passport' }, issuer: issuers.museum },
  ],
}

export const galleryCategories = Object.keys(badgesByCategory) as GalleryCategory[]

/** The image file name of a badge, e.g. `edu-01.svg`: one place so art and rows agree. */
function badgeImageFileName(category: GalleryCategory, indexInCategory: number): string {
  return `${category}-${String(indexInCategory + 1).padStart(2, '0')}.svg`
}

/** A gallery row as the database holds it: the contract's badge with its two names in both languages. */
export type SampleGalleryRow = Omit<GalleryBadge, 'badgeTitle' | 'issuerName'> & { badgeTitle: Names; issuerName: Names }

/** Every sample gallery badge, ids from 1 in category order, with its names in both languages. */
export function sampleGalleryRows(): SampleGalleryRow[] {
  const rows: SampleGalleryRow[] = []
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

/** Every sample gallery badge as the API answers in `language`. */
export function sampleGalleryBadges(language: Locales): GalleryBadge[] {
  return sampleGalleryRows().map((row) => ({ ...row, badgeTitle: row.badgeTitle[language], issuerName: row.issuerName[language] }))
}
