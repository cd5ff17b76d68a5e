import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const parts = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
})
export const part = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  wordBreak: 'keep-all',
})
export const heading = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.brandStrong })
export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, flex: 1 })
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm })
/** Buttons of a part: narrower padding, so two fit side by side in half of a 650 px dialog. */
export const link = style({ selectors: { 'a&': { paddingInline: vars.space.md } } })
