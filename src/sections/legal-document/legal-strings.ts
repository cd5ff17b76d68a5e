import { addNamespace, useLL } from '../../app/i18n'
import en_legal from '../../i18n/en/legal'
import ko_legal from '../../i18n/ko/legal'

addNamespace('legal', { ko: ko_legal, en: en_legal })

/** `useLL()` for the legal document: importing this module adds `LL.legal.*`, on the legal pages only. */
export function useLegalLL() {
  return useLL()
}
