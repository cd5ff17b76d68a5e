import { style } from '@vanilla-extract/css'
import { media } from '../styles/breakpoints'
import { vars } from '../styles/theme.css'

export const page = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
})

export const intro = style({ maxWidth: '48rem' })

export const title = style({
  fontSize: vars.fontSize.xl,
  '@media': { [media.desktop]: { fontSize: vars.fontSize.xxl } },
})

export const lead = style({
  marginTop: vars.space.md,
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
})

export const sections = style({ marginTop: vars.space.xl, display: 'grid', gap: vars.space.xl })

// The parts every content section shares, so the pages read as one design. They live in the
// layout's module, which every page loads, so sections add no shared chunk of their own.


/** A section's heading (h2). */
export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
  wordBreak: 'keep-all',
  '@media': { [media.desktop]: { fontSize: '2rem' } },
})

/** The sentence under a section's heading. */
export const sectionLead = style({ margin: 0, maxWidth: '46rem', color: vars.color.textMuted, fontSize: vars.fontSize.md })

/** A section's heading and lead, stacked. */
export const sectionHead = style({ display: 'grid', gap: vars.space.sm })

/** A small coloured word over a title. */
export const eyebrow = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
})

/** A raised white card on the page's background. */
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 1px 2px rgba(22, 27, 38, 0.04)',
})
