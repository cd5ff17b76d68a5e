import { defineLegalDocument } from '../sections/legal-document'
import { company, supportContact } from './support-contact'

/*
 * The badge wallet's terms of service (docs/rules/legal.md §2.12), written by us. The Korean text covers
 * the whole service in eight chapters; the English text is chapters 1 to 5 (definitions, receipt
 * of badges, usage, recipient obligations, personal information), article for article, so an
 * article has the same number and anchor in both.
 *
 * From docs/rules/legal.md §2.12: in force 2021-10-01 and amended six times; maintenance announced a month ahead,
 * discontinuation three months ahead except in urgent cases; Korean law, a court in Seoul, the
 * Korean text prevails; accounts and deleted badges cannot be restored. Notice of amendments
 * (7 days, 30 when unfavourable) and immediate withdrawal follow the KFTC standard terms. The Act
 * on the Regulation of Terms and Conditions voids a jurisdiction clause that is unfairly
 * disadvantageous to the customer (Article 14), hence the proviso of Article 4(3); and no clause
 * excludes liability for intent or gross negligence (Article 7).
 */
export const termsOfService = defineLegalDocument({
  id: 'terms',
  effective: '2021-10-01',
  amended: ['2022-07-21', '2022-09-29', '2022-11-20', '2023-07-13', '2024-03-14', '2024-07-01'],
  text: {
    ko: {
      chapters: [
        {
          title: '총칙',
          articles: [
            {
              title: '목적',
              paragraphs: [
                `이 약관은 ${company.ko}(이하 “회사”)가 제공하는 배지 지갑 서비스(이하 “서비스”)의 이용과 관련하여 회사와 수령자의 권리, 의무 및 책임 사항을 정하는 것을 목적으로 합니다.`,
              ],
            },
            {
              title: '정의',
              paragraphs: [
                {
                  text: '이 약관에서 쓰는 용어의 뜻은 다음과 같습니다.',
                  items: [
                    '“대상자”란 발급자가 배지를 수여하려는 사람을 말합니다.',
                    '“수령자”란 배지를 받아 이 약관에 따라 서비스를 이용하는 사람을 말합니다.',
                    '“발급자”란 회사의 발급 서비스를 이용하여 배지를 발급하는 기관이나 단체를 말합니다.',
                    '“오픈배지”란 1EdTech(구 IMS Global)가 관리하는 국제 표준 Open Badges 2.0(서비스가 지원하는 경우 3.0)에 따라 성취를 증명하는 정보를 담은 디지털 배지를 말하며, 이 약관에서는 “배지”라고 합니다.',
                    '“지갑”이란 수령자가 배지를 모으고, 보관하고, 전시하고, 공유하는 서비스 안의 공간을 말합니다.',
                    '“계정”이란 수령자를 식별하고 서비스를 이용하게 하기 위한 이메일 주소, 아이디 및 비밀번호의 조합을 말합니다.',
                  ],
                },
              ],
            },
            {
              title: '약관의 게시와 개정',
              paragraphs: [
                '회사는 이 약관을 수령자가 쉽게 알 수 있도록 서비스 화면과 웹사이트에 게시합니다.',
                '회사는 관계 법령을 위반하지 않는 범위에서 이 약관을 개정할 수 있습니다.',
                '약관을 개정하면 개정 내용과 시행일을 밝혀 시행일 7일 전부터 공지합니다. 수령자에게 불리한 개정은 시행일 30일 전부터 공지하고 이메일로도 알립니다.',
                '수령자가 공지된 시행일까지 거부 의사를 밝히지 않으면 개정 약관에 동의한 것으로 봅니다. 회사는 공지할 때 이 점을 함께 알립니다.',
                '개정 약관에 동의하지 않는 수령자는 이용 계약을 해지할 수 있습니다.',
              ],
            },
            {
              title: '준거법, 관할 법원 및 언어',
              paragraphs: [
                '이 약관에서 정하지 않은 사항과 이 약관의 해석은 관계 법령과 일반적인 상관례에 따릅니다.',
                '이 약관과 서비스 이용에는 대한민국 법을 적용합니다.',
                '서비스 이용과 관련하여 회사와 수령자 사이에 소송이 제기되면 서울중앙지방법원을 전속 관할 법원으로 합니다. 다만 법률이 수령자에게 다른 관할을 보장하는 경우에는 그에 따릅니다.',
                { text: '이 약관은 한국어와 영어로 제공되며, 두 내용이 다르면 한국어 약관이 우선합니다.', important: true },
              ],
            },
          ],
        },
        {
          title: '배지의 수령',
          articles: [
            {
              title: '배지의 발급과 수령 안내',
              paragraphs: [
                '발급자가 대상자에게 배지를 발급하면, 회사는 발급자가 입력한 대상자의 이메일 주소로 수령 안내를 보냅니다.',
                '배지의 이름, 설명, 취득 요건과 같은 배지의 내용은 발급자가 정하고 그에 대한 책임을 집니다.',
              ],
            },
            {
              title: '이용 계약의 성립',
              paragraphs: [
                '대상자가 수령 안내에 따라 계정을 만들고 이 약관에 동의하면 이용 계약이 성립합니다.',
                '대상자는 계정을 만들 때 자신의 정확한 정보를 입력해야 합니다.',
                '만 14세 미만인 대상자는 법정대리인의 동의를 받아야 계정을 만들 수 있습니다.',
              ],
            },
            {
              title: '배지의 수령과 거절',
              paragraphs: [
                '수령자는 배지를 지갑에 받아 보관하거나, 받기를 거절할 수 있습니다.',
                '수령자가 배지를 받기를 거절하면 회사는 그 사실을 발급자에게 알릴 수 있습니다.',
              ],
            },
            {
              title: '배지 내용의 정정',
              paragraphs: [
                '배지에 담긴 이름이나 내용이 잘못되었으면 수령자는 발급자에게 정정을 요청할 수 있으며, 회사는 요청이 발급자에게 전달되도록 돕습니다.',
                '배지 내용의 정정이나 배지의 취소는 발급자가 결정합니다.',
              ],
            },
            {
              title: '샘플 배지',
              paragraphs: [
                '회사는 누구나 서비스를 체험할 수 있도록 샘플 배지를 무료로 발급합니다.',
                '샘플 배지는 어떤 학습이나 자격도 증명하지 않습니다.',
              ],
            },
          ],
        },
        {
          title: '서비스의 이용',
          articles: [
            {
              title: '서비스의 내용',
              paragraphs: [
                {
                  text: '회사는 수령자에게 다음 서비스를 제공합니다.',
                  items: [
                    '배지 모으기: 여러 발급자에게서 받은 배지를 하나의 지갑에 모으는 서비스',
                    '배지 보관과 전시: 배지를 보관하고 공개 프로필에 전시하는 서비스',
                    '배지 공유: 배지를 링크, 이미지 또는 소셜 미디어로 공유하는 서비스',
                    '배지 검증: 배지의 발급자, 수령자 및 유효 상태를 확인하는 서비스',
                    '그 밖에 회사가 정하여 공지하는 서비스',
                  ],
                },
              ],
            },
            {
              title: '서비스의 제공 시간',
              paragraphs: ['서비스는 연중무휴, 하루 24시간 제공하는 것을 원칙으로 합니다. 다만 제12조의 점검 시간에는 서비스가 중단될 수 있습니다.'],
            },
            {
              title: '서비스의 점검',
              paragraphs: [
                {
                  text: '회사는 정기 점검을 하려면 그 일시와 내용을 적어도 1개월 전에 서비스 화면에 공지합니다.',
                  important: true,
                },
                '설비 장애나 보안 사고처럼 미리 알릴 수 없는 긴급한 경우에는 점검 후 지체 없이 그 사유와 내용을 공지합니다.',
              ],
            },
            {
              title: '서비스의 변경과 종료',
              paragraphs: [
                '회사는 서비스의 내용을 바꾸려면 바뀌는 내용과 시행일을 미리 공지합니다.',
                {
                  text: '회사는 서비스의 전부 또는 일부를 종료하려면 적어도 3개월 전에 공지하고 수령자에게 이메일로 알립니다. 다만 천재지변이나 그에 준하는 긴급한 사유가 있으면 종료 후 지체 없이 알립니다.',
                  important: true,
                },
                '회사는 서비스를 종료하기 전에 수령자가 배지를 내려받거나 다른 지갑으로 옮길 수 있는 방법을 안내합니다.',
              ],
            },
            {
              title: '배지의 공개와 공유',
              paragraphs: [
                '수령자는 배지마다 공개 여부를 정할 수 있으며, 공개한 배지는 링크를 가진 사람이 볼 수 있습니다.',
                '공개되는 배지 정보는 제22조와 같으며, 수령자는 언제든 공개를 거둘 수 있습니다.',
              ],
            },
            {
              title: '배지의 삭제',
              paragraphs: [
                { text: '수령자가 지갑에서 삭제한 배지는 복구할 수 없습니다.', important: true },
                '지갑에서 배지를 삭제해도 발급자가 보관하는 발급 기록은 발급자의 방침에 따릅니다.',
              ],
            },
            {
              title: '배지의 유효 상태',
              paragraphs: [
                '발급자는 배지에 만료일을 정하거나 발급한 배지를 취소할 수 있으며, 서비스는 그 결과를 배지의 유효 상태로 보여 줍니다.',
                '만료되거나 취소된 배지는 검증할 때 그 상태가 표시됩니다.',
              ],
            },
          ],
        },
        {
          title: '수령자의 의무',
          articles: [
            {
              title: '계정의 관리',
              paragraphs: [
                '수령자는 자신의 계정과 비밀번호를 관리할 책임이 있으며, 다른 사람이 이용하게 해서는 안 됩니다.',
                '수령자는 계정이 도용되었거나 다른 사람이 이용한 사실을 알게 되면 즉시 회사에 알리고 회사의 안내에 따라야 합니다.',
              ],
            },
            {
              title: '금지 행위',
              paragraphs: [
                {
                  text: '수령자는 다음 행위를 해서는 안 됩니다.',
                  items: [
                    '다른 사람의 정보를 도용하여 계정을 만들거나 배지를 받는 행위',
                    '배지나 배지 정보를 위조하거나 변조하는 행위',
                    '받지 않은 배지를 받은 것처럼 표시하는 행위',
                    '서비스에 부정하게 접근하거나 서비스의 운영을 방해하는 행위',
                    '다른 사람의 명예, 저작권 등 권리를 침해하는 행위',
                    '그 밖에 관계 법령에 위반되는 행위',
                  ],
                },
              ],
            },
            {
              title: '이용 제한',
              paragraphs: [
                '수령자가 제18조를 위반하면 회사는 경고, 일시 정지, 이용 계약 해지의 순서로 서비스 이용을 제한할 수 있습니다.',
                '회사는 이용을 제한하기 전에 그 사유와 기간을 알리고 수령자에게 의견을 밝힐 기회를 줍니다. 다만 다른 수령자나 서비스에 긴급한 피해가 생길 우려가 있으면 먼저 제한하고 지체 없이 알립니다.',
              ],
            },
            {
              title: '정보의 변경',
              paragraphs: [
                '수령자는 이메일 주소 등 계정 정보가 바뀌면 서비스에서 수정해야 합니다.',
                '수정하지 않아 생긴 불이익은 회사가 책임지지 않습니다. 다만 회사의 고의나 과실로 생긴 경우에는 그렇지 않습니다.',
              ],
            },
          ],
        },
        {
          title: '개인정보의 보호',
          articles: [
            {
              title: '개인정보의 보호',
              paragraphs: [
                '회사는 「개인정보 보호법」 등 관계 법령에 따라 수령자의 개인정보를 보호합니다.',
                '개인정보의 처리 목적, 항목, 보유 기간과 수령자의 권리는 웹사이트에 게시한 개인정보 처리방침에서 정합니다.',
              ],
            },
            {
              title: '공개되는 배지 정보',
              paragraphs: [
                {
                  text: '수령자가 배지를 공개하거나 공유하면 다음 정보가 공개됩니다.',
                  items: ['발급일', '발급자', '유효 상태', '수령자의 이메일 주소', '수령자의 이름', '배지 설명', '취득 요건', '역량', '만료일', '증빙 자료'],
                },
              ],
            },
            {
              title: '증명서 정보',
              paragraphs: [
                {
                  text: '수령자가 배지의 증명서를 발급하거나 공유하면 증명서에 다음 정보가 표시됩니다.',
                  items: ['발급일', '발급자', '유효 상태', '수령자의 이름', '배지 이미지 정보', '발급자의 비고'],
                },
              ],
            },
            {
              title: '발급자에게 제공되는 정보',
              paragraphs: [
                '발급자는 자신이 발급한 배지에 대하여 수령 여부와 유효 상태를 확인할 수 있습니다.',
                '회사는 이 밖의 수령자 정보를 수령자의 동의 없이 발급자에게 제공하지 않습니다.',
              ],
            },
            {
              title: '계정 삭제와 개인정보의 파기',
              paragraphs: [
                '수령자가 이용 계약을 해지하면 회사는 계정과 지갑의 배지를 삭제하고, 관계 법령에 따라 보존해야 하는 정보를 제외한 개인정보를 지체 없이 파기합니다.',
                { text: '삭제된 계정과 배지는 복구할 수 없습니다.', important: true },
              ],
            },
          ],
        },
        {
          title: '이용 계약의 해지',
          articles: [
            {
              title: '수령자의 해지',
              paragraphs: [
                '수령자는 언제든지 서비스의 설정 화면이나 고객센터를 통하여 이용 계약을 해지(회원 탈퇴)할 수 있으며, 회사는 즉시 처리합니다.',
                '해지하기 전에 필요한 배지를 내려받아 두어야 합니다. 해지 후에는 제25조에 따라 계정과 배지를 복구할 수 없습니다.',
              ],
            },
            {
              title: '회사의 해지',
              paragraphs: [
                '회사는 수령자가 제18조를 중대하게 또는 반복하여 위반하면 이용 계약을 해지할 수 있습니다.',
                '회사는 해지하기 전에 그 사유를 알리고 수령자에게 의견을 밝힐 기회를 줍니다.',
              ],
            },
          ],
        },
        {
          title: '손해배상과 면책',
          articles: [
            {
              title: '손해배상',
              paragraphs: ['회사나 수령자가 이 약관을 위반하여 상대방에게 손해를 끼치면 그 손해를 배상합니다. 다만 고의나 과실이 없으면 그렇지 않습니다.'],
            },
            {
              title: '면책',
              paragraphs: [
                {
                  text: '회사는 다음의 경우에는 책임을 지지 않습니다.',
                  items: [
                    '천재지변, 전쟁, 기간통신사업자의 서비스 중지 등 회사가 통제할 수 없는 사유로 서비스를 제공할 수 없는 경우',
                    '발급자가 정한 배지의 내용이 사실과 다른 경우',
                    '수령자의 잘못으로 서비스 이용에 장애가 생긴 경우',
                  ],
                },
                { text: '제1항에도 불구하고 회사의 고의나 중대한 과실로 생긴 손해는 회사가 책임집니다.', important: true },
              ],
            },
          ],
        },
        {
          title: '분쟁의 해결',
          articles: [
            {
              title: '의견과 불만의 처리',
              paragraphs: [
                {
                  text: '회사는 수령자의 의견이나 불만을 고객센터에서 받아 신속하게 처리합니다. 바로 처리하기 어려우면 그 사유와 처리 일정을 알립니다.',
                  details: supportContact.ko,
                },
                '회사와 수령자는 서비스와 관련한 분쟁을 원만하게 해결하기 위하여 성실히 협의합니다. 협의로 해결되지 않으면 제4조에 따릅니다.',
              ],
            },
          ],
        },
      ],
    },
    en: {
      preamble: [
        {
          text: 'This English text translates chapters 1 to 5 of the terms of service. The Korean terms cover the whole service (chapters 1 to 8, including termination, liability and dispute resolution) and prevail where the two differ (Article 4).',
          important: true,
        },
        { text: 'Questions about these terms go to our support desk:', details: supportContact.en },
      ],
      chapters: [
        {
          title: 'General provisions',
          articles: [
            {
              title: 'Purpose',
              paragraphs: [
                `These terms set out the rights, obligations and responsibilities of ${company.en} (“we”) and of recipients in the use of the badge wallet service we provide (the “service”).`,
              ],
            },
            {
              title: 'Definitions',
              paragraphs: [
                {
                  text: 'In these terms:',
                  items: [
                    '“Target person” means a person to whom an issuer intends to award a badge.',
                    '“Recipient” means a person who has received a badge and uses the service under these terms.',
                    '“Issuer” means an organisation that issues badges through our issuing service.',
                    '“Open Badge” means a digital badge carrying information that proves an achievement, following the international Open Badges 2.0 standard (3.0 where the service supports it) maintained by 1EdTech (formerly IMS Global); these terms call it a “badge”.',
                    '“Wallet” means the space in the service where a recipient collects, keeps, shows and shares badges.',
                    '“Account” means the combination of e-mail address, user ID and password that identifies a recipient and gives access to the service.',
                  ],
                },
              ],
            },
            {
              title: 'Publication and amendment of these terms',
              paragraphs: [
                'We publish these terms on the service’s screens and website, where recipients can easily find them.',
                'We may amend these terms within the limits of the law.',
                'We announce an amendment, with its content and effective date, from 7 days before it takes effect; an amendment unfavourable to recipients, from 30 days before, and also by e-mail.',
                'A recipient who does not object by the announced effective date is deemed to accept the amended terms; we say so in the announcement.',
                'A recipient who does not accept the amended terms may end the contract of use.',
              ],
            },
            {
              title: 'Governing law, court and language',
              paragraphs: [
                'Matters these terms do not cover, and their interpretation, follow the relevant laws and general commercial practice.',
                'These terms and the use of the service are governed by the laws of the Republic of Korea.',
                'Any lawsuit between us and a recipient about the service falls under the exclusive jurisdiction of the Seoul Central District Court, unless a law guarantees the recipient another court.',
                { text: 'These terms are given in Korean and English. Where the two differ, the Korean text prevails.', important: true },
              ],
            },
          ],
        },
        {
          title: 'Receipt of badges',
          articles: [
            {
              title: 'Issue of badges and notice of receipt',
              paragraphs: [
                'When an issuer issues a badge to a target person, we send a notice of receipt to the e-mail address the issuer entered.',
                'The content of a badge, such as its name, description and criteria, is set by the issuer, who is responsible for it.',
              ],
            },
            {
              title: 'Formation of the contract of use',
              paragraphs: [
                'The contract of use is formed when a target person, following the notice, creates an account and accepts these terms.',
                'A target person must give accurate information of their own when creating an account.',
                'A target person under 14 needs the consent of a legal guardian to create an account.',
              ],
            },
            {
              title: 'Accepting or declining a badge',
              paragraphs: [
                'A recipient may accept a badge into the wallet or decline it.',
                'If a recipient declines a badge, we may tell the issuer.',
              ],
            },
            {
              title: 'Correction of a badge',
              paragraphs: [
                'If a badge’s name or content is wrong, the recipient may ask the issuer to correct it, and we help the request reach the issuer.',
                'The issuer decides whether to correct or revoke a badge.',
              ],
            },
            {
              title: 'Sample badges',
              paragraphs: [
                'We issue sample badges free of charge, so that anyone can try the service.',
                'A sample badge proves no learning or qualification.',
              ],
            },
          ],
        },
        {
          title: 'Use of the service',
          articles: [
            {
              title: 'What the service offers',
              paragraphs: [
                {
                  text: 'We provide recipients with:',
                  items: [
                    'Collecting: gathering badges from many issuers in one wallet',
                    'Keeping and showing: keeping badges and showing them on a public profile',
                    'Sharing: sharing badges as links, images or on social media',
                    'Verifying: checking a badge’s issuer, recipient and validity',
                    'Other services we define and announce',
                  ],
                },
              ],
            },
            {
              title: 'Hours of service',
              paragraphs: ['The service is, in principle, available all year round, 24 hours a day. It may be interrupted during the maintenance of Article 12.'],
            },
            {
              title: 'Maintenance',
              paragraphs: [
                { text: 'We announce scheduled maintenance, with its time and content, on the service at least one month ahead.', important: true },
                'In an emergency that cannot be announced in advance, such as a failure of equipment or a security incident, we announce the reason and what was done without delay afterwards.',
              ],
            },
            {
              title: 'Changes to and discontinuation of the service',
              paragraphs: [
                'We announce changes to the service, with their effective date, in advance.',
                {
                  text: 'We announce the discontinuation of all or part of the service at least three months ahead, and tell recipients by e-mail. In a natural disaster or a comparable emergency, we tell recipients without delay after the discontinuation.',
                  important: true,
                },
                'Before the service ends, we tell recipients how to download their badges or move them to another wallet.',
              ],
            },
            {
              title: 'Making badges public and sharing them',
              paragraphs: [
                'A recipient decides for each badge whether it is public; anyone with the link can see a public badge.',
                'The badge information made public is listed in Article 22. A recipient may make a badge private again at any time.',
              ],
            },
            {
              title: 'Deleting badges',
              paragraphs: [
                { text: 'A badge the recipient deletes from the wallet cannot be restored.', important: true },
                'Deleting a badge from the wallet does not change the issuer’s own records, which follow the issuer’s policies.',
              ],
            },
            {
              title: 'Validity of badges',
              paragraphs: [
                'An issuer may give a badge an expiry date or revoke a badge it issued; the service shows the result as the badge’s validity.',
                'When an expired or revoked badge is verified, its status is shown.',
              ],
            },
          ],
        },
        {
          title: 'Obligations of recipients',
          articles: [
            {
              title: 'Looking after the account',
              paragraphs: [
                'A recipient is responsible for their account and password and must not let anyone else use them.',
                'A recipient who learns that their account has been stolen or used by someone else must tell us at once and follow our instructions.',
              ],
            },
            {
              title: 'Prohibited conduct',
              paragraphs: [
                {
                  text: 'A recipient must not:',
                  items: [
                    'create an account or receive badges with someone else’s information',
                    'forge or alter badges or badge information',
                    'present a badge they have not received as their own',
                    'access the service improperly or disrupt its operation',
                    'infringe the reputation, copyright or other rights of others',
                    'break the law in any other way',
                  ],
                },
              ],
            },
            {
              title: 'Restrictions of use',
              paragraphs: [
                'If a recipient breaches Article 18, we may restrict their use of the service step by step: a warning, a suspension, then termination of the contract of use.',
                'Before restricting use, we tell the recipient the reason and the period and give them the chance to respond, unless urgent harm to other recipients or the service is likely, in which case we restrict first and tell them without delay.',
              ],
            },
            {
              title: 'Keeping information up to date',
              paragraphs: [
                'A recipient must update their account details, such as their e-mail address, in the service when they change.',
                'We are not responsible for a disadvantage caused by details left out of date, unless it arises from our intent or negligence.',
              ],
            },
          ],
        },
        {
          title: 'Personal information',
          articles: [
            {
              title: 'Protection of personal information',
              paragraphs: [
                'We protect recipients’ personal information under the Personal Information Protection Act and other relevant laws.',
                'The purposes, items and retention of personal information, and recipients’ rights, are set out in the privacy policy published on our website.',
              ],
            },
            {
              title: 'Badge information made public',
              paragraphs: [
                {
                  text: 'When a recipient makes a badge public or shares it, the following is shown:',
                  items: [
                    'date of issue',
                    'issuer',
                    'validity',
                    'the recipient’s e-mail address',
                    'the recipient’s name',
                    'description of the badge',
                    'criteria',
                    'skills',
                    'expiry date',
                    'evidence',
                  ],
                },
              ],
            },
            {
              title: 'Certificate information',
              paragraphs: [
                {
                  text: 'When a recipient issues or shares a certificate of a badge, the certificate shows:',
                  items: ['date of issue', 'issuer', 'validity', 'the recipient’s name', 'the badge image', 'the issuer’s notes'],
                },
              ],
            },
            {
              title: 'Information given to issuers',
              paragraphs: [
                'An issuer can see, for the badges it issued, whether they were received and whether they are valid.',
                'We give issuers no other information about recipients without the recipient’s consent.',
              ],
            },
            {
              title: 'Deletion of the account and destruction of personal information',
              paragraphs: [
                'When a recipient ends the contract of use, we delete the account and the badges in the wallet, and destroy their personal information without delay, except what a law requires us to keep.',
                { text: 'A deleted account and deleted badges cannot be restored.', important: true },
              ],
            },
          ],
        },
      ],
    },
  },
})
