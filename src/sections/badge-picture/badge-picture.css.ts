import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { headingRule, leadRule } from '../../styles/section-rules'
import { vars } from '../../styles/theme.css'

/** The picture beside its words at every width: smaller on a phone, where the words keep 12rem. */
export const section = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: '48rem',
  wordBreak: 'keep-all',
})
export const image = style({ width: '6rem', height: 'auto', '@media': { [media.tablet]: { width: '10rem' } } })
export const words = style({ display: 'grid', gap: vars.space.sm })
export const heading = style(headingRule)
export const text = style(leadRule)
