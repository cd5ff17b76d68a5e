/**
 * Viewport widths in CSS pixels. Media queries need literal strings, so these live outside the
 * theme's CSS variables; use `media.desktop` in style objects.
 */
export const breakpoints = { tablet: 600, desktop: 960, wide: 1400 } as const

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const
