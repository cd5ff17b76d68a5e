import { style } from '@vanilla-extract/css'
import { visuallyHidden } from '../../styles/shared.css'
import { vars } from '../../styles/theme.css'

export const button = style({
  position: 'fixed',
  insetInlineEnd: vars.space.lg,
  // Above the home page's app banner while it is open (it sets the variable on the document).
  bottom: `calc(${vars.space.lg} + var(--app-banner-height, 0px))`,
  zIndex: 15,
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.pill,
  border: 0,
  background: vars.color.inverseSurface,
  color: vars.color.inverseText,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  boxShadow: vars.shadow.raised,
})

export const label = visuallyHidden
