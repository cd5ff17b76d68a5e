import type { StoredContactInquiry } from './db/inquiry-store'
import type { StoredIssuanceRequest } from './db/issuance-store'
import type { Acknowledgement, StoredPartnerRequest } from './db/partner-request-store'

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `      ${line}`)
    .join('\n')
}

function inquiryLines(inquiry: StoredContactInquiry): string {
  return [
    `  #${inquiry.id}  ${inquiry.receivedAt}  [${inquiry.type}] ${inquiry.lang}`,
    `    from:    ${inquiry.name} <${inquiry.email}>  tel ${inquiry.tel}`,
    ...(inquiry.path ? [`    found via: ${inquiry.path}`] : []),
    `    content:`,
    indent(inquiry.content),
  ].join('\n')
}

function issuanceLine(request: StoredIssuanceRequest): string {
  const language = request.language ? ` language=${request.language}` : ''
  return `  #${request.id}  ${request.receivedAt}  ${request.endpoint.padEnd(12)} company=${request.company}  ${request.name} <${request.email}>  lang=${request.lang}${language}`
}

function partnerRequestLines(request: StoredPartnerRequest): string {
  const logo = request.logo ? `${request.logo.format.toUpperCase()} logo, ${Math.ceil(request.logo.bytes.byteLength / 1000)} kB` : 'no logo'
  return [
    `  #${request.id}  ${request.receivedAt}  /${request.event.slug}  "${request.event.name.en}"  ${request.lang}`,
    `    from:    ${request.contactName} <${request.email}>${request.tel ? `  tel ${request.tel}` : ''}  (${logo})`,
    `    make it: npm run new:event -- --from-request ${request.id} --badge-url https://…`,
  ].join('\n')
}

function acknowledgementLines(mail: Acknowledgement): string {
  return [`  #${mail.id}  ${mail.sentAt}  to ${mail.to}  (request #${mail.partnerRequestId})`, `    subject: ${mail.subject}`, indent(mail.body)].join('\n')
}

/** The outbox as plain text: one section per kind, newest first, with counts. */
export function formatOutbox(
  databaseFile: string,
  inquiries: StoredContactInquiry[],
  issuances: StoredIssuanceRequest[],
  partnerRequests: StoredPartnerRequest[] = [],
  acknowledgements: Acknowledgement[] = [],
): string {
  return [
    `Outbox of ${databaseFile}`,
    '',
    `Contact inquiries (${inquiries.length}), newest first`,
    ...(inquiries.length ? inquiries.map(inquiryLines) : ['  (none)']),
    '',
    `Badge issuance requests (${issuances.length}), newest first`,
    ...(issuances.length ? issuances.map(issuanceLine) : ['  (none)']),
    '',
    `Partner event page requests (${partnerRequests.length}), newest first`,
    ...(partnerRequests.length ? partnerRequests.map(partnerRequestLines) : ['  (none)']),
    '',
    `Acknowledgements sent (${acknowledgements.length}), newest first`,
    ...(acknowledgements.length ? acknowledgements.map(acknowledgementLines) : ['  (none)']),
  ].join('\n')
}
