import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const list = style({ listStyle: 'none', padding: 0, margin: 0, borderTop: `2px solid ${vars.color.text}` })
export const row = style({ borderBottom: `1px solid ${vars.color.border}` })
/** A row's layout, link or not; grid items may shrink below their content (long words wrap). */
const rowLayout = {
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, 10rem) minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'center',
  padding: `${vars.space.md} ${vars.space.sm}`,
  color: vars.color.text,
  '@media': { 'screen and (max-width: 599px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs } },
} as const
export const link = style({
  ...rowLayout,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
})
/** A row whose address is not http(s): the same layout, not a link. */
export const entry = style(rowLayout)
/** A publisher's name is short; one that is not (hostile or broken data) stops at two lines. */
export const publisher = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minWidth: 0,
  overflowWrap: 'anywhere',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
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
})
export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' })
export const status = style({ padding: `${vars.space.xl} 0`, textAlign: 'center', color: vars.color.textMuted })
