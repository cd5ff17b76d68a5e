import { defineLegalDocument } from '../sections/legal-document'
import { company, companyAddress, supportContact } from './support-contact'

/*
 * The GDPR privacy notice (docs/rules/legal.md §2.12: ten articles), for people in the European Union. Its ten
 * articles follow what Articles 13 and 14 GDPR require a controller to tell people, in the order
 * of the ICO's checklist. The stand on Articles 27 and 37 (no EU representative, no DPO) and the
 * retention periods are the provider's to confirm; the periods match the general policy.
 */
export const gdprNotice = defineLegalDocument({
  id: 'gdpr',
  title: { ko: 'GDPR 개인정보 보호정책', en: 'GDPR privacy notice' },
  effective: '2023-10-31',
  text: {
    ko: {
      preamble: [
        `이 정책은 유럽연합(EU) 일반 개인정보 보호규정(GDPR)의 적용을 받는 분에게 ${company.ko}가 개인정보를 어떻게 처리하는지 알려 드립니다. 일반 개인정보 처리방침과 함께 적용되며, 둘이 다르면 이 정책이 우선합니다.`,
      ],
      articles: [
        {
          title: '개인정보 처리자와 EU 대리인',
          paragraphs: [
            {
              text: `개인정보 처리자(controller)는 ${company.ko}입니다.`,
              details: [{ term: '주소', description: companyAddress.ko }, ...supportContact.ko],
            },
            '회사는 대한민국에 있으며, EU에 있는 분의 개인정보는 간헐적으로만 처리하므로 GDPR 제27조제2항에 따라 EU 대리인을 지정하지 않았습니다. 대리인을 지정하게 되면 이 조에 밝힙니다.',
          ],
        },
        {
          title: '개인정보 보호 담당자',
          paragraphs: [
            '회사의 업무는 대규모의 정기적·체계적 감시나 민감정보의 대규모 처리를 포함하지 않으므로 GDPR 제37조의 개인정보 보호 담당관(DPO)을 지정하지 않았습니다. 개인정보에 관한 문의와 권리 행사는 일반 개인정보 처리방침 제5조의 개인정보 보호책임자에게 하시면 됩니다.',
          ],
        },
        {
          title: '처리하는 개인정보와 그 출처',
          paragraphs: [
            {
              text: '회사는 다음 개인정보를 처리합니다.',
              items: [
                '신원과 연락처: 이름, 이메일 주소, 전화번호, 회사명',
                '계정 정보: 아이디, 비밀번호(일방향 암호화)',
                '배지 정보: 발급일, 발급자, 배지 설명과 취득 요건, 역량, 만료일, 증빙 자료',
                '문의 정보: 문의 유형, 알게 된 경로, 문의 내용',
                '기술 정보: 접속 IP 주소, 접속 일시, 브라우저 정보, 쿠키',
              ],
            },
            '대부분의 정보는 본인에게서 직접 받습니다. 배지 정보와 수령자의 이름·이메일 주소는 배지를 수여하는 발급 기관에게서 받습니다(GDPR 제14조).',
          ],
        },
        {
          title: '처리 목적과 법적 근거',
          paragraphs: [
            {
              text: '회사는 다음 목적과 GDPR 제6조제1항의 근거에 따라 처리합니다.',
              items: [
                '배지 지갑 계정의 운영과 배지의 수령·보관·공유·검증: 계약의 이행(b호)',
                '요청한 샘플 배지와 행사 배지의 발급: 본인이 요청한 서비스의 제공(b호)',
                '문의에 대한 답변: 계약 체결 전 본인의 요청에 따른 조치(b호) 또는 문의에 답할 정당한 이익(f호)',
                '부정 이용 방지와 보안 유지: 서비스를 안전하게 운영할 정당한 이익(f호)',
                '법령상 보존 의무의 이행: 법적 의무(c호)',
                '그 밖에 동의를 받아 처리하는 경우: 동의(a호)',
              ],
            },
            '계정과 배지 발급에 필요한 정보를 주지 않으면 해당 서비스를 제공할 수 없습니다. 그 밖의 정보 제공은 선택입니다.',
          ],
        },
        {
          title: '개인정보를 받는 자와 수탁자',
          paragraphs: [
            {
              text: '회사는 다음의 경우에만 개인정보를 다른 곳에 전달합니다.',
              items: [
                '수탁자: 서버 운영과 메일 발송을 맡은 업체로, GDPR 제28조에 따른 계약으로 회사의 지시에 따라서만 처리합니다.',
                '발급 기관: 회사가 발급 기관을 위해 배지를 발급할 때 회사는 그 기관의 수탁자이며, 개인정보 처리자는 발급 기관입니다.',
                '본인이 배지를 공유한 상대: 본인이 정한 범위의 배지 정보만 전달됩니다.',
                '공공 기관: 법률에 따라 제출 의무가 있을 때에 한합니다.',
              ],
            },
          ],
        },
        {
          title: 'EU 밖으로의 이전',
          paragraphs: [
            '회사는 대한민국에서 개인정보를 처리합니다. 유럽연합 집행위원회는 2021년 12월 17일 결정 (EU) 2022/254로 「개인정보 보호법」의 적용을 받는 대한민국의 수령자가 적정한 보호 수준을 보장한다고 인정하였으며(GDPR 제45조), EU에서 회사로의 이전은 이 결정에 따릅니다.',
            '적정성 결정이 없는 제3국의 수탁자에게 이전해야 하면 유럽연합 집행위원회의 표준계약조항(GDPR 제46조) 등 적절한 보호 조치를 마련합니다. 그 사본은 요청하시면 드립니다.',
          ],
        },
        {
          title: '보유 기간',
          paragraphs: [
            {
              text: '회사는 목적에 필요한 기간만 보유하고, 그 뒤에는 지체 없이 삭제합니다.',
              items: [
                '배지 지갑 계정과 배지: 회원 탈퇴 시까지',
                '샘플 배지와 행사 배지 발급 기록: 발급을 마친 날부터 1년',
                '문의: 답변을 마친 날부터 1년',
                '접속 기록: 3개월',
              ],
            },
            '법령이 더 긴 보존을 요구하면 그 기간 동안 다른 정보와 분리하여 보관합니다.',
          ],
        },
        {
          title: '정보주체의 권리와 동의 철회',
          paragraphs: [
            {
              text: '정보주체는 GDPR 제15조부터 제22조까지에 따라 다음 권리를 가집니다.',
              items: [
                '열람권(제15조)',
                '정정권(제16조)',
                '삭제권(제17조)',
                '처리 제한권(제18조)',
                '정정·삭제·처리 제한 사실을 개인정보를 받은 자에게 알리도록 요구할 권리(제19조)',
                '개인정보 이동권(제20조)',
                '처리에 반대할 권리(제21조)',
                '자동화된 결정의 대상이 되지 않을 권리(제22조)',
              ],
            },
            '동의에 근거한 처리는 언제든 동의를 철회할 수 있으며, 철회 전의 처리는 그대로 유효합니다.',
            '권리 행사는 제1조의 연락처로 요청하시면 됩니다. 회사는 요청을 받은 날부터 1개월 이내에 답하며, 요청이 복잡하거나 많으면 그 사유를 알리고 2개월까지 연장할 수 있습니다(GDPR 제12조제3항).',
          ],
        },
        {
          title: '감독기관에 대한 민원',
          paragraphs: [
            '개인정보 처리가 GDPR을 위반한다고 생각하면 상시 거주지, 근무지 또는 위반이 일어난 곳이 속한 EU 회원국의 감독기관에 민원을 제기할 수 있습니다(GDPR 제77조). 그 전에 회사에 먼저 알려 주시면 해결하도록 노력하겠습니다.',
          ],
        },
        {
          title: '쿠키, 자동화된 결정 및 이 정책의 변경',
          paragraphs: [
            '웹사이트는 팝업의 “오늘 하루 보지 않기”(하루 동안 유지)와 앱 안내 배너를 닫은 선택을 기억하는 쿠키를 저장합니다. 이 쿠키는 그 기능에 꼭 필요한 것입니다. 방문 통계 도구를 쓰는 경우 법률이 요구하면 그 쿠키를 저장하기 전에 동의를 받습니다.',
            '회사는 법적 효과나 그와 비슷한 중대한 영향을 미치는 자동화된 결정(프로파일링 포함)을 하지 않습니다.',
            '이 정책을 바꾸면 바뀐 내용과 시행일을 시행 전에 이 웹사이트에 알립니다.',
          ],
        },
      ],
    },
    en: {
      preamble: [
        `This notice tells people to whom the EU General Data Protection Regulation (GDPR) applies how ${company.en} processes their personal data. It applies together with our general privacy policy; where the two differ, this notice prevails.`,
      ],
      articles: [
        {
          title: 'Controller and EU representative',
          paragraphs: [
            {
              text: `The controller of your personal data is ${company.en}.`,
              details: [{ term: 'Address', description: companyAddress.en }, ...supportContact.en],
            },
            'We are established in the Republic of Korea and process personal data of people in the EU only occasionally, so under Article 27(2) GDPR we have not designated a representative in the EU. Should we designate one, we will name it in this article.',
          ],
        },
        {
          title: 'Data protection contact',
          paragraphs: [
            'Our work involves neither regular and systematic monitoring of people on a large scale nor large-scale processing of special categories of data, so we have not designated a data protection officer under Article 37 GDPR. Please address questions and requests to our privacy officer, named in Article 5 of our general privacy policy.',
          ],
        },
        {
          title: 'The data we process and where it comes from',
          paragraphs: [
            {
              text: 'We process these personal data:',
              items: [
                'Identity and contact: name, e-mail address, telephone number, company name',
                'Account: user ID, password (one-way encrypted)',
                'Badges: date of issue, issuer, the badge’s description and criteria, skills, expiry date, evidence',
                'Enquiries: type of enquiry, how you heard of us, your message',
                'Technical: IP address, time of access, browser details, cookies',
              ],
            },
            'Most data come from you. Badge data and a recipient’s name and e-mail address come from the organisation that awards the badge (Article 14 GDPR).',
          ],
        },
        {
          title: 'Purposes and legal bases',
          paragraphs: [
            {
              text: 'We process personal data for these purposes, on these bases of Article 6(1) GDPR:',
              items: [
                'Running your wallet account; receiving, keeping, sharing and verifying badges: performance of a contract (point (b))',
                'Issuing a sample or event badge you ask for: providing the service you request (point (b))',
                'Answering your enquiry: steps you ask for before entering into a contract (point (b)), or our legitimate interest in answering (point (f))',
                'Preventing misuse and keeping the service secure: our legitimate interest in running it safely (point (f))',
                'Keeping records a law requires: legal obligation (point (c))',
                'Anything else we ask your consent for: consent (point (a))',
              ],
            },
            'Without the data an account or a badge needs, we cannot provide it. Giving us anything else is optional.',
          ],
        },
        {
          title: 'Recipients and processors',
          paragraphs: [
            {
              text: 'We pass personal data on only to:',
              items: [
                'Processors that run our servers and send our e-mail, bound by contracts under Article 28 GDPR to act only on our instructions',
                'Issuing organisations: when we issue badges for an organisation, we are its processor and it is the controller',
                'People you share a badge with: they receive only the badge information you choose',
                'Public authorities, only where a law obliges us',
              ],
            },
          ],
        },
        {
          title: 'Transfers outside the EU',
          paragraphs: [
            'We process personal data in the Republic of Korea. By Decision (EU) 2022/254 of 17 December 2021, the European Commission found that recipients in Korea subject to the Personal Information Protection Act ensure an adequate level of protection (Article 45 GDPR); transfers from the EU to us rely on that decision.',
            'Should we need to transfer data to a processor in a third country without an adequacy decision, we will put appropriate safeguards in place, such as the European Commission’s standard contractual clauses (Article 46 GDPR), and give you a copy on request.',
          ],
        },
        {
          title: 'How long we keep data',
          paragraphs: [
            {
              text: 'We keep personal data only as long as its purpose needs, then delete it without delay:',
              items: [
                'Wallet account and badges: until you close your account',
                'Records of sample and event badges: one year after issue',
                'Enquiries: one year after we answer',
                'Access logs: three months',
              ],
            },
            'Where a law requires longer retention, we keep the data that long, apart from other data.',
          ],
        },
        {
          title: 'Your rights and withdrawing consent',
          paragraphs: [
            {
              text: 'Articles 15 to 22 GDPR give you these rights:',
              items: [
                'Access (Article 15)',
                'Rectification (Article 16)',
                'Erasure (Article 17)',
                'Restriction of processing (Article 18)',
                'To have recipients told of a rectification, erasure or restriction (Article 19)',
                'Data portability (Article 20)',
                'To object (Article 21)',
                'Not to be subject to automated decisions (Article 22)',
              ],
            },
            'Where we rely on your consent, you may withdraw it at any time; processing before the withdrawal stays lawful.',
            'To use a right, contact us at the details in Article 1. We answer within one month of your request; where requests are complex or numerous, we may extend this by up to two further months and tell you why (Article 12(3) GDPR).',
          ],
        },
        {
          title: 'Complaints to a supervisory authority',
          paragraphs: [
            'If you think our processing breaks the GDPR, you may complain to the supervisory authority of the EU Member State where you live, where you work or where the infringement took place (Article 77 GDPR). We would be glad to hear from you first and try to put it right.',
          ],
        },
        {
          title: 'Cookies, automated decisions and changes to this notice',
          paragraphs: [
            'The website stores cookies to remember that you chose “Hide for today” on a pop-up (kept for one day) or closed the app banner; those functions cannot work without them. If visitor statistics are in use, we ask for your consent before their cookies are stored, where the law requires it.',
            'We make no automated decisions, including profiling, that have legal or similarly significant effects on you.',
            'If we change this notice, we announce the changes and their effective date on this website before they apply.',
          ],
        },
      ],
    },
  },
})
