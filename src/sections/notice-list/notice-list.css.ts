import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const list = style({ listStyle: 'none', padding: 0, margin: 0, borderTop: `2px solid ${vars.color.text}` })

/** The row is what a visitor sees as one target: it carries the hover and the focus ring of its link. */
export const row = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: vars.space.md,
  alignItems: 'center',
  padding: `${vars.space.md} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
  '@media': {
    [media.narrow]: { gridTemplateColumns: 'auto 1fr', gridTemplateAreas: '"chip date" "title title"', gap: vars.space.xs },
  },
})

/** The stretched link: its ::after covers the row, so the chip and the date open the notice too. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  minWidth: 0,
  '@media': { [media.narrow]: { gridArea: 'title' } },
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    // The row shows the ring (above); a second one round the title alone would only repeat it.
    '&:focus-visible': { outline: 'none' },
    [`${row}:hover &`]: { textDecoration: 'underline' },
  },
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
export const chipCell = style({ '@media': { [media.narrow]: { gridArea: 'chip' } } })
export const dateCell = style({ '@media': { [media.narrow]: { gridArea: 'date', justifySelf: 'end' } } })
export const empty = style({ padding: `${vars.space.xl} 0`, textAlign: 'center', color: vars.color.textMuted })
