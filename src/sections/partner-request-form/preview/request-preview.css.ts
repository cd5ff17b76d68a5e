import { globalStyle, style } from '@vanilla-extract/css'
import { media } from '../../../styles/breakpoints'
import { vars } from '../../../styles/theme.css'

export const region = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  // Narrow on a phone: the event page inside has its own margins, and its facts need the width.
  padding: vars.space.sm,
  '@media': { [media.tablet]: { padding: vars.space.lg } },
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
})
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md })
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg })
export const note = style({ margin: 0, color: vars.color.textMuted, wordBreak: 'keep-all' })
// Set as the form's field errors are: the accent, bold.
export const refused = style({ margin: 0, color: vars.color.accent, fontWeight: 600, wordBreak: 'keep-all' })
export const part = style({ display: 'grid', gap: vars.space.sm, margin: 0, minWidth: 0 })
export const partHeading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, wordBreak: 'keep-all' })
// The event page as a page shows it, in a frame of its own so it does not read as part of the form.
export const page = style({ minWidth: 0, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface, overflowWrap: 'anywhere' })
export const slide = style({ minWidth: 0, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, overflow: 'hidden', lineHeight: 0 })
globalStyle(`${slide} svg`, { display: 'block', width: '100%', height: 'auto' })
// The event layout's intro column without the claim form beside it: one column, whatever the
// window's width, in the width the preview has.
globalStyle(`${page} > *`, { gridTemplateColumns: 'minmax(0, 1fr)' })
