import Cookies from 'js-cookie'

/**
 * "Hide for today" (spec 4.4, 9): a cookie of the dialog's own that lasts one day. One rule for
 * the manifest's popups and the pages' own dialogs; each names its cookie.
 */
export const isHiddenToday = (cookie: string): boolean => Cookies.get(cookie) !== undefined

export const hideForToday = (cookie: string): void => {
  Cookies.set(cookie, '1', { expires: 1, path: '/', sameSite: 'lax' })
}
