import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

// Start-aligned: beside a field with a hint, the grid row is taller and must not stretch this one.
export const field = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' })
export const label = style({ fontWeight: 600 })
export const required = style({ color: vars.color.accent, fontWeight: 400, fontSize: vars.fontSize.sm })
const control = {
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted },
    '&[aria-invalid="true"]': { borderColor: vars.color.accent, borderWidth: '2px' },
  },
} as const
export const input = style({ ...control, minHeight: '48px' })
export const textarea = style({ ...control, minHeight: '12rem', resize: 'vertical', lineHeight: vars.lineHeight.body })
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 })
export const error = style({ color: vars.color.accent, fontSize: vars.fontSize.sm, fontWeight: 600, margin: 0 })
/** A counter past its limit: set as an error (the accent is 5.2:1 on white), and its text says by how much. */
export const counterOver = error
