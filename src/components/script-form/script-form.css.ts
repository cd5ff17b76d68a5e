import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

/**
 * The line that says the form waits for the page. Empty until then, and out of the form's flow
 * (no gap for it in the form's grid), but never `display: none`: it stays a live region, so the
 * sentence is announced when the inline script writes it.
 */
export const waiting = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  selectors: { '&:empty': { position: 'absolute' } },
})

export const noScripts = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  fontSize: vars.fontSize.sm,
})
