import { style } from '@vanilla-extract/css'
import { media, range } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

// Its heading starts where every other section's does (one alignment for section heads), and
// the figures stand on light tiles with a brand rule on top: four black tiles were the heaviest
// thing on the home page, heavier than what they counted.
export const section = style({ display: 'grid', gap: vars.space.lg })
export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  wordBreak: 'keep-all',
  '@media': { [media.desktop]: { fontSize: '2rem' } },
})
export const list = style({
  width: '100%',
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.lg } },
})
export const item = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xs,
  padding: `${vars.space.lg} ${vars.space.sm}`,
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  borderTop: `3px solid ${vars.color.brand}`,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  '@media': { [media.desktop]: { padding: `${vars.space.xl} ${vars.space.md}` } },
  // The figure's size follows the card's own width (below), not the window's alone.
  containerType: 'inline-size',
})
export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, wordBreak: 'keep-all' })
export const value = style({
  margin: 0,
  // Scales with the window below 600 px, so 1,500,000+ stays on one line in a 320 px column.
  fontSize: 'clamp(1.125rem, 5.6vw, 1.5rem)',
  whiteSpace: 'nowrap',
  fontWeight: 800,
  letterSpacing: '-0.02em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.brandStrong,
  // From the tablet up, at most 15% of the card's width a glyph: 1,500,000+ is about six ems, and
  // four cards to a row at 960-1024 px left 2.5rem too wide for its card (the "+" spilled out).
  '@media': { [range.tablet]: { fontSize: 'min(2rem, 15cqi)' }, [media.desktop]: { fontSize: 'min(2.5rem, 15cqi)' } },
})
export const suffix = style({ color: vars.color.brand, marginInlineStart: '2px' })
