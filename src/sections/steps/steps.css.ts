import { style, styleVariants } from '@vanilla-extract/css'
import { balancedGrid } from '../../styles/balanced-grid'
import { media } from '../../styles/breakpoints'
import { headRule, headingRule, leadRule } from '../../styles/section-rules'
import { vars } from '../../styles/theme.css'

export const section = style({ display: 'grid', gap: vars.space.lg })

const listBase = style({ listStyle: 'none', margin: 0, padding: 0, gap: vars.space.md, counterReset: 'step' })
/** Steps without pictures, by the columns on wide screens; a short last row is centred. */
export const list = styleVariants({
  2: [listBase, balancedGrid({ narrow: 1, tablet: 2, desktop: 2 })],
  3: [listBase, balancedGrid({ narrow: 1, tablet: 2, desktop: 3 })],
  4: [listBase, balancedGrid({ narrow: 1, tablet: 2, desktop: 4 })],
})

/** Steps with illustrations, joined by a dashed line (down on phones, across on desktops). */
const roadBase = style([
  listBase,
  {
    position: 'relative',
    gap: vars.space.lg,
    selectors: {
      '&::before': {
        content: '""',
        position: 'absolute',
        left: 'calc(1rem + 3.5rem)',
        top: '1rem',
        bottom: '1rem',
        borderLeft: `3px dashed ${vars.color.border}`,
      },
    },
    '@media': {
      [media.desktop]: {
        selectors: {
          '&::before': { left: '1rem', right: '1rem', top: '6.5rem', bottom: 'auto', borderLeft: 'none', borderTop: `3px dashed ${vars.color.border}` },
        },
      },
    },
  },
])
/** Steps with pictures: one column on phones, two on tablets, the road's row on desktops. */
export const road = styleVariants({
  2: [roadBase, balancedGrid({ narrow: 1, tablet: 2, desktop: 2 })],
  3: [roadBase, balancedGrid({ narrow: 1, tablet: 2, desktop: 3 })],
  4: [roadBase, balancedGrid({ narrow: 1, tablet: 2, desktop: 4 })],
})

const numbered = {
  counterIncrement: 'step',
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  wordBreak: 'keep-all',
} as const

export const item = style({
  ...numbered,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  selectors: {
    '&::before': { content: 'counter(step, decimal-leading-zero)', color: vars.color.brand, fontWeight: 800, fontSize: vars.fontSize.lg },
  },
})

/** Phones: the picture beside the words; from tablets up, on top of them. */
export const roadItem = style({
  ...numbered,
  gridTemplateColumns: '7rem 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr', rowGap: vars.space.sm } },
  position: 'relative',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&::before': {
      content: '"STEP " counter(step, decimal-leading-zero)',
      order: 1,
      color: vars.color.brand,
      fontWeight: 800,
      fontSize: vars.fontSize.xs,
      letterSpacing: '0.08em',
    },
  },
})

export const image = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  gridRow: 'span 3',
  '@media': { [media.tablet]: { gridRow: 'auto' } },
})
export const title = style({ fontSize: vars.fontSize.md, margin: 0, order: 2 })
export const text = style({ margin: 0, color: vars.color.textMuted, order: 3 })
export const head = style(headRule)
export const heading = style(headingRule)
export const lead = style(leadRule)
