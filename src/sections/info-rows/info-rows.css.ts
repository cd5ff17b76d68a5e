import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { headingRule } from '../../styles/section-rules'
import { vars } from '../../styles/theme.css'

export const section = style({ display: 'grid', gap: vars.space.md })
export const list = style({ margin: 0, borderTop: `2px solid ${vars.color.text}` })
export const row = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { gridTemplateColumns: '12rem 1fr', gap: vars.space.lg } },
})
export const label = style({ fontWeight: 700 })
export const value = style({ margin: 0, color: vars.color.textMuted })
export const bullets = style({ margin: 0, paddingInlineStart: '1.2em', display: 'grid', gap: vars.space.xs })
export const note = style({ margin: 0, color: vars.color.textMuted })
export const heading = style(headingRule)
