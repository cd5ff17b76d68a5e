import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { cardTextRule, cardTitleRule, headingRule } from '../../styles/section-rules'
import { vars } from '../../styles/theme.css'

/**
 * Two layouts of one list. On a phone (and a tablet) the parties stand one under the other, a
 * small picture beside each name, and a downward arrow with its label between them. From a
 * desktop's width they stand side by side and the arrows run across the gaps, level with the
 * pictures' centres.
 */
const pictureSize = { narrow: '88px', wide: '160px' }
const gap = '7.5rem'

export const section = style({ display: 'grid', gap: vars.space.lg })
export const heading = style(headingRule)

export const figure = style({
  margin: 0,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.lg,
  justifyItems: 'center',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  '@media': { [media.desktop]: { padding: `${vars.space.xl} ${vars.space.lg}` } },
})

export const flow = style({
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  '@media': {
    [media.desktop]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)', columnGap: gap, maxWidth: '64rem' },
  },
})

export const party = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${pictureSize.narrow} minmax(0, 1fr)`,
  columnGap: vars.space.md,
  alignItems: 'center',
  '@media': {
    // Its rows at the top: a party whose text is a line shorter is stretched to the row's height,
    // and the extra, shared between its rows, put its name 14 px below the others'.
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'center', alignItems: 'start', alignContent: 'start', rowGap: vars.space.md, textAlign: 'center' },
  },
})

export const picture = style({
  width: pictureSize.narrow,
  height: 'auto',
  '@media': { [media.desktop]: { width: pictureSize.wide } },
})

export const words = style({ display: 'grid', gap: vars.space.xs })
export const title = style(cardTitleRule)
export const text = style(cardTextRule)

export const handoff = style({
  gridColumn: '1 / -1',
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  // The arrow under the picture's centre.
  paddingInlineStart: `calc(${pictureSize.narrow} / 2 - 1px)`,
  '@media': {
    [media.desktop]: {
      position: 'absolute',
      top: `calc(${pictureSize.wide} / 2)`,
      left: '100%',
      width: gap,
      paddingInline: vars.space.sm,
      justifyContent: 'center',
    },
  },
})

// A dashed line with a chevron at its end: down on a phone, across on a desktop.
export const arrow = style({
  position: 'relative',
  flex: 'none',
  width: 0,
  height: '3rem',
  borderLeft: `2px dashed ${vars.color.brand}`,
  '::after': {
    content: '""',
    position: 'absolute',
    left: '-7px',
    bottom: 0,
    width: '10px',
    height: '10px',
    borderRight: `2px solid ${vars.color.brand}`,
    borderBottom: `2px solid ${vars.color.brand}`,
    transform: 'rotate(45deg)',
  },
  '@media': {
    [media.desktop]: {
      width: '100%',
      height: 0,
      borderLeft: 'none',
      borderTop: `2px dashed ${vars.color.brand}`,
      selectors: { '&::after': { left: 'auto', right: '1px', bottom: 'auto', top: '-7px', transform: 'rotate(-45deg)' } },
    },
  },
})

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  color: vars.color.brandStrong,
  '@media': {
    // Over the line, centred in the gap.
    [media.desktop]: { position: 'absolute', bottom: '100%', left: 0, right: 0, paddingBottom: vars.space.xs, textAlign: 'center' },
  },
})

export const note = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.md,
  textAlign: 'center',
  '@media': { [media.desktop]: { borderRadius: vars.radius.pill } },
})

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'center' })
