import { style } from '@vanilla-extract/css'
import { button } from '../../components/button.css'
import { media, range } from '../../styles/breakpoints'
import { headRule, headingRule, leadRule } from '../../styles/section-rules'
import { vars } from '../../styles/theme.css'

export const section = style({ display: 'grid', gap: vars.space.xl })
export const head = style(headRule)
export const heading = style(headingRule)
export const lead = style(leadRule)

export const rows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  // Closer than the page's sections (6rem apart on a desktop), so the rows read as one section.
  gap: vars.space.xl,
  '@media': { [media.desktop]: { gap: '3rem' } },
})

/**
 * The picture over the words on phones; from a tablet's width beside them, on the left in the
 * first row and the third, on the right in the second. On a tablet the picture takes the wider
 * part (a screen read small is no proof); on a desktop half, the screen itself at most 30rem.
 */
export const row = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  '@media': {
    [range.tablet]: {
      gridTemplateColumns: 'minmax(0, 6fr) minmax(0, 5fr)',
      gap: vars.space.xl,
      selectors: { '&:nth-child(even)': { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' } },
    },
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xxl },
  },
})

// The screen on a soft panel of the brand's tint, as a product shot stands on a backdrop; on a
// desktop at most 30rem wide (its words legible, the row not taller than a screen). On a phone the
// panel is a thin edge: the drawing for a phone keeps its own margin, and at 320 px a 1rem padding
// showed it at 240 of its 280 px, its smallest words at 10.3 px (tests/e2e/narrow-screens.spec.ts).
export const frame = style({
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  '@media': {
    [media.tablet]: { padding: vars.space.md, selectors: { [`${row}:nth-child(even) > &`]: { order: 2 } } },
    [media.desktop]: { padding: vars.space.lg },
  },
})
export const image = style({ display: 'block', width: '100%', maxWidth: '30rem', height: 'auto' })

export const body = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start', wordBreak: 'keep-all' })
export const title = style({
  margin: 0,
  // Under the section's heading (1.75 and 2rem) and over the text (1 and 1.125rem).
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  '@media': { [range.tablet]: { fontSize: '1.5rem' }, [media.desktop]: { fontSize: '1.625rem' } },
})
export const text = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  '@media': { [media.desktop]: { fontSize: '1.125rem' } },
})
export const link = style([button({ variant: 'secondary' }), { marginTop: vars.space.xs }])
export const arrow = style({
  transition: 'transform 160ms ease',
  selectors: { [`${link}:hover &`]: { transform: 'translateX(3px)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
})
