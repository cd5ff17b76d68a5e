import { globalStyle, style } from '@vanilla-extract/css'
import { media, range } from '../../styles/breakpoints'
import { phoneTapTarget } from '../../styles/section-rules'
import { vars } from '../../styles/theme.css'

export const footer = style({
  background: vars.color.inverseSurface,
  color: vars.color.inverseMuted,
  fontSize: vars.fontSize.sm,
  // The brand's blue ring would be lost on the dark footer.
  vars: { [vars.color.focus]: vars.color.focusOnDark },
})

export const inner = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    // A tablet: the company across the top, its three lists of links side by side under it
    // (one column left the right half of the footer empty at 768 px).
    [range.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: '2fr 1fr 1fr 1fr' },
  },
})

export const company = style({ display: 'grid', gap: vars.space.xs, '@media': { [range.tablet]: { gridColumn: '1 / -1' } } })
globalStyle(`${company} p`, { margin: 0 })
/**
 * The placeholder notice: set apart by a rule and a label-like weight, never by italics, which
 * Korean faces do not have (the browser would slant the Hangul itself).
 */
export const note = style({
  marginBlockStart: vars.space.xs,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.focus}`,
  color: vars.color.inverseText,
})

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })

export const link = style([
  {
    display: 'inline-block',
    paddingBlock: vars.space.xs,
    color: vars.color.inverseText,
    textDecoration: 'none',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
  phoneTapTarget,
])

export const copyright = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  textAlign: 'center',
  borderTop: '1px solid rgba(255, 255, 255, 0.12)',
})
