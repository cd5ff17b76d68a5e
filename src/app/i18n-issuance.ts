import en_issuance from '../i18n/en/issuance'
import ko_issuance from '../i18n/ko/issuance'
import { useFormsLL } from './i18n-forms'
import { addNamespace } from './i18n'

addNamespace('issuance', { ko: ko_issuance, en: en_issuance })

/**
 * `useLL()` for the badge request form: `LL.issuance.*` (its own strings, only on issuance pages)
 * and `LL.forms.*` (the field checks it shares with the contact form).
 */
export function useIssuanceLL() {
  return useFormsLL()
}
