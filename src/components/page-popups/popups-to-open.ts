import type { PagePopup } from './page-popup'

/**
 * The ids of the popups that open, in manifest order, one after another: all but those the
 * visitor has hidden for today. A popup without "hide for today" opens at every visit, whatever
 * a cookie says.
 */
export function popupsToOpen(popups: readonly PagePopup[], isHiddenForToday: (id: string) => boolean): string[] {
  return popups.filter((p) => !(p.hideForToday && isHiddenForToday(p.id))).map((p) => p.id)
}
