import type { PartnerRequest } from '../../manifest/schema/partner-request'

/**
 * The e-mail that tells a partner their request arrived, in the language of the form they used.
 * The reference server writes it to the outbox (`npm run outbox`); the provider's mail system
 * sends it. It repeats what was asked, so the partner can check it, and says what happens next.
 */
export function acknowledgement(id: number, lang: 'ko-KR' | 'en-US', contactName: string, event: PartnerRequest, hasLogo: boolean): { subject: string; body: string } {
  if (lang === 'ko-KR') {
    return {
      subject: `[oBadge] 행사 배지 페이지 요청을 받았습니다 (요청 #${id})`,
      body: [
        `${contactName} 님, 안녕하세요.`,
        '',
        `"${event.name.ko}" 행사 배지 페이지 요청을 요청 번호 #${id}로 받았습니다.`,
        `요청하신 주소: /kor/${event.slug}, /eng/${event.slug}`,
        `로고: ${hasLogo ? '받았습니다' : '없음'}; 참가 코드: ${event.asksClaimCode ? '사용' : '사용 안 함'}`,
        '',
        '담당자가 내용을 확인한 뒤 페이지와 행사장 포스터를 만들어 이 주소로 보내 드립니다.',
        '고칠 내용이 있으면 이 메일에 회신하며 요청 번호를 알려 주세요.',
      ].join('\n'),
    }
  }
  return {
    subject: `[oBadge] We have received your event badge page request (request #${id})`,
    body: [
      `Dear ${contactName},`,
      '',
      `We have received your request for a badge page for "${event.name.en}" as request #${id}.`,
      `Requested address: /eng/${event.slug}, /kor/${event.slug}`,
      `Logo: ${hasLogo ? 'received' : 'none'}; claim code: ${event.asksClaimCode ? 'yes' : 'no'}`,
      '',
      'We will check it, make the page and the hall poster, and send them to this address.',
      'To change anything, reply to this e-mail with the request number.',
    ].join('\n'),
  }
}
