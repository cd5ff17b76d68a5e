import { keyframes, style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const spinner = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  verticalAlign: '-0.125em',
  '@media': { [media.reducedMotion]: { animationDuration: '2.4s' } },
})
