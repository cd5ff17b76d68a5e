import { definePage } from '../schema/page'

const image = (name: string, alt: { ko: string; en: string }) => ({ src: `/illustrations/${name}.svg`, width: 560, height: 400, alt })
/** The diagram's pictures of the three parties (public/illustrations/role-*.svg); their names are text beside them. */
const role = (name: 'issuer' | 'recipient' | 'verifier') => ({ src: `/illustrations/role-${name}.svg`, width: 184, height: 184 })

export const openbadges = definePage({
  id: 'OpenbadgesPage',
  path: 'openbadge',
  title: { ko: '오픈배지 소개', en: 'About Open Badges' },
  description: {
    ko: '오픈배지는 성취를 나타내는 이미지에 검증할 수 있는 정보를 담은 국제 표준 디지털 배지입니다.',
    en: 'Open Badges are digital badges to an international standard: an image of an achievement that carries verifiable data.',
  },
  sections: [
    {
      type: 'intro-blocks',
      items: [
        {
          eyebrow: { ko: '국제 표준', en: 'An open standard' },
          title: { ko: '오픈배지란 무엇인가요?', en: 'What is an Open Badge?' },
          paragraphs: [
            {
              ko: '오픈배지는 학습과 활동, 자격 같은 성취를 검증할 수 있는 정보와 함께 담은 디지털 배지입니다. 어떤 성취인지, 누가 주었는지, 어떤 기준으로 받았는지가 배지 안에 들어 있습니다.',
              en: 'Open Badges are visual symbols of accomplishments packed with verifiable metadata: what was achieved, who awarded it and against which criteria travel inside the badge.',
            },
            {
              ko: 'Mozilla가 맥아더 재단의 지원으로 처음 만들었고, 지금은 교육 기술 표준 단체인 1EdTech(2022년 IMS Global에서 이름 변경)가 관리하는 공개 표준입니다.',
              en: 'Mozilla first developed the standard with support from the MacArthur Foundation; today it is maintained by 1EdTech, the education technology standards body known as IMS Global until 2022.',
            },
          ],
          image: image('ob-what', { ko: '기준이 적힌 문서 옆에 리본이 달린 배지', en: 'A ribboned badge beside a document listing its criteria' }),
        },
        {
          eyebrow: { ko: '메타데이터', en: 'Metadata' },
          title: { ko: '이미지 안에 정보가 들어 있습니다', en: 'The information lives inside the image' },
          paragraphs: [
            {
              ko: '배지 이름과 설명, 수여 기준, 발급자, 발급일과 만료일, 증빙 자료, 관련 역량이 표준 형식의 데이터로 기록됩니다.',
              en: 'Name and description, criteria, issuer, issue and expiry dates, evidence and related skills are recorded as data in a standard format.',
            },
            {
              ko: '이 데이터는 PNG나 SVG 배지 이미지에 직접 담을 수 있어(베이킹), 이미지 파일 하나만 옮겨도 정보가 함께 따라갑니다.',
              en: 'The data can be baked into the PNG or SVG badge image itself, so the information goes wherever the image file goes.',
            },
          ],
          image: image('ob-metadata', { ko: '배지에서 이름, 기준, 발급자, 날짜 정보가 펼쳐지는 모습', en: 'A badge unfolding into its name, criteria, issuer and date fields' }),
        },
        {
          eyebrow: { ko: '검증', en: 'Verification' },
          title: { ko: '누구나 진위를 확인할 수 있습니다', en: 'Anyone can check that a badge is genuine' },
          paragraphs: [
            {
              ko: '검증은 데이터가 올바른지, 정말 그 발급자가 만들었는지, 받는 사람이 맞는지, 만료되거나 취소되지 않았는지를 확인합니다.',
              en: 'Verification checks that the data is valid, that the stated issuer really created it, that it belongs to its recipient, and that it has not expired or been revoked.',
            },
            {
              ko: '오픈배지 3.0에서 배지는 W3C 검증 가능한 자격증명(Verifiable Credential)이며, 발급자의 전자서명으로 위변조 여부를 확인합니다.',
              en: 'In Open Badges 3.0 a badge is a W3C Verifiable Credential, and the issuer\'s digital signature shows whether it has been altered.',
            },
          ],
          // A drawn screen of the product with sample names (npm run draw:screens), not a customer's.
          image: {
            src: { ko: '/illustrations/verification-result.ko.svg', en: '/illustrations/verification-result.en.svg' },
            width: 560,
            height: 400,
            // Below the tablet breakpoint: the same screen drawn for a phone, its words readable at 320 px.
            narrow: { src: { ko: '/illustrations/verification-result-narrow.ko.svg', en: '/illustrations/verification-result-narrow.en.svg' }, width: 280, height: 524 },
            alt: {
              ko: '일러스트: 배지 검증 결과 화면. 예시 파트너가 김민지에게 2026년 9월 12일 발급한 ‘예시 컨퍼런스 2026 참가’ 배지가 검증 완료로 표시되고, 발급자 신원 확인, 전자서명 유효, 취소되지 않음, 만료되지 않음의 네 항목과 오픈배지 3.0, 검증 가능한 자격증명 표시가 보입니다.',
              en: 'Illustration: the result of verifying a badge. The sample “Example Conference 2026 Attendee” badge, issued by Example Partner to Minji Kim on Sep 12, 2026, is marked Verified, with four checks passed (issuer identity confirmed, signature valid, not revoked, not expired), marked Open Badges 3.0 and Verifiable Credential.',
            },
          },
        },
        {
          eyebrow: { ko: '지갑', en: 'Wallet' },
          title: { ko: '받은 배지는 내 것으로 모으고 공유합니다', en: 'Badges are yours to collect and share' },
          paragraphs: [
            {
              ko: '받은 사람은 배지를 지갑에 모아 두고, 원하는 배지를 골라 이력서와 SNS, 이메일 서명에 링크나 이미지로 공유합니다.',
              en: 'Recipients keep their badges in a wallet and choose which to show on a CV, on social media or in an e-mail signature, as a link or an image.',
            },
            {
              ko: '오픈배지 3.0은 2024년 5월 27일 최종 표준이 되었습니다. 기존 2.0 배지와 새 3.0 배지를 모두 지원합니다.',
              en: 'Open Badges 3.0 became a final standard on 27 May 2024. We support both existing 2.0 badges and new 3.0 badges.',
            },
          ],
          image: image('ob-wallet', { ko: '배지 카드가 꽂힌 지갑과 배지를 보여주는 휴대폰', en: 'A wallet holding badge cards and a phone showing a badge' }),
        },
      ],
    },
    {
      type: 'figure',
      heading: { ko: '오픈배지를 주고받는 사람들', en: 'Who takes part' },
      parties: [
        {
          image: role('issuer'),
          title: { ko: '발급자', en: 'Issuer' },
          text: { ko: '교육기관 · 기업 · 협회', en: 'Schools, companies, associations' },
          handoff: { ko: '발급', en: 'Issues' },
        },
        {
          image: role('recipient'),
          title: { ko: '받는 사람', en: 'Recipient' },
          text: { ko: '지갑에 모으고 공유', en: 'Collects and shares in a wallet' },
          handoff: { ko: '공유', en: 'Shares' },
        },
        {
          image: role('verifier'),
          title: { ko: '확인하는 사람', en: 'Verifier' },
          text: { ko: '채용 담당자 · 기관', en: 'Employers and institutions' },
        },
      ],
      note: { ko: '확인하는 사람은 배지에 담긴 정보로 직접 검증합니다', en: 'The verifier checks the data inside the badge directly' },
      caption: {
        ko: '표준에서는 배지를 모아 보관하는 곳을 호스트(지갑), 배지를 보여주는 곳을 디스플레이어라고 부릅니다.',
        en: 'The standard calls the place that keeps badges a host (a wallet) and the place that shows them a displayer.',
      },
    },
    {
      type: 'badge-types',
      heading: { ko: '이런 배지를 발급할 수 있습니다', en: 'Five kinds of badge' },
      lead: {
        ko: '같은 표준으로 참여부터 자격까지, 성취의 종류에 맞는 배지를 만듭니다.',
        en: 'One standard covers every kind of achievement, from taking part to holding a qualification.',
      },
      items: [
        {
          icon: '/illustrations/type-participation.svg',
          title: { ko: '참여 배지', en: 'Participation' },
          text: { ko: '행사나 프로그램에 참여했음을 인정합니다. 평가는 따로 없습니다.', en: 'Recognises attending an event or programme, without an assessment.' },
          examples: { ko: '세미나, 포럼, 박람회', en: 'Seminars, forums, fairs' },
        },
        {
          icon: '/illustrations/type-completion.svg',
          title: { ko: '수료 배지', en: 'Completion' },
          text: { ko: '과정이나 교육을 끝까지 마쳤음을 증명합니다.', en: 'Shows that a course or training was completed.' },
          examples: { ko: '교육 과정, 연수, 온라인 강좌', en: 'Courses, training, online classes' },
        },
        {
          icon: '/illustrations/type-achievement.svg',
          title: { ko: '성취 배지', en: 'Achievement' },
          text: { ko: '수상이나 우수한 성과처럼 눈에 띄는 성취를 기립니다.', en: 'Celebrates an award or an outstanding result.' },
          examples: { ko: '공모전 수상, 우수 활동', en: 'Competition prizes, distinctions' },
        },
        {
          icon: '/illustrations/type-skill.svg',
          title: { ko: '역량 배지', en: 'Skill' },
          text: { ko: '증빙과 평가 기준으로 확인한 하나의 역량을 나타냅니다. 마이크로크리덴셜도 여기에 속합니다.', en: 'Stands for one skill, checked against evidence and a rubric; micro-credentials belong here.' },
          examples: { ko: '직무 역량, 마이크로디그리', en: 'Job skills, micro-degrees' },
        },
        {
          icon: '/illustrations/type-certification.svg',
          title: { ko: '자격 배지', en: 'Certification' },
          text: { ko: '권한 있는 기관이 주는 자격으로, 유효 기간을 두고 취소할 수도 있습니다.', en: 'A qualification from an authoritative body; it can carry an expiry date and be revoked.' },
          examples: { ko: '자격증, 면허, 인증', en: 'Certificates, licences, accreditations' },
        },
      ],
    },
    {
      type: 'actions',
      items: [
        { label: { ko: '배지 갤러리 보기', en: 'See the badge gallery' }, page: 'BadgesGalleryPage' },
        { label: { ko: '샘플 배지 받아보기', en: 'Get a sample badge' }, page: 'SampleBadgesV3Page' },
      ],
    },
  ],
})
