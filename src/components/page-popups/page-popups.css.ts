import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const image = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.sm, marginBottom: vars.space.md, background: vars.color.brandSoft })
export const parts = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
})
/**
 * Boxes set the parts of a popup apart (the login-path popup's two audiences); a popup of one
 * part is plain text. On a phone a rule between the parts does it instead: the boxes' padding was
 * the room that pushed the second part's button out of a 320 x 640 screen, and a
 * popup's every action is to be on screen without scrolling inside it.
 */
export const part = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  wordBreak: 'keep-all',
  '@media': {
    [media.narrow]: { selectors: { '& + &': { paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` } } },
    [media.tablet]: {
      selectors: { '&:not(:only-child)': { padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.surfaceAlt } },
    },
  },
})
export const heading = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.brandStrong })
// Grows, so that the buttons of parts side by side line up at the bottom.
export const paragraphs = style({ flex: 1, display: 'grid', gap: vars.space.sm })
export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs })
/**
 * Buttons of a part: narrower padding, so two fit side by side in half of a 650 px dialog, and on
 * a 320 px phone in the dialog's whole width.
 */
export const link = style({
  selectors: { 'a&': { paddingInline: vars.space.md } },
  '@media': { [media.narrow]: { selectors: { 'a&': { paddingInline: vars.space.sm } } } },
})
