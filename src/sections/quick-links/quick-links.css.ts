import { style, styleVariants } from '@vanilla-extract/css'
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
/** By the number of shortcuts (at most four): stacked below desktops, one row on them. */
export const list = styleVariants({
  1: [listBase, balancedGrid({ narrow: 1, tablet: 1, desktop: 1 })],
  2: [listBase, balancedGrid({ narrow: 1, tablet: 1, desktop: 2 })],
  3: [listBase, balancedGrid({ narrow: 1, tablet: 1, desktop: 3 })],
  4: [listBase, balancedGrid({ narrow: 1, tablet: 1, desktop: 4 })],
})
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
export const copy = style({ display: 'grid', gap: '2px', flex: 1, minWidth: 0, wordBreak: 'keep-all' })
export const label = style({ fontWeight: 700, fontSize: vars.fontSize.md })
export const text = style(cardTextRule)
export const arrow = style({ color: vars.color.brand, fontWeight: 700 })
