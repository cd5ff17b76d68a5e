import en_forms from '../i18n/en/forms'
import ko_forms from '../i18n/ko/forms'
import { addNamespace, useLL } from './i18n'

addNamespace('forms', { ko: ko_forms, en: en_forms })

/**
 * `useLL()` for a component with a form: importing this module is what adds the forms' strings
 * (`LL.forms.*`), which only pages with a form download.
 */
export function useFormsLL() {
  return useLL()
}
