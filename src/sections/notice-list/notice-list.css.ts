import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const list = style({ listStyle: 'none', padding: 0, margin: 0, borderTop: `2px solid ${vars.color.text}` })
export const row = style({ borderBottom: `1px solid ${vars.color.border}` })
export const link = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: vars.space.md,
  alignItems: 'center',
  padding: `${vars.space.md} ${vars.space.sm}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
  '@media': {
    'screen and (max-width: 599px)': { gridTemplateColumns: 'auto 1fr', gridTemplateAreas: '"chip date" "title title"', gap: vars.space.xs },
  },
})
/** Spec 2.9: titles clamp to two lines. */
export const title = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  wordBreak: 'keep-all',
  fontWeight: 600,
  '@media': { 'screen and (max-width: 599px)': { gridArea: 'title' } },
})
export const chipCell = style({ '@media': { 'screen and (max-width: 599px)': { gridArea: 'chip' } } })
export const dateCell = style({ '@media': { 'screen and (max-width: 599px)': { gridArea: 'date', justifySelf: 'end' } } })
export const empty = style({ padding: `${vars.space.xl} 0`, textAlign: 'center', color: vars.color.textMuted })
