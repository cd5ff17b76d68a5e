import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { balancedGrid } from '../../styles/balanced-grid'
import { media } from '../../styles/breakpoints'
import { cardTextRule } from '../../styles/section-rules'
import { vars } from '../../styles/theme.css'

// The row overlaps the hero's lower edge a little, like a tray of shortcuts lifted off the band.
export const section = style({
  position: 'relative',
  zIndex: 1,
  marginTop: `calc(-1 * ${vars.space.xxl} - ${vars.space.xl})`,
  '@media': { [media.desktop]: { marginTop: 'calc(-6rem - 3rem)' } },
})
const listBase = style({ listStyle: 'none', margin: 0, padding: 0, gap: vars.space.md, '@media': { [media.desktop]: { gap: vars.space.lg } } })
/**
 * By the number of shortcuts (at most four): stacked on phones, in a row from a tablet's width
 * (four as two rows of two there). Stacked at 768 px, three 720 px bars held a short line each
 * with the arrow far off at the right.
 */
export const list = styleVariants({
  1: [listBase, balancedGrid({ narrow: 1, tablet: 1, desktop: 1 })],
  2: [listBase, balancedGrid({ narrow: 1, tablet: 2, desktop: 2 })],
  3: [listBase, balancedGrid({ narrow: 1, tablet: 3, desktop: 3 })],
  4: [listBase, balancedGrid({ narrow: 1, tablet: 2, desktop: 4 })],
})
// Each shortcut lays itself out by its own width (`narrowTile`).
globalStyle(`${listBase} > li`, { containerType: 'inline-size' })
/** A tile under 20rem: its icon and arrow on top, its words the tile's width below them, not a 100 px column ("Get a / sample badge"). */
const narrowTile = '(width < 20rem)'
export const tile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  color: vars.color.text,
  textDecoration: 'none',
  transition: 'border-color 160ms ease, transform 160ms ease',
  selectors: { '&:hover': { borderColor: vars.color.brand, transform: 'translateY(-2px)' } },
  '@media': { [media.reducedMotion]: { transition: 'none', selectors: { '&:hover': { transform: 'none' } } } },
  '@container': { [narrowTile]: { flexWrap: 'wrap', alignItems: 'flex-start', alignContent: 'flex-start', rowGap: vars.space.sm } },
})
export const iconBox = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.inverseText,
})
export const icon = style({ width: '1.75rem', height: '1.75rem' })
export const copy = style({ display: 'grid', gap: '2px', flex: 1, minWidth: 0, wordBreak: 'keep-all', '@container': { [narrowTile]: { order: 1, flexBasis: '100%' } } })
export const label = style({ fontWeight: 700, fontSize: vars.fontSize.md })
export const text = style(cardTextRule)
export const arrow = style({ color: vars.color.brand, fontWeight: 700, '@container': { [narrowTile]: { marginInlineStart: 'auto' } } })
