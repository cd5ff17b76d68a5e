import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { cardRule, headRule, headingRule, leadRule } from '../../styles/section-rules'
import { vars } from '../../styles/theme.css'

export const section = style({ display: 'grid', gap: vars.space.lg })
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))' },
    [media.wide]: { gridTemplateColumns: 'repeat(5, 1fr)' },
  },
})
/** Phones: emblem beside the text; wider: a centred card. */
export const item = style([
  cardRule,
  {
    display: 'grid',
    gridTemplateColumns: '56px 1fr',
    columnGap: vars.space.md,
    rowGap: vars.space.xs,
    alignContent: 'start',
    padding: vars.space.md,
    '@media': {
      [media.tablet]: { gridTemplateColumns: '1fr', justifyItems: 'center', textAlign: 'center', rowGap: vars.space.sm, padding: vars.space.lg },
    },
  },
])
export const icon = style({
  width: '56px',
  height: '56px',
  gridRow: 'span 3',
  '@media': { [media.tablet]: { width: '72px', height: '72px', gridRow: 'auto' } },
})
export const title = style({ margin: 0, fontSize: vars.fontSize.lg })
export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const examples = style({
  margin: 0,
  marginTop: 'auto',
  paddingTop: vars.space.xs,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  '@media': { [media.tablet]: { width: '100%', paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}` } },
})
export const head = style(headRule)
export const heading = style(headingRule)
export const lead = style(leadRule)
