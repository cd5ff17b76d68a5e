import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const figure = style({ display: 'grid', justifyItems: 'start', gap: vars.space.sm, margin: 0 })
export const link = style({
  display: 'inline-block',
  borderRadius: '50%',
  lineHeight: 0,
  transition: 'transform 160ms ease-out',
  selectors: { '&:hover': { transform: 'scale(1.03)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
})
export const image = style({ width: '200px', height: '200px' })
export const dates = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 })
