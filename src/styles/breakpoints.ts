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

/**
 * Ranges that do not overlap, for a property that changes at more than one breakpoint:
 * vanilla-extract groups a file's rules by media query in the order of first use, so a `tablet`
 * rule can land after a `desktop` one and win. Use `media.desktop` alone, or these together.
 */
export const range = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px) and (max-width: ${breakpoints.desktop - 0.02}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px) and (max-width: ${breakpoints.wide - 0.02}px)`,
} as const
