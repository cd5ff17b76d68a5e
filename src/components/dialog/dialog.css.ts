import { keyframes, style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { shade } from '../../styles/palette'
import { vars } from '../../styles/theme.css'

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } })

export const dialog = style({
  width: 'calc(100% - 2rem)',
  maxHeight: 'calc(100% - 2rem)',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  color: vars.color.text,
  background: vars.color.surface,
  overflow: 'auto',
  selectors: {
    '&[open]': { animation: `${appear} 160ms ease-out` },
    '&::backdrop': { background: shade(0.55) },
  },
  '@media': { [media.reducedMotion]: { selectors: { '&[open]': { animation: 'none' } } } },
})
export const body = style({ padding: vars.space.lg, display: 'grid', gap: vars.space.md })
export const title = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, margin: 0, wordBreak: 'keep-all' })
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' })
