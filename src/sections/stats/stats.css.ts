import { style } from '@vanilla-extract/css'
import { media, range } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const section = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'center', textAlign: 'center' })
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
  borderRadius: vars.radius.md,
  background: vars.color.inverseSurface,
  color: vars.color.inverseText,
  '@media': { [media.desktop]: { padding: `${vars.space.xl} ${vars.space.md}` } },
})
export const label = style({ color: vars.color.inverseMuted, fontSize: vars.fontSize.sm, wordBreak: 'keep-all' })
export const value = style({
  margin: 0,
  // Scales with the window below 600 px, so 1,500,000+ stays on one line in a 320 px column.
  fontSize: 'clamp(1.125rem, 5.6vw, 1.5rem)',
  whiteSpace: 'nowrap',
  fontWeight: 800,
  letterSpacing: '-0.02em',
  fontVariantNumeric: 'tabular-nums',
  '@media': { [range.tablet]: { fontSize: '2rem' }, [media.desktop]: { fontSize: '2.5rem' } },
})
export const suffix = style({ color: vars.color.brandSoft, marginInlineStart: '2px' })
