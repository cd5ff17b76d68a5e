import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const privacy = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.body,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
})
export const privacyHeading = style({ fontSize: vars.fontSize.sm, margin: 0 })
export const privacyList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs })
