import { PartnerRequestSchema } from '../../../manifest/schema/partner-request'
import { eventOf, fieldOfPath, type FieldKey, type RequestValues } from './request-fields'

/** One field the schema refuses, and how: the page words it (event-problem-text.ts). */
export type EventProblem = { field: FieldKey; kind: 'required' | 'maxLength' | 'invalid' | 'claimsOrder' | 'datesOrder'; max?: number }

/**
 * The event's fields checked with the manifest's own schema, the one the API and `new:event` use:
 * the first refusal of each field. It runs in a worker (check-event.worker.ts), so full zod is a
 * file of its own, fetched when the partner first presses "send", and never shares a chunk with
 * the zod/mini of every form page's first load.
 */
export function eventProblems(values: RequestValues): EventProblem[] {
  const parsed = PartnerRequestSchema.safeParse(eventOf(values))
  if (parsed.success) return []
  const problems = new Map<FieldKey, EventProblem>()
  for (const issue of parsed.error.issues) {
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
  return [...problems.values()]
}
