import { style } from '@vanilla-extract/css'
import { balancedGrid } from '../../styles/balanced-grid'
import { media } from '../../styles/breakpoints'
import { cardRule, cardTextRule, cardTitleRule, headRule, headingRule, leadRule } from '../../styles/section-rules'
import { vars } from '../../styles/theme.css'

export const section = style({ display: 'grid', gap: vars.space.lg })
/** Five kinds fit a row on wide screens; on narrower ones a short last row is centred. */
export const list = style([{ listStyle: 'none', margin: 0, padding: 0, gap: vars.space.md }, balancedGrid({ narrow: 1, tablet: 2, desktop: 3, wide: 5 })])
/**
 * Phones: emblem beside the text; wider: a centred card, a subgrid of the list's rows (emblem,
 * name, text, examples), so the examples and the line over them sit at one height in a row.
 */
export const item = style([
  cardRule,
  {
    display: 'grid',
    gridTemplateColumns: '56px 1fr',
    columnGap: vars.space.md,
    rowGap: vars.space.xs,
    alignContent: 'start',
    padding: vars.space.md,
    '@media': {
      [media.tablet]: {
        gridTemplateColumns: '1fr',
        gridRow: 'span 4',
        gridTemplateRows: 'subgrid',
        justifyItems: 'center',
        textAlign: 'center',
        rowGap: vars.space.sm,
        padding: vars.space.lg,
      },
    },
  },
])
export const icon = style({
  width: '56px',
  height: '56px',
  gridRow: 'span 3',
  '@media': { [media.tablet]: { width: '72px', height: '72px', gridRow: 'auto' } },
})
export const title = style(cardTitleRule)
export const text = style(cardTextRule)
export const examples = style({
  margin: 0,
  paddingTop: vars.space.xs,
  color: vars.color.brandStrong,
  // Card text too: 13 px read as fine print; 15 px, and the card text's 16 px on a desktop.
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  '@media': {
    [media.tablet]: { width: '100%', paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}` },
    [media.desktop]: { fontSize: vars.fontSize.md },
  },
})
export const head = style(headRule)
export const heading = style(headingRule)
export const lead = style(leadRule)
