import { style, styleVariants } from '@vanilla-extract/css'
import { media } from '../styles/breakpoints'
import { vars } from '../styles/theme.css'

const pageBase = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
  display: 'grid',
  gap: vars.space.xl,
})
// The sections, one under the other. Static variants (no recipe runtime in every page's
// JavaScript). Under the page head, they start at the page's padding; a page opening with a
// hero: the hero's band starts right under the header, and a landing page's bands need more
// air between them.
export const page = styleVariants({
  withHead: [pageBase],
  withoutHead: [pageBase, { paddingTop: 0, gap: vars.space.xxl, '@media': { [media.desktop]: { gap: '6rem' } } }],
})
