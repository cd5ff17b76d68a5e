import { style, styleVariants } from '@vanilla-extract/css'
import { button } from '../../components/button.css'
import { media } from '../../styles/breakpoints'
import { cardTextRule, headRule, headingRule, leadRule } from '../../styles/section-rules'
import { vars } from '../../styles/theme.css'

/**
 * A panel of the brand's deep blue inside the page's column: after the white sections above it and
 * before the pale inquiry band and the dark footer, it reads as a band of its own. White titles and
 * the light muted ink (6:1 on `brandStrong`), the focus ring in its light tint.
 */
export const band = style({
  display: 'grid',
  gap: vars.space.xl,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandStrong,
  color: vars.color.inverseText,
  vars: { [vars.color.focus]: vars.color.focusOnDark },
  '@media': { [media.tablet]: { padding: `${vars.space.xl} ${vars.space.xl}` }, [media.desktop]: { padding: `${vars.space.xxl} 3.5rem` } },
})
export const head = style(headRule)
export const heading = style(headingRule)
export const lead = style({ ...leadRule, color: vars.color.inverseMuted })

const pointsBase = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg })
/** One point a row on phones; from a tablet's width all in one row, hairlines between them. */
export const points = styleVariants({
  2: [pointsBase, { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xl } } }],
  3: [pointsBase, { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xl } } }],
  4: [pointsBase, { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xl }, [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } }],
})
// On phones the icon beside the title and the sentence under both; from a tablet the icon on top.
export const point = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"marker title" "text text"',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.md}`,
  alignContent: 'start',
  wordBreak: 'keep-all',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"marker" "title" "text"', alignItems: 'start' } },
})
export const marker = style({
  gridArea: 'marker',
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  '@media': { [media.tablet]: { marginBottom: vars.space.xs } },
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brandStrong,
})
export const icon = style({ width: '1.5rem', height: '1.5rem' })
export const title = style({ gridArea: 'title', margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight })
export const text = style({ ...cardTextRule, gridArea: 'text', color: vars.color.inverseMuted })

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
  borderTop: '1px solid rgba(255, 255, 255, 0.2)',
})
// White buttons with the band's blue words; no outline of their own on the dark panel.
export const link = style([button({ variant: 'secondary' }), { borderColor: vars.color.surface, color: vars.color.brandStrong }])
