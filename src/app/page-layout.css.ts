import { style, styleVariants } from '@vanilla-extract/css'
import { media } from '../styles/breakpoints'
import { vars } from '../styles/theme.css'

const pageBase = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
})
// Static variants (no recipe runtime in every page's JavaScript). Under the page head, the
// sections start at the page's padding; a page opening with a hero: the hero's band starts
// right under the header.
// An event page has no header above it: a phone gets its first field higher up.
export const page = styleVariants({
  withHead: [pageBase],
  withoutHead: [pageBase, { paddingTop: 0 }],
  event: [pageBase, { paddingTop: vars.space.md, '@media': { [media.desktop]: { paddingTop: vars.space.xl } } }],
})

const sectionsBase = style({ display: 'grid', gap: vars.space.xl })
// A landing page's bands need more air between them.
export const sections = styleVariants({
  withHead: [sectionsBase],
  withoutHead: [sectionsBase, { gap: vars.space.xxl, '@media': { [media.desktop]: { gap: '6rem' } } }],
  // The intro (who, what, when, where) and the form side by side from a desktop's width.
  event: [
    sectionsBase,
    {
      gap: vars.space.lg,
      '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', columnGap: vars.space.xxl, alignItems: 'start' } },
    },
  ],
})
