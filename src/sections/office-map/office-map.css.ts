import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { headingRule, phoneTapTarget } from '../../styles/section-rules'
import { vars } from '../../styles/theme.css'

export const section = style({ display: 'grid', gap: vars.space.lg })

/** docs/rules/site.md §9: the map area is 500 px high. */
export const area = style({
  position: 'relative',
  height: '500px',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: '#eef1f6',
})
export const drawing = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  objectPosition: '50% 50%',
  // The global `img { display: block }` outranks the browser's own [hidden] rule: without this the
  // drawing stays (under the live map, and to screen readers) once the map has drawn.
  selectors: { '&[hidden]': { display: 'none' } },
})
export const live = style({ position: 'absolute', inset: 0 })

export const card = style({
  position: 'absolute',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  '@media': { [media.tablet]: { insetInline: 'auto', left: vars.space.lg, bottom: vars.space.lg, maxWidth: '24rem' } },
})
export const place = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.md })
export const address = style({ fontStyle: 'normal', color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const services = style({ listStyle: 'none', margin: `${vars.space.xs} 0 0`, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
export const service = style([
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '36px',
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.border}`,
    fontSize: vars.fontSize.xs,
    fontWeight: 600,
    textDecoration: 'none',
    selectors: { '&:hover': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
  },
  phoneTapTarget,
])
export const heading = style(headingRule)
