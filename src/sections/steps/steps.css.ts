import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const section = style({ display: 'grid', gap: vars.space.lg })
export const heading = style({ fontSize: vars.fontSize.xl, margin: 0, wordBreak: 'keep-all' })
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  counterReset: 'step',
})
export const item = style({
  counterIncrement: 'step',
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  wordBreak: 'keep-all',
  selectors: {
    '&::before': {
      content: 'counter(step, decimal-leading-zero)',
      color: vars.color.brand,
      fontWeight: 800,
      fontSize: vars.fontSize.lg,
    },
  },
})
export const title = style({ fontSize: vars.fontSize.md, margin: 0 })
export const text = style({ margin: 0, color: vars.color.textMuted })
