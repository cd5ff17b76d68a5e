import { globalStyle, style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { shade } from '../../styles/palette'
import { vars } from '../../styles/theme.css'

const height = '4.75rem'

/** The banner's measured height, set on the document while it is open. */
export const heightVariable = '--app-banner-height'
/**
 * On the document while the banner is open: room for it at the end of the page, and a scroll
 * padding of its height, so that the browser scrolls an element that takes focus (tabbing, a
 * jump) above the bar rather than under it (WCAG 2.2, 2.4.11 Focus Not Obscured).
 */
export const withBanner = style({ scrollPaddingBottom: `var(${heightVariable}, 0px)` })
globalStyle(`${withBanner} body`, { paddingBottom: `var(${heightVariable}, 0px)` })

export const banner = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: height,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  paddingBottom: `max(${vars.space.sm}, env(safe-area-inset-bottom))`,
  background: vars.color.inverseSurface,
  color: vars.color.inverseText,
  boxShadow: `0 -6px 20px ${shade(0.18)}`,
  vars: { [vars.color.focus]: vars.color.focusOnDark },
  // Its line of text (below) follows the bar's own width.
  containerType: 'inline-size',
  '@media': { [media.tablet]: { display: 'none' } },
})
export const icon = style({ width: '2.75rem', height: '2.75rem', flexShrink: 0, borderRadius: '10px' })
export const copy = style({ flex: 1, minWidth: 0, wordBreak: 'keep-all' })
export const title = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.tight })
/**
 * The line under the title, on a phone of 360 px and up. On a 320 px one it took three lines of
 * two words beside the title's two, and the bar grew to 106 px, a sixth of the screen, over the
 * hero's second button: there the name and the store buttons say it, in 80 px.
 */
export const text = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.inverseMuted,
  lineHeight: vars.lineHeight.tight,
  '@container': { '(width < 22.5rem)': { display: 'none' } },
})
export const links = style({ display: 'flex', flexDirection: 'column', gap: '4px', flexShrink: 0 })
export const store = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '30px',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
})
export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.inverseText,
  cursor: 'pointer',
})
