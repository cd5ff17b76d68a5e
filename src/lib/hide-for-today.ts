import Cookies from 'js-cookie'

/**
 * A visitor's "not now", remembered in a cookie of its own: "hide for today" on a popup (docs/rules/pages.md
 * §4.4: one cookie per popup, for one day) and the app banner's dismissal (its own number of
 * days). The one place that writes or reads such a cookie.
 */

/** How long "hide for today" lasts, in days (docs/rules/site.md §9: popup hide cookie lifetime 1 day). */
const HIDE_FOR_TODAY_DAYS = 1

/** The cookie that hides the popup `id` of `manifest/popups.ts`. */
export const popupHiddenCookie = (id: string): string => `obadge-popup-${id}-hidden`

/** Whether the dismissal remembered in `cookie` still holds (the cookie expires with it). */
export const isDismissed = (cookie: string): boolean => Cookies.get(cookie) !== undefined

/** Remembers a dismissal in `cookie` for `days`, across the whole site. */
export const rememberDismissal = (cookie: string, days: number = HIDE_FOR_TODAY_DAYS): void => {
  Cookies.set(cookie, '1', { expires: days, path: '/', sameSite: 'lax' })
}
