import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { stickyBesideRules } from '../../styles/shared.css'
import { vars } from '../../styles/theme.css'
import { choiceRules, phoneTapTarget } from '../../styles/section-rules'

/**
 * The section measures its own width (as the issuance form does): the details go beside the form
 * where the form keeps two fields a row (from 52rem: a 960 px screen's 912 px section put them
 * under a 704 px form with 210 px blank beside it), else under it, as wide as the form.
 */
export const container = style({ containerType: 'inline-size' })
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@container': { '(min-width: 52rem)': { gridTemplateColumns: 'minmax(0, 44rem) minmax(15rem, 24rem)', gap: vars.space.xxl } },
})
export const main = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 })
// Beside the form, the details stay in view as the longer form scrolls by (they ended 600 px above it).
export const details = style({
  '@container': { '(min-width: 52rem)': stickyBesideRules },
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  wordBreak: 'keep-all',
  overflowWrap: 'break-word',
})
export const detailsHeading = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, margin: 0 })
/**
 * One detail a row beside the form; under it, as many a row as have 12rem (answer, hours, phone,
 * e-mail, address), and a short last row's details share its width rather than leave a hole.
 */
export const detailsList = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.md })
export const detailsRow = style({ display: 'grid', alignContent: 'start', gap: vars.space.xs, flex: '1 1 12rem' })
export const detailsLabel = style({ fontWeight: 700 })
/** A detail that is a link (the phone number, the e-mail address): a thumb's size on a phone. */
export const detailsLink = style(phoneTapTarget)
export const detailsValue = style({ margin: 0 })

// Its width is its column's beside the details (at most 44rem), else the section's, like the details under it.
export const form = style({ display: 'grid', gap: vars.space.lg })
export const types = style({ border: 'none', margin: 0, padding: 0 })
export const legend = style(choiceRules.legend)
export const choices = style(choiceRules.row)
export const choice = style(choiceRules.choice)
export const error = style({ color: vars.color.accent, fontSize: vars.fontSize.sm, fontWeight: 600, margin: `${vars.space.xs} 0 0` })
export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
})
export const consent = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  fontSize: vars.fontSize.sm,
  wordBreak: 'keep-all',
})
export const consentHeading = style({ fontSize: vars.fontSize.md, margin: 0 })
export const consentList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs })
export const agree = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, fontWeight: 600, cursor: 'pointer', minHeight: '44px', paddingTop: vars.space.sm })
export const checkbox = style({ width: '1.25rem', height: '1.25rem', marginTop: '0.2rem', flexShrink: 0 })
export const completed = style({ padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.brandSoft, margin: 0 })
export const submit = style({ justifySelf: 'start' })
