import { style } from '@vanilla-extract/css'
import { headingRule } from '../../styles/section-rules'
import { vars } from '../../styles/theme.css'

export const section = style({ display: 'grid', gap: vars.space.lg })
export const figure = style({
  margin: 0,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
})
export const image = style({ width: '100%', maxWidth: '960px', height: 'auto' })
export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'center' })
export const heading = style(headingRule)
