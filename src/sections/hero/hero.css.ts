import { style } from '@vanilla-extract/css'
import { media, range } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

// The band's background reaches the window's edges while its content keeps the page's column:
// a shadow as wide as the screen, clipped at top and bottom (no 100vw, so no sideways scrolling).
export const hero = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  paddingBlock: `${vars.space.xl} ${vars.space.xxl}`,
  background: vars.color.brandSoft,
  boxShadow: `0 0 0 100vmax ${vars.color.brandSoft}`,
  clipPath: 'inset(0 -100vmax)',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)', paddingBlock: '5rem 6rem' },
  },
})
export const copy = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start', wordBreak: 'keep-all' })
export const eyebrow = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.02em',
})
export const heading = style({
  margin: 0,
  fontSize: '2rem',
  lineHeight: 1.25,
  letterSpacing: '-0.02em',
  color: vars.color.text,
  '@media': { [range.tablet]: { fontSize: '2.5rem' }, [media.desktop]: { fontSize: '3.25rem' } },
})
export const text = style({ margin: 0, maxWidth: '36rem', fontSize: vars.fontSize.lg, color: vars.color.textMuted })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm })
// Under the text on narrower screens, the illustration stays modest so the shortcuts show early.
export const image = style({
  width: '100%',
  height: 'auto',
  maxWidth: '26rem',
  justifySelf: 'center',
  '@media': { [media.desktop]: { maxWidth: '34rem' } },
})
