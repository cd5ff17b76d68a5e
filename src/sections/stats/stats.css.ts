import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { headingRule } from '../../styles/section-rules'
import { vars } from '../../styles/theme.css'

// The figures are proof, set as a light band: large numbers in the brand's blue with what they
// count under them, between two hairlines, no tiles. Four black tiles, and then four grey ones,
// were the heaviest thing on the home page, heavier than what they counted.
export const section = style({ display: 'grid', gap: vars.space.lg })
export const heading = style(headingRule)
export const list = style({
  width: '100%',
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  rowGap: vars.space.lg,
  paddingBlock: vars.space.lg,
  borderBlock: `1px solid ${vars.color.border}`,
  // The figures' size follows the list's width (below): one size for all four, whatever the padding of each.
  containerType: 'inline-size',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', paddingBlock: vars.space.xl } },
})
export const item = style({
  display: 'flex',
  // The number over its label, while the list reads label first (a <dt> before its <dd>).
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  // The first figure of a row starts on the heading's line; a hairline before each of the others.
  '@media': {
    [media.narrow]: {
      selectors: {
        '&:nth-child(even)': { paddingInlineStart: vars.space.md, borderInlineStart: `1px solid ${vars.color.border}` },
      },
    },
    [media.tablet]: {
      selectors: {
        '&:not(:first-child)': { paddingInlineStart: vars.space.lg, borderInlineStart: `1px solid ${vars.color.border}` },
      },
    },
  },
  paddingInlineEnd: vars.space.sm,
})
export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 600, wordBreak: 'keep-all' })
export const value = style({
  margin: 0,
  // At most a glyph of 7% of the list on phones (two figures a row) and 3.6% from a tablet (four):
  // 1,500,000+ is under five and a half ems and stays on one line in a 320 px phone's half and in a
  // quarter of a 768 px tablet, each less its padding.
  fontSize: 'min(2rem, 7cqi)',
  lineHeight: 1.1,
  whiteSpace: 'nowrap',
  fontWeight: 800,
  letterSpacing: '-0.03em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.brand,
  '@media': { [media.tablet]: { fontSize: 'min(2.75rem, 3.6cqi)' } },
})
export const suffix = style({ marginInlineStart: '2px' })
