import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const failed = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} 0`,
  textAlign: 'center',
  color: vars.color.textMuted,
})
export const message = style({ margin: 0 })

/**
 * A list's inline action (try again, search in all categories): the look of
 * `button({ variant: 'secondary' })` as a plain class, since the recipe's runtime would be 0.9 kB
 * more on a list page, whose budget has no room for it. Unlike other buttons it wraps, for it may
 * hold a visitor's search.
 */
export const listAction = style({
  minHeight: '44px',
  maxWidth: '100%',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brand,
  font: 'inherit',
  fontWeight: 600,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
})
