import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const form = style({ display: 'grid', gap: vars.space.xl, maxWidth: '48rem' })
export const intro = style({ margin: 0, wordBreak: 'keep-all' })
export const group = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, margin: 0, padding: vars.space.lg, display: 'grid', gap: vars.space.lg, minWidth: 0 })
export const legend = style({ fontWeight: 700, fontSize: vars.fontSize.md, padding: `0 ${vars.space.xs}` })
export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
})
export const check = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, fontWeight: 600, cursor: 'pointer', minHeight: '44px', wordBreak: 'keep-all' })
export const checkbox = style({ width: '1.25rem', height: '1.25rem', marginTop: '0.2rem', flexShrink: 0 })
export const file = style({ font: 'inherit', maxWidth: '100%' })
export const privacy = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, wordBreak: 'keep-all' })
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md })
