import { style } from '@vanilla-extract/css'
import { media, range } from '../../styles/breakpoints'
import { visuallyHidden } from '../../styles/shared.css'
import { vars } from '../../styles/theme.css'

export const hidden = visuallyHidden

// A phone reads it top to bottom with the badge floated beside the lead text, so the form's
// first field is on the first screen (375 x 667); on a tablet, a grid puts the badge beside the
// facts; on a desktop, where the form stands beside the intro, the badge is shown large on a
// panel of its own above the facts: a 10rem badge left the intro's column ending 600 px above the
// form's, an empty block beside it (as it was at 960 to 1440 px).
export const intro = style({
  display: 'block',
  '@media': {
    [range.tablet]: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      gridTemplateAreas: '"note note" "band band" "title title" "lead lead" "badge facts"',
      columnGap: vars.space.xl,
      alignItems: 'start',
    },
    [media.desktop]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"note" "band" "title" "lead" "badge" "facts"',
    },
  },
})

export const example = style({
  gridArea: 'note',
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  border: `1px dashed ${vars.color.accent}`,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
})
export const exampleTag = style({
  flex: 'none',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.inverseText,
  fontWeight: 700,
})

export const band = style({
  gridArea: 'band',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '2.75rem',
  marginBottom: vars.space.md,
})
export const divider = style({ alignSelf: 'stretch', width: '1px', marginBlock: vars.space.xs, background: vars.color.border })
// The logo over its "hosted by" line: one row beside ours, even at 320 px, instead of a second row.
export const partner = style({ display: 'inline-grid', justifyItems: 'start', alignContent: 'center', minHeight: '2.75rem' })
export const partnerLink = style({ color: vars.color.text })
// The attributes give the logo's proportions; CSS sets its height, so it takes its place at once.
export const partnerLogo = style({ width: 'auto', height: '2rem', maxWidth: '12rem', objectFit: 'contain', objectPosition: 'left center' })
export const hostedBy = style({ fontWeight: 600, fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.tight, wordBreak: 'keep-all' })

// Smaller than other pages' headings on a phone: an event's name is long, and the form waits below.
export const title = style({
  gridArea: 'title',
  fontSize: '1.5rem',
  '@media': { [range.tablet]: { fontSize: vars.fontSize.xl }, [media.desktop]: { fontSize: vars.fontSize.xxl } },
})

export const lead = style({
  gridArea: 'lead',
  margin: `${vars.space.sm} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.lg } },
})

export const badgeLink = style({
  gridArea: 'badge',
  float: 'right',
  margin: `${vars.space.md} 0 ${vars.space.sm} ${vars.space.md}`,
  borderRadius: '50%',
  lineHeight: 0,
  '@media': {
    [range.tablet]: { margin: `${vars.space.lg} 0 0` },
    [media.desktop]: {
      display: 'flex',
      justifyContent: 'center',
      margin: `${vars.space.lg} 0 0`,
      padding: vars.space.xl,
      borderRadius: vars.radius.md,
      background: `radial-gradient(circle at 50% 45%, ${vars.color.surface} 0 32%, ${vars.color.brandSoft} 72%)`,
    },
  },
})
// Sized by CSS at every width (the markup says 200 x 200): nothing moves when the artwork arrives.
export const badgeImage = style({
  width: '5.5rem',
  height: '5.5rem',
  transition: 'transform 160ms ease-out',
  selectors: { [`${badgeLink}:hover &`]: { transform: 'scale(1.03)' } },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [range.tablet]: { width: '10rem', height: '10rem' },
    [media.desktop]: { width: '14rem', height: '14rem' },
  },
})

export const facts = style({
  gridArea: 'facts',
  clear: 'both',
  display: 'grid',
  // The terms' column is as wide as the widest term, in either language and face ("Awarded for"
  // wrapped in a fixed 4.75rem once Pretendard came); each fact's row takes it by subgrid.
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  rowGap: vars.space.sm,
  columnGap: vars.space.md,
  margin: `${vars.space.md} 0 0`,
  '@media': { [media.tablet]: { marginTop: vars.space.lg } },
})
export const fact = style({ display: 'grid', gridColumn: '1 / -1', gridTemplateColumns: 'subgrid' })
export const term = style({ fontWeight: 700, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const detail = style({ margin: 0, fontSize: vars.fontSize.sm, '@media': { [media.tablet]: { fontSize: vars.fontSize.md } } })
export const line = style({ display: 'block' })
export const aside = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
