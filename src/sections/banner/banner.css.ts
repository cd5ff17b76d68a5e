import { style } from '@vanilla-extract/css'
import { button as buttonBase } from '../../components/button.css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const banner = style({
  display: 'grid',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  color: vars.color.inverseText,
  background: `linear-gradient(120deg, ${vars.color.brandStrong}, ${vars.color.brand})`,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr auto', padding: `${vars.space.xl} ${vars.space.xxl}` } },
})
export const body = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' })
export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight })
export const text = style({ margin: 0, color: '#e3e9fb' })
export const button = style([
  buttonBase({ variant: 'secondary' }),
  { marginTop: vars.space.sm, borderColor: vars.color.surface },
])
export const art = style({ display: 'none', width: '320px', height: 'auto', '@media': { [media.tablet]: { display: 'block' } } })
