import { PartnerRequestSchema } from '../../../manifest/schema/partner-request'
import type { InUse } from '../../lib/in-use-file'
import { requestBadgeLabel } from '../../lib/event-badge/words'
import { requestRuleProblems, type RuleProblem } from '../../lib/partner-request-rules'
import { eventOf, fieldOfPath, type FieldKey, type RequestValues } from './request-fields'

/** One field the schema or the request rules refuse, and how: the page words it (event-problem-text.ts). */
export type EventProblem =
  | { field: FieldKey; kind: 'required' | 'maxLength' | 'invalid' | 'claimsOrder' | 'datesOrder'; max?: number }
  | { field: FieldKey; kind: 'rule'; rule: RuleProblem; labelIsName: boolean }

/** What the checker knows to be taken when the site's list could not be read: nothing. The API refuses a taken address or code anyway (409). */
const nothingKnownInUse: InUse = { addresses: [], companies: [] }

/**
 * The request rules the page can check (partner-request-rules.ts, as the API and new:event do),
 * against the built site's addresses and company codes (`inUse`, the site's in-use file; none
 * when it could not be read) and the partner's clock; another partner's stored request is only
 * the API's to know.
 */
function ruleProblems(values: RequestValues, inUse: InUse | undefined, now: number): EventProblem[] {
  const badgeLabel = requestBadgeLabel({ badgeLabel: values.badgeLabel || undefined, name: { en: values.nameEn } })
  const request = { slug: values.slug, timeZone: values.timeZone, claimsCloses: values.claimsCloses || undefined, badgeLabel }
  const context = { now, inUse: inUse ?? nothingKnownInUse, openRequests: [] }
  return requestRuleProblems(request, context).flatMap((rule) => {
    const field = fieldOfPath(rule.field)
    return field ? [{ field, kind: 'rule' as const, rule, labelIsName: !values.badgeLabel }] : []
  })
}

/**
 * The event's fields checked with the manifest's own schema and the request rules, the ones the
 * API and `new:event` use: the first refusal of each field. It runs in a worker (check-event.worker.ts), so full zod is a
 * file of its own, fetched when the partner first presses "send", and never shares a chunk with
 * the zod/mini of every form page's first load.
 */
export function eventProblems(values: RequestValues, inUse: InUse | undefined, now = Date.now()): EventProblem[] {
  const parsed = PartnerRequestSchema.safeParse(eventOf(values))
  const problems = new Map<FieldKey, EventProblem>()
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const path = issue.path.map(String).join('.')
    const field = fieldOfPath(path)
    if (!field || problems.has(field)) continue
    const kind: EventProblem['kind'] =
      path === 'claims' && issue.code === 'custom'
        ? 'claimsOrder'
        : path === 'dates' && issue.code === 'custom'
          ? 'datesOrder'
          : issue.code === 'too_big'
            ? 'maxLength'
            : (issue.code === 'invalid_type' && issue.input === undefined) || (issue.code === 'too_small' && issue.minimum === 1)
              ? 'required'
              : 'invalid'
    problems.set(field, { field, kind, ...(issue.code === 'too_big' ? { max: Number(issue.maximum) } : {}) })
  }
  // A field the schema refuses shows that first: its value may not be one the rules can read.
  for (const problem of ruleProblems(values, inUse, now)) if (!problems.has(problem.field)) problems.set(problem.field, problem)
  return [...problems.values()]
}
