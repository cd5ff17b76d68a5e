import { definePage } from '../schema/page'

export const about = definePage({
  id: 'AboutPage',
  path: 'company/about',
  title: { ko: '회사 소개와 오시는 길', en: 'About us and directions' },
  description: {
    ko: '회사 정보와 서울 사무실 위치, 오시는 길을 안내합니다.',
    en: 'Who we are, where our Seoul office is and how to get there.',
  },
  sections: [
    {
      type: 'text',
      heading: { ko: '배움과 일의 성취를 증명하는 회사', en: 'We make achievements provable' },
      paragraphs: [
        {
          ko: '우리는 국제 표준 오픈배지로 배지를 발급하고 관리하는 서비스와, 받은 배지를 모아 공유하는 지갑을 만듭니다. 교육기관, 기업, 협회가 구성원의 성취를 인정하고, 받는 사람은 그 성취를 어디서든 증명할 수 있도록 돕습니다.',
          en: 'We build the service that issues and manages badges to the Open Badges standard, and the wallet where recipients collect and share them. We help schools, companies and associations recognise what their people achieve, and help those people prove it anywhere.',
        },
      ],
    },
    {
      type: 'office-map',
      heading: { ko: '찾아오시는 길', en: 'Find us' },
      place: { ko: '오배지 서울 사무실', en: 'oBadge Seoul office' },
      lat: 37.5663,
      lng: 126.9779,
    },
    {
      type: 'info-rows',
      heading: { ko: '사무실 안내', en: 'Office details' },
      rows: [
        { label: { ko: '주소', en: 'Address' }, lines: [{ brand: 'address' }] },
        { label: { ko: '고객 지원', en: 'Support' }, lines: [{ brand: 'supportPhone' }, { brand: 'supportEmail' }] },
        { label: { ko: '운영 시간', en: 'Opening hours' }, lines: [{ brand: 'supportHours' }] },
        {
          label: { ko: '대중교통', en: 'Public transport' },
          lines: [{ ko: '지하철 1·2호선 시청역 (예시)', en: 'City Hall station, subway lines 1 and 2 (sample)' }],
        },
      ],
      notes: [
        {
          ko: '시청역에서 세종대로를 따라 걸어서 5분 정도 걸립니다. 건물 주차 공간이 적으니 대중교통을 이용해 주세요. 방문 전 고객 지원으로 연락 주시면 안내해 드립니다.',
          en: 'It is about a five-minute walk from City Hall station along Sejong-daero. Parking at the building is limited, so please come by public transport, and call support before your visit so we can expect you.',
        },
      ],
    },
  ],
})
