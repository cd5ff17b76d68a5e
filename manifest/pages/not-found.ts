import { definePage } from '../schema/page'

/** Shown for `/{lang}/404` and for every path that matches no page (HTTP 404 on the server). */
export const notFound = definePage({
  id: 'NotFoundPage',
  path: '404',
  title: { ko: '페이지를 찾을 수 없습니다', en: 'Page not found' },
  description: {
    ko: '죄송합니다. 요청하신 페이지가 없거나 주소가 바뀌었습니다. 주소를 다시 확인해 주세요.',
    en: 'Sorry, the page you asked for does not exist or has moved. Please check the address.',
  },
  inquiryBanner: false,
  indexable: false,
  sections: [
    { type: 'actions', items: [{ label: { ko: '홈으로 가기', en: 'Go to the home page' }, page: 'HomePage' }] },
    { type: 'site-sections', heading: { ko: '이런 페이지를 찾으셨나요?', en: 'Were you looking for one of these?' } },
  ],
})
