import { style } from '@vanilla-extract/css'
import { vars } from '../styles/theme.css'

/** Our logo (a mark and the brand's name), in the header and beside a partner's on an event page. */
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  textDecoration: 'none',
})
export const mark = style({ color: vars.color.brand })
