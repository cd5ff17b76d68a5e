import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { balancedGrid } from '../../styles/balanced-grid'
import { media } from '../../styles/breakpoints'
import { shade } from '../../styles/palette'
import { cardTextRule, cardTitleRule, leadRule, phoneTapTarget } from '../../styles/section-rules'
import { vars } from '../../styles/theme.css'

// Variants are static class maps keyed like the schema's enum (no recipe runtime, so the
// section adds no shared code to content pages that are close to their budget).

// The container the three-card row measures (`grid.trio`).
export const section = style({ display: 'grid', gap: vars.space.xl, containerType: 'inline-size' })

export const intro = style({ display: 'grid', gap: vars.space.sm, maxWidth: '44rem', wordBreak: 'keep-all' })
export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.desktop]: { fontSize: '2rem' } },
})
export const lead = style(leadRule)

/** One column, then three from the section's width `from`. */
const trioColumns = (from: string) =>
  ({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', '@container': { [`(min-width: ${from})`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } }) as const

const gridBase = style({ listStyle: 'none', margin: 0, padding: 0, gap: vars.space.lg })
/** By the columns on wide screens: one on phones, two on tablets; a short last row is centred. */
export const grid = styleVariants({
  2: [gridBase, balancedGrid({ narrow: 1, tablet: 2, desktop: 2 })],
  3: [gridBase, balancedGrid({ narrow: 1, tablet: 2, desktop: 3 })],
  // Four a row only on a wide screen: at 960 to 1000 px a title's long word ("Motivation") had
  // no room beside its icon and split; two rows of two below.
  4: [gridBase, balancedGrid({ narrow: 1, tablet: 2, desktop: 2, wide: 4 })],
  // Exactly three: one column, then all three in a row once the section is 44rem wide (a 768 px
  // tablet), where a title above its picture or icon keeps 8 characters' room. Two columns left the
  // third alone on a row at a tablet's width, and one column stood three 450 px pictures one under
  // another there.
  trio: [gridBase, trioColumns('44rem')],
  // A `benefit` card's title sits beside its icon: in a third of 44rem it had 110 px and
  // "qualifications" split, so three a row from 52rem, and below that each card a row of its own
  // laid out across the width (`across`, below).
  trioBenefit: [gridBase, trioColumns('52rem')],
})

// A card is a subgrid of the grid's rows: its picture, title, text and link each take a row that
// the cards side by side share, so the titles, texts and links of a row start at the same height
// whatever the length of the words above them.
const cardBase = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'subgrid',
  alignContent: 'start',
  rowGap: vars.space.sm,
  borderRadius: vars.radius.md,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
})
/** How many of the grid's rows a card spans: one per part (picture, title, text, link). */
export const rows = styleVariants({ 2: { gridRow: 'span 2' }, 3: { gridRow: 'span 3' }, 4: { gridRow: 'span 4' } })

export const card = styleVariants({
  feature: [cardBase, { padding: vars.space.lg, background: vars.color.surfaceAlt }],
  showcase: [
    cardBase,
    {
      overflow: 'hidden',
      paddingBottom: vars.space.lg,
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      boxShadow: `0 1px 2px ${shade(0.06)}`,
      transition: 'box-shadow 160ms ease, transform 160ms ease',
      selectors: {
        '&:hover, &:focus-within': { boxShadow: vars.shadow.raised },
        '&:hover': { transform: 'translateY(-2px)' },
      },
      '@media': { [media.reducedMotion]: { transition: 'none', selectors: { '&:hover': { transform: 'none' } } } },
    },
  ],
  // The icon beside the title; the text and link below both, the card's full width.
  benefit: [
    cardBase,
    { gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: vars.space.md, padding: vars.space.lg, background: vars.color.surface, border: `1px solid ${vars.color.border}` },
  ],
})

const visualBase = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.brand })
// A card's words and link: inset under the picture of a `showcase` card, beside the icon of a
// `benefit` one (by selector, so the markup carries no class per part).
globalStyle(`${card.showcase} > :not(${visualBase})`, { paddingInline: vars.space.lg })
globalStyle(`${card.benefit} > :not(${visualBase})`, { gridColumn: '1 / -1' })
// The title's first line centred on the 3rem icon, so titles of one and of two lines start in line.
globalStyle(`${card.benefit} > ${visualBase} + *`, { gridColumn: 2, alignSelf: 'start', paddingTop: 'calc((3rem - 1lh) / 2)' })
/**
 * Three `benefit` cards one under another on a tablet: each laid out across its row (the icon, the
 * title beside it, the text and link in a column of their own to the right), not a short title
 * and two lines of text leaving the right half of the row empty (as it was at 768 px).
 */
