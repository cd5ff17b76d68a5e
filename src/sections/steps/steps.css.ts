import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { balancedGrid } from '../../styles/balanced-grid'
import { media, range } from '../../styles/breakpoints'
import { cardTextRule, cardTitleRule, headRule, headingRule, leadRule } from '../../styles/section-rules'
import { vars } from '../../styles/theme.css'

export const section = style({ display: 'grid', gap: vars.space.lg })

const listBase = style({ listStyle: 'none', margin: 0, padding: 0, gap: vars.space.md, counterReset: 'step' })
/** Steps without pictures, by the columns on wide screens; a short last row is centred. */
export const list = styleVariants({
  2: [listBase, balancedGrid({ narrow: 1, tablet: 2, desktop: 2 })],
  // Three on a tablet are one row, not two and an orphan (docs/page-design.md, a grid of cards).
  3: [listBase, balancedGrid({ narrow: 1, tablet: 3, desktop: 3 })],
  4: [listBase, balancedGrid({ narrow: 1, tablet: 2, desktop: 4 })],
})

/** Steps with illustrations, joined by a dashed line (down on phones, across on desktops). */
const roadBase = style([
  listBase,
  {
    position: 'relative',
    // The cards read their room from the list (a phone's width less the page's margins).
    containerType: 'inline-size',
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
      [media.tablet]: {
        selectors: {
          '&::before': { left: '1rem', right: '1rem', top: '6.5rem', bottom: 'auto', borderLeft: 'none', borderTop: `3px dashed ${vars.color.border}` },
        },
      },
    },
  },
])
/**
 * Steps with pictures: one column on phones; from tablets up one row, the road across it. Four
 * steps on a tablet are two rows of two, which no one line joins in order (down the first
 * column it ran from 01 to 03), so that road has no line there.
 */
export const road = styleVariants({
  2: [roadBase, balancedGrid({ narrow: 1, tablet: 2, desktop: 2 })],
  3: [roadBase, balancedGrid({ narrow: 1, tablet: 3, desktop: 3 })],
  4: [roadBase, balancedGrid({ narrow: 1, tablet: 2, desktop: 4 }), style({ '@media': { [range.tablet]: { selectors: { '&::before': { display: 'none' } } } } })],
})

const numbered = {
  counterIncrement: 'step',
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  wordBreak: 'keep-all',
} as const

const listItem = style({
  ...numbered,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  selectors: {
    '&::before': { content: 'counter(step, decimal-leading-zero)', color: vars.color.brand, fontWeight: 800, fontSize: vars.fontSize.lg },
  },
})

/**
 * Phones: the picture beside the words while the words keep a column of about twelve Korean
 * characters; on a narrower phone (a list under 22rem, 360 px screens and less) and from tablets
 * up, the picture on top of them (at 320 px the words had 105 px, two words a line).
 */
const narrowRoad = '(width < 22rem)'
const roadItem = style({
  ...numbered,
  gridTemplateColumns: '7rem 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr', rowGap: vars.space.sm } },
  '@container': { [narrowRoad]: { gridTemplateColumns: '1fr', rowGap: vars.space.sm } },
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

/**
 * Steps with icons, a flow: on phones and tablets one step under the other, the icon's circle
 * beside the words and a line down from circle to circle; on desktops one row, the circles on top
 * and the line across. Past four steps a desktop's row wraps, and its last circle has no line out.
 */
const circle = '3.5rem'
const flowBase = style([listBase, { display: 'grid', rowGap: vars.space.lg, columnGap: vars.space.lg }])
const flowRow = (n: number) => style([flowBase, { '@media': { [media.desktop]: { gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` } } }])
export const flow = styleVariants({ 2: [flowRow(2)], 3: [flowRow(3)], 4: [flowRow(4)] })
const flowItem = style({
  ...numbered,
  position: 'relative',
  gridTemplateColumns: `${circle} minmax(0, 1fr)`,
  gridTemplateAreas: '"marker number" "marker title" "marker text"',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"marker" "number" "title" "text"', rowGap: vars.space.sm },
  },
  selectors: {
    '&::before': {
      content: 'counter(step, decimal-leading-zero)',
      gridArea: 'number',
      color: vars.color.brand,
      fontWeight: 800,
      fontSize: vars.fontSize.sm,
      letterSpacing: '0.08em',
    },
  },
})
// The line to the next step's circle, a little clear of both circles.
globalStyle(`${flowItem}:not(:last-child)::after`, {
  content: '""',
  position: 'absolute',
  insetInlineStart: `calc(${circle} / 2 - 1px)`,
  top: `calc(${circle} + ${vars.space.sm})`,
  bottom: `calc(${vars.space.sm} - ${vars.space.lg})`,
  borderInlineStart: `2px solid ${vars.color.border}`,
  '@media': {
    [media.desktop]: {
      insetInlineStart: `calc(${circle} + ${vars.space.sm})`,
      insetInlineEnd: `calc(${vars.space.sm} - ${vars.space.lg})`,
      top: `calc(${circle} / 2 - 1px)`,
      bottom: 'auto',
      borderInlineStart: 'none',
      borderTop: `2px solid ${vars.color.border}`,
    },
  },
})
for (const n of [2, 3, 4]) globalStyle(`${flow[n as 2 | 3 | 4]} > :nth-child(${n}n)::after`, { '@media': { [media.desktop]: { display: 'none' } } })
export const marker = style({
  gridArea: 'marker',
  display: 'grid',
  placeItems: 'center',
  width: circle,
  height: circle,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
})
export const icon = style({ width: '1.5rem', height: '1.5rem' })

/** How a step is drawn, by the look of its list. */
export const item = { list: listItem, road: roadItem, flow: flowItem }

export const image = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  gridRow: 'span 3',
  '@media': { [media.tablet]: { gridRow: 'auto' } },
  // Stacked on a narrow phone: the picture keeps its size, on the road's line.
  '@container': { [narrowRoad]: { gridRow: 'auto', width: '7rem' } },
})
export const title = style({ ...cardTitleRule, order: 2 })
export const text = style({ ...cardTextRule, order: 3 })
export const head = style(headRule)
export const heading = style(headingRule)
export const lead = style(leadRule)
// A flow's words in their places beside (phones) or under (desktops) the circle.
globalStyle(`${flowItem} > ${title}`, { gridArea: 'title' })
globalStyle(`${flowItem} > ${text}`, { gridArea: 'text' })
