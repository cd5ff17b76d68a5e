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
})
