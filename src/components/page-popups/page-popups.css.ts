import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const image = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.sm, marginBottom: vars.space.md, background: vars.color.brandSoft })
export const parts = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
})
export const part = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  wordBreak: 'keep-all',
  selectors: {
    // Boxes set the parts of a popup apart (the login-path popup's two audiences); a popup of
    // one part is plain text.
    '&:not(:only-child)': { padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.surfaceAlt },
  },
})
export const heading = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.brandStrong })
// Grows, so that the buttons of parts side by side line up at the bottom.
export const paragraphs = style({ flex: 1, display: 'grid', gap: vars.space.sm })
export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm })
/** Buttons of a part: narrower padding, so two fit side by side in half of a 650 px dialog. */
export const link = style({ selectors: { 'a&': { paddingInline: vars.space.md } } })
