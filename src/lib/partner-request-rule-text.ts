import type { TranslationFunctions } from '../i18n/i18n-types'
import type { RuleProblem } from './partner-request-rules'

/**
 * A rule's refusal in the partner's words, in the language of `L`: the request page shows it
 * under its field before sending, and the API answers it (with the field's name) after, from the
 * same dictionary, so both say the same sentence. Another request's number is never told: it
 * is someone else's.
 */
export function ruleProblemText(problem: RuleProblem, L: TranslationFunctions, labelIsName = false): string {
  const R = L.partnerRequest.refused
  switch (problem.kind) {
    case 'addressInUse':
      return R.addressInUse()
    case 'addressRequested':
      return R.addressRequested()
    case 'companyInUse':
      return R.companyInUse({ company: problem.company })
    case 'companyRequested':
      return R.companyRequested({ company: problem.company })
    case 'companyInvalid':
      return R.companyInvalid({ company: problem.company, max: problem.maxLength })
    case 'windowPast':
      return R.windowPast({ closes: problem.closes.replace('T', ' '), zone: problem.timeZone })
    case 'labelTooLong':
      return labelIsName ? R.nameTooLongForLabel({ label: problem.label }) : R.labelTooLong({ label: problem.label })
  }
}
