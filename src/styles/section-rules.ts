import type { StyleRule } from '@vanilla-extract/css'
import { media } from './breakpoints'
import { shade, tones } from './palette'
import { vars } from './theme.css'

/**
 * The rules every content section shares, so the pages read as one design. Plain objects that
 * each section's own .css.ts turns into classes: evaluated at build time, they put no shared
 * module (and no extra chunk) in any page's JavaScript.
 */

/** A section's heading (h2). */
export const headingRule: StyleRule = {
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
  wordBreak: 'keep-all',
  '@media': { [media.desktop]: { fontSize: '2rem' } },
}

/**
 * The sentence under a section's heading: never smaller than the cards' text under it (it was 16
 * px over 17 px cards, an intro that read as a footnote).
 */
export const leadRule: StyleRule = {
  margin: 0,
  maxWidth: '46rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  '@media': { [media.desktop]: { fontSize: '1.125rem' } },
}

/**
 * A card's sentences (card grids, steps, badge kinds, shortcuts): never under 16 px, 17 px from a
 * desktop's width, where the cards are wide and the small grey type read as fine print.
 * The muted ink keeps 7:1 on the palest panel (`surfaceAlt`), well over WCAG's 4.5:1.
 */
export const cardTextRule: StyleRule = {
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  '@media': { [media.desktop]: { fontSize: '1.0625rem' } },
}

/**
 * A card's or a step's title (h3): larger than the card's sentences under it (steps' titles were
 * 16 px bold over 17 px text, upside down).
 */
export const cardTitleRule: StyleRule = { margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight }

/** A section's heading and lead, stacked. */
export const headRule: StyleRule = { display: 'grid', gap: vars.space.sm }

/** A small coloured word over a title. */
export const eyebrowRule: StyleRule = {
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
}

/** A raised white card on the page's background. */
export const cardRule: StyleRule = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: `0 1px 2px ${shade(0.04)}`,
}

/**
 * A chip's colours, dark text on a pale fill (>= 4.5:1): the notice board's types and the badge
 * gallery's categories share them, so a kind of thing has one colour across the site.
 */
export const chipTones = {
  blue: { background: vars.color.brandSoft, color: vars.color.brandStrong },
  orange: { background: tones.orange.pale, color: tones.orange.dark },
  green: { background: tones.green.pale, color: tones.green.dark },
  grey: { background: tones.grey.pale, color: vars.color.textMuted },
} as const satisfies Record<string, StyleRule>

/** docs/rules/company.md §2.9: a title in a board's row (the notices, the press) clamps to two lines, so every row keeps its height. */
export const listTitleRule: StyleRule = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  wordBreak: 'keep-all',
  fontWeight: 600,
}

/** The forms' radio buttons drawn as pills (the inquiry's type, the wallet): the group's legend, the row, one choice. */
export const choiceRules = {
  legend: { fontWeight: 600, marginBottom: vars.space.sm },
  // One choice a line on a phone: wrapped, which choice starts the second line depended on the
  // words' widths, and when the brand face arrived (narrower than the fallback) a pill moved up a
  // line: a layout shift of 0.03 on /eng/contact-us at 375 px.
  row: { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, '@media': { [media.narrow]: { flexDirection: 'column', alignItems: 'flex-start' } } },
  choice: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: '44px',
    padding: `0 ${vars.space.md}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.pill,
    cursor: 'pointer',
    // The radio inside drawn in the brand's colour (inherited), not the browser's default blue.
    accentColor: vars.color.brand,
    selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft, fontWeight: 600 } },
  },
} as const satisfies Record<string, StyleRule>

/**
 * On a phone, a link that stands alone (a footer link, a breadcrumb, a card's link) is at least
 * 44 px tall and wide to a thumb, the size touch platforms ask for, although WCAG 2.2 AA asks for
 * 24 (2.5.8): at 26 to 33 px the footer's and the cards' links were easy to miss. Wider screens,
 * read with a pointer, keep their denser rows. The text stays where it was: the box grows around
 * it, to the end side.
 */
export const phoneTapTarget: StyleRule = {
  '@media': { [media.narrow]: { display: 'inline-flex', alignItems: 'center', minHeight: '44px', minWidth: '44px' } },
}
