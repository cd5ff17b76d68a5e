import { isTimeZone, zonedInstant } from '../../manifest/zoned-time'
import { fieldRules } from '../generated/api-rules.gen'
import { ribbonLabelFits } from './event-badge/ribbon'

/*
 * The rules a new event page must meet beyond its schema's (the schema checks each field's form,
 * calendar dates included: manifest/schema/event-time.ts), checked against the site and the
 * clock. One module for the three places that ask: the partner request page (in its worker,
 * before sending), the reference API (before a request is stored and acknowledged) and
 * `npm run new:event` (before an entry is written), so the API never acknowledges a request that
 * the scaffold will refuse. Each caller gives what it knows of the site: the page and the API
 * the built manifest's lists (src/generated/), the API and the scaffold the stored requests too.
 * Each words a refusal for its reader: partner-request-rule-text.ts for the partner, the
 * scaffold for a maintainer.
 */

/** What the rules look at: an entry's address, its company code (the address's when not given), claim window and ribbon label. */
export interface RequestToCheck {
  slug: string
  /** Given by a maintainer (`--company`); a partner's request takes `companyOfAddress(slug)`. */
  company?: string | undefined
  timeZone: string
  claimsCloses?: string | undefined
  /** The label drawn on the badge's ribbon (event-badge/words.ts, `requestBadgeLabel`). */
  badgeLabel: string
}

/** A request stored and not yet turned into a page, as the rules see it. */
export interface OpenRequest {
  id: number
  email: string
  slug: string
}

export interface RuleContext {
  /** The instant to compare the claim window with (milliseconds). */
  now: number
  /** The site's: first path segments of its pages, and the company codes of its forms. */
  inUse: { addresses: readonly string[]; companies: readonly string[] }
  /** Requests stored before this one (the one being turned into a page left out). */
  openRequests: readonly OpenRequest[]
}

/** The field a refusal is about: the request's path (`claims.closes`), or `company` for a maintainer's own code. */
type CompanyField = 'slug' | 'company'

export type RuleProblem =
  | { field: 'slug'; kind: 'addressInUse'; slug: string }
  | { field: 'slug'; kind: 'addressRequested'; slug: string; requestId: number }
  | { field: CompanyField; kind: 'companyInUse'; company: string }
  | { field: CompanyField; kind: 'companyRequested'; company: string; requestId: number }
  | { field: CompanyField; kind: 'companyInvalid'; company: string; maxLength: number }
  | { field: 'claims.closes'; kind: 'windowPast'; closes: string; timeZone: string }
  | { field: 'badgeLabel'; kind: 'labelTooLong'; label: string }

/** The company code a partner's request gets unless a maintainer gives one: its address without dashes. */
export const companyOfAddress = (slug: string) => slug.replace(/-/g, '')

/** Why a request or an entry may not be made into a page now, in the order a reader fixes them; empty: it may. */
export function requestRuleProblems(request: RequestToCheck, context: RuleContext): RuleProblem[] {
  const problems: RuleProblem[] = []
  const { slug } = request
  const company = request.company ?? companyOfAddress(slug)
  const companyField: CompanyField = request.company === undefined ? 'slug' : 'company'
  const requestedAddress = context.openRequests.find((open) => open.slug === slug)
  const requestedCompany = context.openRequests.find((open) => companyOfAddress(open.slug) === company)
  if (context.inUse.addresses.includes(slug)) problems.push({ field: 'slug', kind: 'addressInUse', slug })
  else if (requestedAddress) problems.push({ field: 'slug', kind: 'addressRequested', slug, requestId: requestedAddress.id })
  // One problem per field: a taken address usually takes its code with it, and one fix mends both.
  if (companyField === 'company' || problems.length === 0) {
    const rule = fieldRules.IssuanceRequest.company
    if (company.length > rule.maxLength || !new RegExp(rule.pattern).test(company)) problems.push({ field: companyField, kind: 'companyInvalid', company, maxLength: rule.maxLength })
    else if (context.inUse.companies.includes(company)) problems.push({ field: companyField, kind: 'companyInUse', company })
    else if (requestedCompany) problems.push({ field: companyField, kind: 'companyRequested', company, requestId: requestedCompany.id })
  }
  const closes = request.claimsCloses
  // A zone or a time the schema refuses is its refusal; the window cannot be read with them.
  if (closes && isTimeZone(request.timeZone) && zonedInstant(closes, request.timeZone) <= context.now) {
    problems.push({ field: 'claims.closes', kind: 'windowPast', closes, timeZone: request.timeZone })
  }
  // An empty label is the schema's refusal (the event's English name is required).
  if (request.badgeLabel.trim() !== '' && !ribbonLabelFits(request.badgeLabel)) problems.push({ field: 'badgeLabel', kind: 'labelTooLong', label: request.badgeLabel })
  return problems
}

/**
 * The earlier request a new one repeats, if any. "The same request" is the same contact e-mail
 * (letter case aside) asking for the same address: a partner asks for one page per address, so a
 * second send from them (a double press, a resend after a lost answer, a corrected copy) is
 * answered with the first request's number instead of being stored beside it. A change to a
 * request goes through the maintainer, by a reply to the acknowledgement, so two rows never
 * disagree about one page. Another e-mail asking for the same address is not a repeat: the
 * rules refuse it (`addressRequested`).
 */
export function repeatedRequest(openRequests: readonly OpenRequest[], request: { email: string; slug: string }): OpenRequest | undefined {
  const email = request.email.trim().toLowerCase()
  return openRequests.find((open) => open.slug === request.slug && open.email.trim().toLowerCase() === email)
}
