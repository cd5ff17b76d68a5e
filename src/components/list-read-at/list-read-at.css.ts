import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const readAt = style({
  margin: `${vars.space.md} 0 0`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textAlign: 'end',
})
