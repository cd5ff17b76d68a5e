/**
 * The brand's colours as plain values: the vanilla-extract theme (`theme.css.ts`) turns them into
 * CSS variables, and the build's sharing images (scripts/prerender/og-image.ts) paint with them.
 * Colours meet WCAG 2.2 AA contrast on their intended background (text on `surface` >= 4.5:1,
 * `brand` on white >= 4.5:1).
 */
export const palette = {
  brand: '#1f4fd1',
  brandStrong: '#163a9c',
  brandSoft: '#e8eefc',
  accent: '#c2410c',
  text: '#1a1d24',
  textMuted: '#4b5261',
  surface: '#ffffff',
  surfaceAlt: '#f4f6fa',
  border: '#d5dae3',
  inverseText: '#ffffff',
  inverseSurface: '#161b26',
  inverseMuted: '#c3c9d6',
  /** The focus ring: the brand's blue, strong on light surfaces (6.7:1 on white). */
  focus: '#1f4fd1',
  /** The focus ring on the dark surfaces (footer, app banner): a light tint of the brand, 8.8:1 on `inverseSurface`. */
  focusOnDark: '#9db8ff',
} as const

/**
 * The colours beside the brand's blue, for kinds of things (a notice's type, a badge's category):
 * `dark` text on a `pale` fill meets 4.5:1 (the chips), and the notice banners' art runs from
 * `bright` to `dark`. Plain values, not theme variables: only build-time code reads them (the
 * chips' classes, the banners' drawing), so they cost no CSS custom property.
 */
export const tones = {
  orange: { bright: '#d9480f', dark: '#9a3412', pale: '#fdeee6' },
  green: { dark: '#166534', pale: '#e7f5ec' },
  grey: { pale: '#eceef2' },
} as const

/**
 * The dark of the footer (`inverseSurface`) at an opacity: the colour of every shadow and
 * backdrop. A plain string at build time, so it costs no CSS variable.
 */
export function shade(opacity: number): string {
  const [red, green, blue] = [1, 3, 5].map((at) => parseInt(palette.inverseSurface.slice(at, at + 2), 16))
  return `rgba(${red}, ${green}, ${blue}, ${opacity})`
}
