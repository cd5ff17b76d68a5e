import type { StoredContactInquiry } from './db/inquiry-store'
import type { StoredIssuanceRequest } from './db/issuance-store'

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

/** The outbox as plain text: two sections, newest first, with counts. */
export function formatOutbox(
  databaseFile: string,
  inquiries: StoredContactInquiry[],
  issuances: StoredIssuanceRequest[],
): string {
  return [
    `Outbox of ${databaseFile}`,
    '',
    `Contact inquiries (${inquiries.length}), newest first`,
    ...(inquiries.length ? inquiries.map(inquiryLines) : ['  (none)']),
    '',
    `Badge issuance requests (${issuances.length}), newest first`,
    ...(issuances.length ? issuances.map(issuanceLine) : ['  (none)']),
  ].join('\n')
}
