import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl, maxWidth: '48rem', minWidth: 0 })
export const intro = style({ margin: 0, wordBreak: 'keep-all' })
export const group = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, margin: 0, padding: vars.space.lg, display: 'grid', gap: vars.space.lg, minWidth: 0 })
export const legend = style({ fontWeight: 700, fontSize: vars.fontSize.md, padding: `0 ${vars.space.xs}` })
// minmax(0, 1fr): a track may be narrower than its field's content, so nothing overflows at 320 px.
export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})
export const check = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, fontWeight: 600, cursor: 'pointer', minHeight: '44px', wordBreak: 'keep-all' })
export const checkbox = style({ width: '1.25rem', height: '1.25rem', marginTop: '0.2rem', flexShrink: 0 })
/**
 * The logo's file input, drawn like the form's other fields (a bordered box, a thicker accent
 * border when refused) with its button as the site's secondary button, not the browser's grey one.
 */
export const file = style({
  width: '100%',
  minWidth: 0,
  padding: vars.space.xs,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted },
    '&[aria-invalid="true"]': { borderColor: vars.color.accent, borderWidth: '2px', borderStyle: 'solid' },
    '&::file-selector-button': {
      minHeight: '44px',
      marginInlineEnd: vars.space.md,
      padding: `0 ${vars.space.md}`,
      border: `1px solid ${vars.color.brand}`,
      borderRadius: vars.radius.sm,
      font: 'inherit',
      fontWeight: 600,
      color: vars.color.brand,
      background: vars.color.surface,
      cursor: 'pointer',
    },
    '&:hover::file-selector-button': { background: vars.color.brandSoft },
  },
})
export const privacy = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, wordBreak: 'keep-all' })
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md })
