import { globalStyle, style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { stickyBesideRules } from '../../styles/shared.css'
import { vars } from '../../styles/theme.css'

/**
 * Every state of the window is in the markup; the box's `data-claims` (set before the first paint
 * by claim-state-script.ts, `unknown` without scripts) shows the one it names, and the others take
 * no room: no blank where a hidden form would have stood.
 */
export const box = style({
  display: 'grid',
  // Beside the event's intro (a desktop's event page), a notice instead of the form (claims not
  // open yet, or closed) is a third of the intro's height: it stays in view as the visitor reads
  // on, rather than leaving the column's lower part empty. The form itself does not stick: taller
  // than a screen, it would scroll inside itself.
  '@media': { [media.desktop]: { selectors: { '&[data-claims="before"], &[data-claims="after"]': stickyBesideRules } } },
})
export const layer = style({ minWidth: 0 })
for (const state of ['unknown', 'before', 'after', 'open']) {
  globalStyle(`${box}:not([data-claims="${state}"]) > ${layer}[data-layer="${state}"]`, { display: 'none' })
}

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
export const before = style({ display: 'grid', gap: vars.space.lg, maxWidth: '32rem' })
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700, lineHeight: vars.lineHeight.tight })
export const text = style({ margin: 0 })
