import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

// Every state of the window is in the markup, stacked in one grid cell; only the current one is
// visible. The cell is as tall as the tallest (the form), whichever shows, so deciding the state
// after load moves nothing below it (CLS 0) and nothing needs measuring.
export const stack = style({ display: 'grid' })
const layer = style({ gridArea: '1 / 1', alignSelf: 'start', minWidth: 0 })
export const layers = styleVariants({ shown: [layer], hidden: [layer, { visibility: 'hidden' }] })

export const notice = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  maxWidth: '32rem',
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
})
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700, lineHeight: vars.lineHeight.tight })
export const text = style({ margin: 0 })
export const until = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
