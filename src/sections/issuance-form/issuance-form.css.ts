import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'
import { choiceRules } from '../../styles/section-rules'
import { stickyBesideRules } from '../../styles/shared.css'

/**
 * The section measures its own width, not the window's: an event page may give it the full
 * width or one column of two, and "what happens next" goes beside the form only where the
 * section itself has room for both.
 */
export const container = style({ containerType: 'inline-size' })
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  // From a 768 px tablet (a 44rem section): two columns of half each, the form at most 32rem.
  // Under it the form and the steps below share one width (a 32rem form left 200 px blank beside it).
  '@container': { '(min-width: 44rem)': { gridTemplateColumns: 'minmax(0, 32rem) minmax(0, 36rem)' } },
})
export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
})
export const wallets = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })
export const legend = style(choiceRules.legend)
export const choices = style(choiceRules.row)
export const choice = style(choiceRules.choice)
export const submit = style({ display: 'grid', gap: vars.space.sm })
export const deadline = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, wordBreak: 'keep-all' })
export const hint = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.sm, background: vars.color.surfaceAlt, fontSize: vars.fontSize.sm })

/**
 * Beside the form (a section of 44rem and more), what happens next stays in view as the visitor
 * goes down the form: three steps beside a form twice their height left the column's lower half
 * empty (the width check's "empty column").
 */
export const next = style({ display: 'grid', gap: vars.space.md, wordBreak: 'keep-all', '@container': { '(min-width: 44rem)': stickyBesideRules } })
export const nextHeading = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, margin: 0 })
export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, counterReset: 'step' })
/** A step with its number in a circle; the list keeps its semantics (an ordered list of three). */
export const step = style({
  counterIncrement: 'step',
  position: 'relative',
  minHeight: '2rem',
  paddingInlineStart: '2.75rem',
  paddingTop: '0.2rem',
  selectors: {
    '&::before': {
      content: 'counter(step)',
      position: 'absolute',
      insetInlineStart: 0,
      top: 0,
      display: 'grid',
      placeItems: 'center',
      width: '2rem',
      height: '2rem',
      borderRadius: vars.radius.pill,
      background: vars.color.brandSoft,
      color: vars.color.brandStrong,
      fontWeight: 700,
    },
  },
})
export const noEmail = style({ padding: `0 ${vars.space.md}`, borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}`, background: vars.color.surface })
/**
 * The summary is the control, drawn as one: the question and a chevron at the row's end that
 * turns when the answer shows, not the browser's triangle; about 46 px tall to tap.
 */
export const question = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  listStyle: 'none',
  cursor: 'pointer',
  fontWeight: 600,
  paddingBlock: '0.625rem',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.brand },
    '&::after': {
      content: '""',
      flex: 'none',
      width: '0.5em',
      height: '0.5em',
      marginInlineEnd: vars.space.xs,
      borderRight: '2px solid currentColor',
      borderBottom: '2px solid currentColor',
      transform: 'translateY(-25%) rotate(45deg)',
      transition: 'transform 0.15s',
    },
    '[open] > &::after': { transform: 'translateY(25%) rotate(-135deg)' },
  },
  '@media': { [media.reducedMotion]: { selectors: { '&::after': { transition: 'none' } } } },
})
export const answer = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.sm })
export const success = style({ display: 'grid', gap: vars.space.md })
export const successBody = style({ margin: 0 })
export const summary = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 })
export const term = style({ fontWeight: 600 })
export const value = style({ margin: 0, overflowWrap: 'anywhere' })
/**
 * An address breaks where <wbr> allows (after @ and dots); `break-word` only for a piece longer
 * than the whole line, and unlike `anywhere` it does not let the column shrink to a letter.
 */
export const address = style({ margin: 0, overflowWrap: 'break-word' })
