/**
 * The geometry of a notice's banner art, shared by the script that draws it
 * (`scripts/notices/draw-banners.ts`) and the page that lays the banner's real links over the
 * buttons drawn on it: one place, so a link always covers its button.
 */

/** The banner's size in SVG units (square, so the buttons stay large enough on a phone). */
export const bannerSize = { width: 720, height: 720 } as const

const button = { x: 60, width: 600, height: 76, gap: 16, bottom: 56 }

/** The rectangle of button `index` of `count`, stacked from the bottom edge up. */
export function bannerButton(index: number, count: number): { x: number; y: number; width: number; height: number } {
  const fromBottom = count - 1 - index
  const y = bannerSize.height - button.bottom - button.height - fromBottom * (button.height + button.gap)
  return { x: button.x, y, width: button.width, height: button.height }
}

/** The same rectangle as percentages of the banner, for CSS. */
export function bannerButtonBox(index: number, count: number) {
  const r = bannerButton(index, count)
  const pct = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`
  return {
    left: pct(r.x, bannerSize.width),
    top: pct(r.y, bannerSize.height),
    width: pct(r.width, bannerSize.width),
    height: pct(r.height, bannerSize.height),
  }
}

/** Where a notice's art is served, per language: `/notices/notice-3.ko.svg`. */
export const bannerImagePath = (id: number, locale: 'ko' | 'en') => `/notices/notice-${id}.${locale}.svg`
