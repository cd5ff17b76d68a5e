import { defineLegalDocument } from '../sections/legal-document'
import { company, supportContact } from './support-contact'

/*
 * The general privacy policy (docs/rules/legal.md §2.12: five articles, effective 31 October 2023), written by us
 * from the Personal Information Protection Act (PIPA) as consolidated on law.go.kr. Article 30(1)
 * lists what a policy must contain; each item is covered below (the comments name where). It is
 * a working text, not legal advice: the provider's lawyers should review it, and fill in the
 * names of its processors (Article 2(3)) before publishing.
 */
export const privacyPolicy = defineLegalDocument({
  id: 'privacy',
  title: { ko: '일반 개인정보 처리방침', en: 'General privacy policy' },
  effective: '2023-10-31',
  text: {
    ko: {
      preamble: [
        `${company.ko}(이하 “회사”)는 「개인정보 보호법」 제30조에 따라 정보주체의 개인정보를 보호하고 이와 관련한 고충을 신속하고 원활하게 처리할 수 있도록 다음과 같이 개인정보 처리방침을 수립·공개합니다.`,
      ],
      articles: [
        {
          // PIPA 30(1) 1, 2 and items processed (Decree 31); consent notice items of 15(2); 3의3, 4의2.
          // 22(3): what is processed without consent, and on which basis, apart from what rests on
          // consent (docs/decisions/issuance-privacy-notice.md: badge requests rest on 15(1)4).
          title: '개인정보의 처리 목적, 항목 및 보유 기간',
          paragraphs: [
            {
              text: '회사는 다음 목적에 필요한 최소한의 개인정보만 처리하며, 다른 목적으로 이용하지 않습니다. 목적이 바뀌면 미리 알리고, 법률이 정하는 경우 별도의 동의를 받습니다.',
              items: [
                {
                  text: '배지 지갑 서비스',
                  items: [
                    '목적: 계정 생성과 본인 확인, 배지의 수령·보관·공유·검증, 서비스 이용 안내',
                    '항목: 이메일 주소, 아이디, 비밀번호(일방향 암호화), 이름, 지갑에 보관한 배지의 정보',
                    '보유 기간: 회원 탈퇴 시까지',
                  ],
                },
                {
                  text: '샘플 배지와 행사 배지 발급',
                  items: [
                    '목적: 요청한 배지의 발급과 발급 안내 메일 발송',
                    '항목: 이름, 이메일 주소',
                    '보유 기간: 발급을 마친 날부터 1년',
                  ],
                },
                {
                  text: '도입 문의 응대',
                  items: [
                    '목적: 문의 내용 확인과 답변',
                    '항목: 문의 유형, 이름 또는 회사명, 연락처, 이메일 주소, 알게 된 경로, 문의 내용',
                    '보유 기간: 답변을 마친 날부터 1년',
                  ],
                },
                {
                  text: '서비스 이용 중 자동으로 생성되는 정보',
                  items: [
                    '목적: 부정 이용 방지, 보안 사고 대응, 서비스 개선',
                    '항목: 접속 IP 주소, 접속 일시, 브라우저 정보, 쿠키',
                    '보유 기간: 3개월(「통신비밀보호법 시행령」 제41조의 로그 기록 보존 기간)',
                  ],
                },
              ],
            },
            '회사는 문의 응대에 필요한 개인정보는 정보주체의 동의를 받아(「개인정보 보호법」 제15조제1항제1호) 처리하고, 배지 지갑 서비스와 샘플 배지·행사 배지 발급에 필요한 개인정보는 이용 계약의 이행과 정보주체가 요청한 배지의 발급을 위하여 동의 없이(같은 항 제4호) 처리합니다. 정보주체는 동의를 거부하거나 개인정보를 제공하지 않을 수 있으며, 그러면 문의 답변이나 요청한 배지를 받을 수 없습니다.',
            '회사는 민감정보와 고유식별정보(주민등록번호 등)를 수집하지 않으며, 가명정보를 처리하지 않습니다.',
          ],
        },
        {
          // PIPA 30(1) 3 (third parties), 4 (outsourcing, 26), Decree 31 (transfers abroad, 28의8).
          title: '개인정보의 제3자 제공, 처리 위탁 및 국외 이전',
          paragraphs: [
            '회사는 정보주체의 개인정보를 제1조의 목적 범위에서만 처리하며, 정보주체의 동의가 있거나 법률에 특별한 규정이 있는 등 「개인정보 보호법」 제17조와 제18조가 허용하는 경우에만 제3자에게 제공합니다.',
            '수령자가 배지를 공개하거나 공유하면, 수령자가 정한 범위에서 이용약관 제22조의 배지 정보를 링크를 가진 사람이 볼 수 있습니다. 공개는 수령자가 언제든 거둘 수 있습니다.',
            {
              text: '회사는 서비스 제공을 위하여 다음 업무를 위탁하며, 위탁 계약에 개인정보의 안전한 처리에 관한 사항을 문서로 정하고 수탁자를 관리·감독합니다. 수탁자나 위탁 업무가 바뀌면 이 방침으로 지체 없이 알립니다.',
              items: ['서비스 서버의 운영과 데이터 보관', '배지 발급 안내 메일과 서비스 안내 메일의 발송'],
            },
            '발급 기관이 회사의 발급 서비스로 배지를 수여할 때에는 회사가 발급 기관으로부터 위탁을 받아 수령자의 이름과 이메일 주소를 처리합니다. 이 경우 개인정보처리자는 발급 기관이며, 처리 목적과 보유 기간은 발급 기관의 개인정보 처리방침을 따릅니다.',
            '회사는 정보주체의 개인정보를 국외로 이전하지 않습니다. 이전이 필요해지면 이전되는 항목, 이전되는 국가, 시기와 방법, 이전받는 자, 그 이용 목적과 보유 기간, 이전을 거부하는 방법과 그 효과를 알리고, 법률에 따라 동의를 받거나 이 방침에 공개합니다.',
          ],
        },
        {
          // PIPA 30(1) 3의2 (destruction, 21), Decree 31 (safety measures, 29).
          title: '개인정보의 파기와 안전성 확보 조치',
          paragraphs: [
            '회사는 보유 기간이 지나거나 처리 목적을 이룬 개인정보를 지체 없이 파기합니다.',
            '다른 법령에 따라 개인정보를 계속 보존해야 하는 경우에는 그 근거와 항목을 밝히고, 다른 개인정보와 분리하여 저장·관리합니다.',
            '전자적 파일은 복구하거나 재생할 수 없는 방법으로 삭제하고, 종이 문서는 분쇄하거나 소각합니다.',
            {
              text: '회사는 개인정보의 안전성을 확보하기 위하여 다음 조치를 합니다.',
              items: [
                '관리적 조치: 내부 관리계획의 수립·시행, 개인정보 취급자의 최소화와 정기 교육',
                '기술적 조치: 접근 권한의 관리, 비밀번호의 일방향 암호화, 전송 구간 암호화(HTTPS), 접속 기록의 보관, 보안 프로그램의 설치와 갱신',
                '물리적 조치: 서버와 자료 보관 장소의 출입 통제',
              ],
            },
          ],
        },
        {
          // PIPA 30(1) 5 (rights and duties of data subjects and legal representatives): 35-38, 22의2.
          title: '정보주체와 법정대리인의 권리·의무 및 행사 방법',
          paragraphs: [
            '정보주체는 회사에 자신의 개인정보의 열람(제35조), 정정·삭제(제36조), 처리정지와 동의 철회(제37조)를 요구할 수 있습니다.',
            '요구는 서면, 전화 또는 이메일로 제5조의 연락처에 하면 됩니다. 회사는 열람 요구를 받은 날부터 10일 이내에 열람할 수 있게 하고, 정정·삭제·처리정지 요구에도 지체 없이 조치한 뒤 그 결과를 알립니다.',
            '정보주체는 법정대리인이나 위임을 받은 사람을 통하여 요구할 수 있습니다. 이 경우 위임장을 제출해야 합니다.',
            '회사는 만 14세 미만 아동의 개인정보를 처리하려면 법정대리인의 동의를 받습니다. 법정대리인은 아동의 개인정보에 대하여 제1항의 요구를 할 수 있습니다.',
            '법률에 따라 열람이나 처리정지가 제한되는 경우에는 요구를 거절할 수 있으며, 그 사유를 알립니다. 정보주체는 거절에 이의를 제기할 수 있습니다.',
            '정보주체는 자신의 개인정보를 정확하게 입력해야 하며, 다른 사람의 개인정보를 도용해서는 안 됩니다.',
          ],
        },
        {
          // PIPA 30(1) 6 (officer, 31), 7 (cookies); remedies (PIPC guide order); 30(3).
          title: '개인정보 보호책임자, 쿠키, 권익침해 구제 및 방침의 변경',
          paragraphs: [
            {
              text: '회사는 개인정보 처리에 관한 업무를 총괄하고 정보주체의 고충을 처리하기 위하여 대표이사를 개인정보 보호책임자로 두며, 고객센터가 열람 청구와 고충 접수를 맡습니다.',
              details: supportContact.ko,
            },
            '웹사이트는 팝업의 “오늘 하루 보지 않기”(하루 동안 유지)와 앱 안내 배너를 닫은 선택을 기억하기 위해 쿠키를 저장합니다. 방문 통계 도구를 쓰는 경우에는 그 도구의 쿠키로 방문 기록을 수집합니다. 브라우저 설정에서 쿠키 저장을 거부할 수 있으며, 거부하면 이 선택들이 기억되지 않습니다.',
            '개인정보 침해로 인한 구제를 받으려면 개인정보 분쟁조정위원회에 분쟁 조정을 신청하거나, 한국인터넷진흥원 개인정보침해 신고센터에 상담이나 신고를 할 수 있습니다.',
            '이 방침은 위 시행일부터 적용됩니다. 내용을 바꾸면 바뀐 내용과 시행일을 시행 전에 이 웹사이트에 알립니다. 이 방침과 회사와 정보주체 사이의 계약 내용이 다르면 정보주체에게 유리한 것을 적용합니다.',
          ],
        },
      ],
    },
    en: {
      preamble: [
        `${company.en} (“we”) sets out this privacy policy under Article 30 of the Personal Information Protection Act of Korea, to protect the personal information of the people it concerns and to deal with their questions and complaints quickly.`,
      ],
      articles: [
        {
          title: 'What we process, why, and for how long',
          paragraphs: [
            {
              text: 'We process only the personal information these purposes need, and use it for nothing else. If a purpose changes, we tell you first and, where the law requires, ask for your consent again.',
              items: [
                {
                  text: 'The badge wallet',
                  items: [
                    'Purpose: creating your account and confirming it is you; receiving, keeping, sharing and verifying badges; service messages',
                    'Information: e-mail address, user ID, password (one-way encrypted), name, the badges in your wallet',
                    'Kept: until you close your account',
                  ],
                },
                {
                  text: 'Sample and event badges',
                  items: [
                    'Purpose: issuing the badge you ask for and e-mailing you about it',
                    'Information: name, e-mail address',
                    'Kept: one year after the badge is issued',
                  ],
                },
                {
                  text: 'Enquiries',
                  items: [
                    'Purpose: reading and answering your enquiry',
                    'Information: type of enquiry, name or company name, telephone number, e-mail address, how you heard of us, your message',
                    'Kept: one year after we answer',
                  ],
                },
                {
                  text: 'Information generated while you use the service',
                  items: [
                    'Purpose: preventing misuse, handling security incidents, improving the service',
                    'Information: IP address, time of access, browser details, cookies',
                    'Kept: three months (the log retention period of Article 41 of the Enforcement Decree of the Protection of Communications Secrets Act)',
                  ],
                },
              ],
            },
            'We process information for enquiries with your consent (Article 15(1)1 of the Act), and information for the badge wallet and for sample and event badges without consent, to perform our contract with you and to issue the badge you ask for (Article 15(1)4). You may refuse consent or decline to give information; you then cannot receive an answer to your enquiry or the badge you asked for.',
            'We do not collect sensitive information or unique identifiers (such as resident registration numbers), and we do not process pseudonymised information.',
          ],
        },
        {
          title: 'Third parties, processors and transfers abroad',
          paragraphs: [
            'We process your information only for the purposes of Article 1, and give it to a third party only where Articles 17 and 18 of the Act allow, for example with your consent or where a law specifically provides for it.',
            'When you make a badge public or share it, anyone with its link can see the badge information listed in Article 22 of the terms of service, to the extent you chose. You can withdraw a badge from view at any time.',
            {
              text: 'We entrust the following work to processors. Our written contracts with them set out how they must keep the information safe, and we supervise them. If a processor or the work changes, we update this policy without delay.',
              items: ['Running the service’s servers and storing its data', 'Sending badge notices and service e-mails'],
            },
            'When an organisation awards badges through our issuing service, we process the recipients’ names and e-mail addresses on that organisation’s behalf. The organisation is then the controller, and its own privacy policy sets the purposes and retention.',
            'We do not transfer personal information abroad. Should we need to, we will state the information transferred, the country, when and how, the recipient, its purposes and retention, and how to refuse and what refusing means, and will ask for consent or publish this in the policy, as the law requires.',
          ],
        },
        {
          title: 'Destruction and safety measures',
          paragraphs: [
            'We destroy personal information without delay once its retention period ends or its purpose is achieved.',
            'Where another law requires us to keep information, we state the basis and the items, and store it apart from other personal information.',
            'Electronic files are deleted so that they cannot be recovered; paper is shredded or incinerated.',
            {
              text: 'We keep personal information safe by these measures:',
              items: [
                'Organisational: an internal management plan, as few staff handling personal information as possible, regular training',
                'Technical: access control, one-way encryption of passwords, encryption in transit (HTTPS), access logs, security software kept up to date',
                'Physical: restricted access to servers and records',
              ],
            },
          ],
        },
        {
          title: 'Your rights and how to use them',
          paragraphs: [
            'You may ask us for access to your personal information (Article 35), its correction or deletion (Article 36), and to stop processing it or withdraw your consent (Article 37).',
            'Ask in writing, by telephone or by e-mail, using the contact details in Article 5. We give access within 10 days of your request, act on requests for correction, deletion or suspension without delay, and tell you the result.',
            'You may ask through a legal representative or someone you authorise, who must give us a power of attorney.',
            'We ask a legal guardian’s consent before processing the personal information of a child under 14. The guardian may make the requests of paragraph 1 for the child.',
            'Where a law limits access or suspension, we may refuse a request and tell you why. You may object to a refusal.',
            'Please enter your own information correctly and never use someone else’s.',
          ],
        },
        {
          title: 'Privacy officer, cookies, remedies and changes',
          paragraphs: [
            {
              text: 'Our chief executive is our privacy officer, responsible for how we handle personal information and for complaints about it. Our support desk takes requests for access and complaints:',
              details: supportContact.en,
            },
            'The website stores cookies to remember that you chose “Hide for today” on a pop-up (kept for one day) or closed the app banner. If visitor statistics are in use, their tool’s cookies record visits. You can refuse cookies in your browser’s settings; the site then cannot remember those choices.',
            'For a remedy for an infringement, you can apply for mediation to the Personal Information Dispute Mediation Committee, or seek advice or report to the Personal Information Infringement Report Center of the Korea Internet & Security Agency (KISA).',
            'This policy applies from the effective date above. If we change it, we announce the changes and their effective date on this website before they apply. Where this policy and a contract between you and us differ, whichever is more favourable to you applies.',
          ],
        },
      ],
    },
  },
})
