import type { TranslationFunctions } from '../../i18n/i18n-types'
import { ruleProblemText } from '../../lib/partner-request-rule-text'
import type { EventProblem } from './check-event'
import type { FieldKey, RequestValues } from './request-fields'

/** A refusal of the schema in the page's words: the forms' generic ones, or the request's own for a check across fields. */
export function eventProblemText(problem: EventProblem, L: TranslationFunctions): string {
  switch (problem.kind) {
    case 'claimsOrder':
      return L.partnerRequest.claimsOrder()
    case 'datesOrder':
      return L.partnerRequest.datesOrder()
    case 'maxLength':
      return L.forms.validation.rule.maxLength({ max: String(problem.max) })
    case 'required':
      return L.forms.validation.rule.required()
    case 'invalid':
      return L.forms.validation.rule.invalid()
    case 'rule':
      return ruleProblemText(problem.rule, L, problem.labelIsName)
  }
}

let worker: Worker | undefined

/** The schema's refusals of `values`, each under its field, from the worker (started at the first call). */
export function checkEvent(values: RequestValues, L: TranslationFunctions): Promise<Partial<Record<FieldKey, string>>> {
  worker ??= new Worker(new URL('./check-event.worker.ts', import.meta.url), { type: 'module' })
  const checking = worker
  return new Promise((resolve, reject) => {
    checking.onmessage = (event: MessageEvent<EventProblem[]>) => resolve(Object.fromEntries(event.data.map((p) => [p.field, eventProblemText(p, L)])))
    checking.onerror = (error) => reject(new Error(error.message))
    checking.postMessage(values)
  })
}
