import type { Popup } from '../../../manifest/schema/popup'
import type { InLanguage } from '../../../manifest/schema/text'

/** A popup as its page's content module holds it: enabled, on this page, in the page's language. */
export type PagePopup = InLanguage<Omit<Popup, 'page' | 'enabled'>>
