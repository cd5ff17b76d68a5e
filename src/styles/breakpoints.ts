import { breakpoints } from '../../manifest/breakpoints'

/**
 * Viewport widths in CSS pixels, defined in `manifest/breakpoints.ts` (a carousel's manifest
 * entry is keyed by them too). Media queries need literal strings, so these live outside the
 * theme's CSS variables; use `media.desktop` in style objects.
 */
export { breakpoints }

/**
 * Below `tablet`: the exact complement of `media.tablet`, with no gap at fractional widths. On its
 * own too, for a `<source media>` in a component (src/components/picture): importing `media`
 * would bring every query into the page's JavaScript.
 */
export const narrowScreen = `screen and (width < ${breakpoints.tablet}px)`

export const media = {
  /** Below `tablet` (`narrowScreen`). */
  narrow: narrowScreen,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  /** The header's menu in the bar; below it, behind the menu button (the drawer). */
  menu: `screen and (min-width: ${breakpoints.menu}px)`,
  /** Below `menu`: the exact complement of `media.menu`, where the menu button stands. */
  belowMenu: `screen and (width < ${breakpoints.menu}px)`,
  /** From `tablet` to below `menu`: the menu button, with room beside it for the language switch and the contact button. */
  tabletBar: `screen and (${breakpoints.tablet}px <= width < ${breakpoints.menu}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const

/**
 * Ranges that do not overlap, for a property that changes at more than one breakpoint:
 * vanilla-extract groups a file's rules by media query in the order of first use, so a `tablet`
 * rule can land after a `desktop` one and win. Use `media.desktop` alone, or these together.
 */
export const range = {
  tablet: `screen and (${breakpoints.tablet}px <= width < ${breakpoints.desktop}px)`,
  desktop: `screen and (${breakpoints.desktop}px <= width < ${breakpoints.wide}px)`,
} as const
