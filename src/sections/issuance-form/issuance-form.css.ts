import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '28rem' })
export const field = style({ display: 'grid', gap: vars.space.xs })
export const label = style({ fontWeight: 600 })
export const input = style({
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.accent } },
})
export const error = style({ color: vars.color.accent, fontSize: vars.fontSize.sm, margin: 0 })
export const status = style({ margin: 0, minHeight: '1.5em' })
