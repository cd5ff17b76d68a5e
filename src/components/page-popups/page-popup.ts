import type { Popup } from '../../../manifest/schema/popup'

/** A popup as its page module holds it (enabled, on this page). */
export type PagePopup = Omit<Popup, 'page' | 'enabled'>
