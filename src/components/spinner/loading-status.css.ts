import { keyframes, style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

const turn = keyframes({ to: { transform: 'rotate(360deg)' } })

export const status = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} 0`,
  color: vars.color.textMuted,
})

export const wheel = style({
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: '50%',
  border: `3px solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  animation: `${turn} 0.9s linear infinite`,
  '@media': { [media.reducedMotion]: { animationDuration: '2.5s' } },
})
