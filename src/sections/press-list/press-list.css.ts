import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

/**
 * Every row has the same height, loaded or not (title clamped to two lines, docs/rules/company.md §2.9), so the
 * placeholder rows hold exactly the list's height while it loads and nothing below it moves
 * when it arrives (Lighthouse measured CLS 0.42 when the inquiry banner was pushed down).
 */
const rowHeight = { wide: '5rem', narrow: '8.5rem' }

/**
 * The list is one grid: outlet, title and date are its three columns, and every row (the item,
 * then its link) takes them over as a subgrid, so the columns start at the same place in every
 * row whatever a row holds. The outlet's column is fixed, the date's as wide as the widest date.
 */
export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  borderTop: `2px solid ${vars.color.text}`,
  display: 'grid',
  gridTemplateColumns: `10rem minmax(0, 1fr) max-content`,
  columnGap: vars.space.md,
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})
const spansTheList = { display: 'grid', gridColumn: '1 / -1', gridTemplateColumns: 'subgrid' } as const
export const row = style({ ...spansTheList, borderBottom: `1px solid ${vars.color.border}` })
/** A row's layout, link or not; grid items may shrink below their content (long words wrap). */
const rowLayout = {
  ...spansTheList,
  boxSizing: 'border-box',
  height: rowHeight.wide,
  overflow: 'hidden',
  alignItems: 'center',
  padding: `${vars.space.md} ${vars.space.sm}`,
  lineHeight: 1.5,
  color: vars.color.text,
  '@media': {
    [media.narrow]: { height: rowHeight.narrow, gridTemplateRows: 'auto 3em auto', rowGap: vars.space.xs, alignContent: 'center' },
  },
} as const
export const link = style({
  ...rowLayout,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
})
/** A row whose address is not http(s): the same layout, not a link. */
export const entry = style(rowLayout)
/**
 * A publisher's name is short; one that is not (hostile or broken data) stops at two lines, one
 * on a phone, so the row keeps its fixed height.
 */
export const publisher = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minWidth: 0,
  overflowWrap: 'anywhere',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [media.narrow]: { WebkitLineClamp: 1 } },
})
/** docs/rules/company.md §2.9: titles clamp to two lines. */
export const title = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  wordBreak: 'keep-all',
  fontWeight: 600,
})
export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' })
export const status = style({ padding: `${vars.space.xl} 0`, textAlign: 'center', color: vars.color.textMuted })

export const loading = style({ position: 'relative' })
/** The spinner sits over the placeholder rows, so it adds no height of its own. */
export const spinner = style({ position: 'absolute', insetInline: 0, top: vars.space.md, background: 'rgba(255, 255, 255, 0.85)' })
export const bar = style({
  display: 'block',
  height: '0.9em',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
})

/** Reserved before the list arrives, so the pager appearing moves nothing either. */
export const pager = style({
  minHeight: '2.75rem',
  marginTop: vars.space.lg,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
})
export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.inverseText, fontWeight: 700 },
  },
})
/** A numbered link; on a phone only the current number shows between previous and next, so the pager keeps to one line. */
export const numberLink = style({
  '@media': { [media.narrow]: { selectors: { '&:not([aria-current="page"])': { display: 'none' } } } },
})
