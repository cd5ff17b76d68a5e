import { style } from '@vanilla-extract/css'
import { media } from '../styles/breakpoints'
import { vars } from '../styles/theme.css'

export const page = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
})

export const intro = style({ maxWidth: '48rem' })

export const title = style({
  fontSize: vars.fontSize.xl,
  '@media': { [media.desktop]: { fontSize: vars.fontSize.xxl } },
})

export const lead = style({
  marginTop: vars.space.md,
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
})

export const sections = style({ marginTop: vars.space.xl, display: 'grid', gap: vars.space.xl })
