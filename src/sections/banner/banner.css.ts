import { style } from '@vanilla-extract/css'
import { button as buttonBase } from '../../components/button.css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const banner = style({
  display: 'grid',
  alignItems: 'center',
  gap: vars.space.lg,
  // A phone's banner keeps its heading a readable column wide (the width check: 8 characters at 320 px).
  padding: vars.space.lg,
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
  // A long label wraps inside the banner rather than run past a 320 px screen's edge.
  { marginTop: vars.space.sm, borderColor: vars.color.surface, whiteSpace: 'normal' },
])
export const art = style({ display: 'none', width: '320px', height: 'auto', '@media': { [media.tablet]: { display: 'block' } } })