const across = '(36rem <= width < 52rem)'
globalStyle(`${grid.trioBenefit} > ${card.benefit}`, {
  '@container': { [across]: { gridTemplateColumns: 'auto minmax(0, 2fr) minmax(0, 3fr)', gridTemplateRows: 'auto 1fr', columnGap: vars.space.lg } },
})
globalStyle(`${grid.trioBenefit} > ${card.benefit} > ${visualBase} + * + *`, { '@container': { [across]: { gridColumn: 3, gridRow: 1 } } })
globalStyle(`${grid.trioBenefit} > ${card.benefit} > ${visualBase} + * + * + *`, { '@container': { [across]: { gridColumn: 3, gridRow: 2 } } })

/**
 * Three `showcase` cards one under another on a narrow tablet (a 600 to 767 px screen): each laid
 * out across its row, the picture in the left two fifths and the words beside it, not a 550 x 345
 * px picture over two lines of text three times (home was 7,117 px tall at 600 px, 4,491 at 768).
 */
const showcaseAcross = '(30rem <= width < 44rem)'
globalStyle(`${grid.trio} > ${card.showcase}`, {
  '@container': { [showcaseAcross]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gridTemplateRows: 'auto auto 1fr', columnGap: vars.space.lg, paddingBottom: 0 } },
})
globalStyle(`${grid.trio} > ${card.showcase} > ${visualBase}`, { '@container': { [showcaseAcross]: { gridColumn: 1, gridRow: '1 / -1', marginBottom: 0, width: '100%', height: '100%', minHeight: '9rem', aspectRatio: 'auto', overflow: 'hidden' } } })
globalStyle(`${grid.trio} > ${card.showcase} > :not(${visualBase})`, { '@container': { [showcaseAcross]: { gridColumn: 2, paddingInlineStart: 0 } } })
globalStyle(`${grid.trio} > ${card.showcase} > ${visualBase} + *`, { '@container': { [showcaseAcross]: { paddingTop: vars.space.lg } } })
globalStyle(`${grid.trio} > ${card.showcase} > :last-child`, { '@container': { [showcaseAcross]: { paddingBottom: vars.space.lg } } })

export const visual = styleVariants({
  feature: [visualBase, { justifySelf: 'start', width: '3.5rem', height: '3.5rem', marginBottom: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.brandSoft }],
  showcase: [visualBase, { aspectRatio: '16 / 10', marginBottom: vars.space.md, background: `linear-gradient(135deg, ${vars.color.brandSoft}, ${vars.color.surfaceAlt})` }],
  benefit: [visualBase, { gridColumn: 1, gridRow: 1, alignSelf: 'start', width: '3rem', height: '3rem', borderRadius: vars.radius.pill, background: vars.color.brandSoft }],
})

/** The icon's size (its colour is the brand's, through `currentColor`). */
export const icon = styleVariants({
  feature: { width: '1.75rem', height: '1.75rem' },
  showcase: {},
  benefit: { width: '1.5rem', height: '1.5rem' },
})
export const image = style({ display: 'block', maxWidth: '100%', width: '100%', height: '100%', objectFit: 'contain' })

const titleBase = style(cardTitleRule)
/** A card title's line breaks (the section's `titleWrap` in the page's language). */
export const title = styleVariants({ fill: [titleBase], balance: [titleBase, { textWrap: 'balance' }] })
export const text = style(cardTextRule)

const linkBase = style([
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    marginTop: vars.space.sm,
    alignSelf: 'end',
    justifySelf: 'start',
    minHeight: '24px',
    fontWeight: 600,
    color: vars.color.brand,
    textDecoration: 'none',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
  phoneTapTarget,
])
export const link = styleVariants({
  plain: [linkBase],
  // The whole card is the link's target area; the link stays the one focusable element.
  stretched: [linkBase, { selectors: { '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md } } }],
})
export const arrow = style({
  transition: 'transform 160ms ease',
  selectors: { [`${cardBase}:hover &`]: { transform: 'translateX(3px)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
})
