import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'
import { button as buttonBase } from '../button.css'

export const banner = style({ background: vars.color.brandSoft })

export const inner = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
})

export const text = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600 })

export const button = buttonBase({ variant: 'primary' })
