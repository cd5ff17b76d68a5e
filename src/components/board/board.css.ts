import { style, styleVariants } from '@vanilla-extract/css'
import { chipTones } from '../../styles/section-rules'
import { vars } from '../../styles/theme.css'

const chipBase = style({
  display: 'inline-block',
  minWidth: '4.5rem',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  lineHeight: 1.9,
  textAlign: 'center',
  whiteSpace: 'nowrap',
})

/** docs/rules/company.md §2.9: type 1 (notice) is blue, type 2 (seminar, event) orange. */
export const chip = styleVariants({
  '1': [chipBase, chipTones.blue],
  '2': [chipBase, chipTones.orange],
})

export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' })

/** The board's buttons (back to list), outlined like the site's secondary actions. */
export const boardButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.text}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
})
