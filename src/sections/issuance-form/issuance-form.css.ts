import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '32rem',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
})
export const wallets = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })
export const legend = style({ fontWeight: 600, marginBottom: vars.space.sm })
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft, fontWeight: 600 } },
})
export const hint = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.sm, background: vars.color.surfaceAlt, fontSize: vars.fontSize.sm })
export const notes = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const summary = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 })
export const term = style({ fontWeight: 600 })
export const value = style({ margin: 0, overflowWrap: 'anywhere' })
