import type { z } from 'zod'
import { PartnerRequestSchema, type PartnerRequest } from '../../manifest/schema/partner-request'
import { requestBadgeLabel } from '../../src/lib/event-badge/words'
import { logoProblems, type LogoProblem } from '../../src/lib/logo-file'
import { logoRefusalText as pageLogoRefusalText } from '../../src/lib/logo-refusal-text'
import { ruleProblemText } from '../../src/lib/partner-request-rule-text'
import { requestRuleProblems, type RuleContext, type RuleProblem } from '../../src/lib/partner-request-rules'
import { RequestRefused } from './error-answer'
import { drawLogo } from './logo-drawing'
import { fieldMessage, siteSentence, type Text } from './messages'

/*
 * The checks of `requestPartnerEvent` after the contract's: the event's fields with the manifest's
 * own schema (PartnerRequestSchema, the entry's rules), and the logo by its content
 * (src/lib/logo-file.ts, the same checks `npm run new:event` makes), then the request rules
 * against the site and the stored requests. Each refusal names its field and reason in the
 * request's language.
 */

/** Why a logo is refused, for the partner who sent it, as the request page words it. */
export const logoRefusalText = (problem: LogoProblem): Text => siteSentence((L) => pageLogoRefusalText(problem, L))

/**
 * The logo as it is kept: a PNG as sent, an SVG as the PNG drawn from it (logo-drawing.ts), or a
 * 422 `LogoRefused` naming the first reason a partner can act on.
 */
export function storedLogo(bytes: Uint8Array): { format: 'png'; bytes: Uint8Array } {
  const { problems, image } = logoProblems(bytes)
  const first = problems[0] ?? (image ? undefined : { kind: 'notImage' as const })
  if (first) throw logoRefused(first)
  if (image!.format === 'png') return { format: 'png', bytes }
  const drawn = drawLogo(new TextDecoder().decode(bytes))
  if (!drawn) throw logoRefused({ kind: 'notImage' })
  return { format: 'png', bytes: drawn }
}

function logoRefused(problem: LogoProblem): RequestRefused {
  const text = logoRefusalText(problem)
  return new RequestRefused(422, { ko: `${text.ko} (logo)`, en: `${text.en} (logo)` }, 'logo')
}

/** The entry's checks across fields, worded for a partner (the schema's own words are a maintainer's). */
const crossFieldTexts: Record<string, Text> = {
  claims: { ko: '신청 시작 시각은 마감 시각보다 앞서야 합니다', en: 'claims must open before they close' },
  'claims.opens': { ko: '행사 시간대에 없는 날짜와 시간입니다', en: "is not a real date and time in the event's time zone" },
  'claims.closes': { ko: '행사 시간대에 없는 날짜와 시간입니다', en: "is not a real date and time in the event's time zone" },
  dates: { ko: '끝나는 날은 시작하는 날보다 앞설 수 없습니다', en: 'the last day must not come before the first' },
}

/** An ajv keyword that words a zod issue as the API words any field (messages.ts). */
function keywordOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'required' : 'type'
    case 'too_small':
      return 'minLength'
    case 'too_big':
      return 'maxLength'
    case 'unrecognized_keys':
      return 'additionalProperties'
    case 'invalid_value':
    case 'invalid_union':
      return 'enum'
    default:
      return 'format'
  }
}

/** The event's fields, parsed from the request's `event` text and checked with the manifest's schema, or a 400 naming the field. */
export function checkedEvent(text: string): PartnerRequest {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw refusal('event', 'format')
  }
  const parsed = PartnerRequestSchema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]!
  const path = [...issue.path, ...(issue.code === 'unrecognized_keys' ? [issue.keys[0]!] : [])].map(String).join('.') || 'event'
  const own = issue.code === 'custom' ? crossFieldTexts[path] : undefined
  if (own) throw new RequestRefused(400, { ko: `${own.ko} (${path})`, en: `${path}: ${own.en}` }, path)
  throw refusal(path, keywordOf(issue))
}

function refusal(field: string, keyword: string): RequestRefused {
  return new RequestRefused(400, { ko: fieldMessage(field, keyword, 'ko'), en: fieldMessage(field, keyword, 'en') }, field)
}

/** Statuses of the rules' refusals: 409 for a conflict with the site or another request (api.yaml `AddressTaken`), else 400, a field to mend. */
const ruleStatus: Record<RuleProblem['kind'], 400 | 409> = {
  addressInUse: 409,
  addressRequested: 409,
  companyInUse: 409,
  companyRequested: 409,
  companyInvalid: 400,
  windowPast: 400,
  labelTooLong: 400,
}

/**
 * The request rules (src/lib/partner-request-rules.ts, the ones `npm run new:event` applies),
 * checked against the built site's lists and the stored requests: the first refusal, worded as
 * the page words it, naming its field; nothing is stored.
 */
export function assertRequestRules(event: PartnerRequest, context: RuleContext): void {
  const problem = requestRuleProblems(
    { slug: event.slug, timeZone: event.timeZone, claimsCloses: event.claims?.closes, badgeLabel: requestBadgeLabel(event) },
    context,
  )[0]
  if (!problem) return
  const text = siteSentence((L) => ruleProblemText(problem, L, event.badgeLabel === undefined))
  throw new RequestRefused(ruleStatus[problem.kind], { ko: `${text.ko} (${problem.field})`, en: `${text.en} (${problem.field})` }, problem.field)
}
