import { definePage } from '../schema/page'

export const badgesGallery = definePage({
  id: 'BadgesGalleryPage',
  path: 'openbadge/badge-list',
  title: { ko: '배지 갤러리', en: 'Badge gallery' },
  description: {
    ko: '교육, 기업, 협회와 여러 기관이 발급한 오픈배지를 분야별로 찾아보세요.',
    en: 'Browse Open Badges issued by schools, companies, associations and other organisations.',
  },
  query: [
    { kind: 'api-enum', name: 'category', schema: 'GalleryCategoryFilter' },
    { kind: 'text', name: 'search', default: '' },
  ],
  sections: [
    {
      type: 'badge-gallery',
      categories: {
        all: { ko: '전체', en: 'All' },
        edu: { ko: '교육', en: 'Education' },
        corp: { ko: '기업', en: 'Enterprise' },
        group: { ko: '협회', en: 'Association' },
        etc: { ko: '기타', en: 'Others' },
      },
      tabsLabel: { ko: '배지 분야', en: 'Badge categories' },
      searchLabel: { ko: '배지 검색', en: 'Search badges' },
      searchPlaceholder: { ko: '배지 이름 또는 발급 기관', en: 'Badge or issuer' },
      searchButton: { ko: '검색', en: 'Search' },
      searchWithoutScripts: {
        ko: '검색은 자바스크립트를 켜야 동작합니다. 위는 이 분야의 배지 전체로, 위에 적힌 시각의 목록입니다.',
        en: 'Searching needs JavaScript. Above are all badges of this category, as listed at the time given above.',
      },
      clearLabel: { ko: '검색어 지우기', en: 'Clear search' },
      noResults: { ko: '‘{search}’에 해당하는 배지가 없습니다.', en: 'No badges match “{search}”.' },
      searchAll: { ko: '전체 분야에서 ‘{search}’ 찾기', en: 'Search all categories for “{search}”' },
      resultCount: { ko: '배지 {count}개', en: '{count} badges' },
    },
  ],
})
