import { createVar, style } from '@vanilla-extract/css'
import { breakpoints, media, range } from '../../styles/breakpoints'
import { shade } from '../../styles/palette'
import { vars } from '../../styles/theme.css'
import { leadRule } from '../../styles/section-rules'

/** The space between images, from the manifest (a style attribute sets it). */
export const gap = createVar()
/** Images in view from each breakpoint up, from the manifest; unset ones inherit the narrower one's. */
export const perViewAt = {
  0: createVar(),
  [breakpoints.tablet]: createVar(),
  [breakpoints.desktop]: createVar(),
  [breakpoints.wide]: createVar(),
} as const
const perView = createVar()
/**
 * The theme's reduced-motion query, which the component checks before it starts autoplay: read
 * through this file, it reaches the page as one string instead of the theme's whole media table.
 */
export const reducedMotion = media.reducedMotion
/** `var(--a, var(--b, …))`: the first of these that is set. */
const firstSet = (...cssVars: string[]): string => cssVars.reduceRight((fallback, v) => `var(${v.slice(4, -1)}, ${fallback})`)

export const section = style({ display: 'grid', gap: vars.space.lg })
// On a narrow screen the button drops under the text rather than squeezing the heading.
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md })
export const intro = style({ display: 'grid', flex: '1 1 20rem', gap: vars.space.sm, maxWidth: '44rem', wordBreak: 'keep-all' })
export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, '@media': { [media.desktop]: { fontSize: '2rem' } } })
export const lead = style(leadRule)
export const control = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
})

// Non-overlapping ranges (see `range`): the per-view count must be exactly Swiper's at every width.
// Full-bleed: the strip runs from edge to edge of the window (the body clips the scrollbar's
// width that 100vw adds). Its height is the images' own, known from the first paint.
export const viewport = style({
  vars: { [perView]: perViewAt[0] },
  position: 'relative',
  overflow: 'hidden',
  width: '100vw',
  marginInline: 'calc(50% - 50vw)',
  paddingBlock: vars.space.sm,
  '@media': {
    [range.tablet]: { vars: { [perView]: firstSet(perViewAt[breakpoints.tablet], perViewAt[0]) } },
    [range.desktop]: { vars: { [perView]: firstSet(perViewAt[breakpoints.desktop], perViewAt[breakpoints.tablet], perViewAt[0]) } },
    [media.wide]: { vars: { [perView]: firstSet(perViewAt[breakpoints.wide], perViewAt[breakpoints.desktop], perViewAt[breakpoints.tablet], perViewAt[0]) } },
  },
})
export const track = style({ display: 'flex', boxSizing: 'content-box', transitionProperty: 'transform' })
// The same width Swiper computes: (width - (n - 1) * gap) / n, with the gap as a right margin.
export const slide = style({
  flexShrink: 0,
  width: `calc((100% - (${perView} - 1) * ${gap}) / ${perView})`,
  marginRight: gap,
})
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  filter: `drop-shadow(0 6px 10px ${shade(0.14)})`,
})
