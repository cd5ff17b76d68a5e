import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

/**
 * Where the button may float without covering anything: from `wide` (1400 px) the window has a
 * margin beside the 1200 px column wide enough for it. Narrower, no place on screen is free of
 * text or controls (at 375 px it sat on the contact form's consent and the footer's address), so
 * it stands in the flow at the end of the page, before the footer, as GOV.UK's "back to top" does
 * on phones (design-system.service.gov.uk/components/back-to-top, mobile).
 */
const floating = media.wide
const size = '48px'

export const bar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  '@media': { [floating]: { height: 0, padding: 0 } },
})

/**
 * A light button with the brand's outline: it reads on the white page and on the dark footer
 * alike. Until the page is scrolled it is hidden; in the flow it still keeps its room, so showing
 * it moves nothing.
 */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brand,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&:not([data-shown])': { visibility: 'hidden' },
  },
  '@media': {
    [floating]: {
      position: 'fixed',
      insetInlineEnd: vars.space.lg,
      bottom: vars.space.lg,
      zIndex: 15,
      justifyContent: 'center',
      width: size,
      height: size,
      padding: 0,
      fontSize: vars.fontSize.lg,
      boxShadow: vars.shadow.raised,
      selectors: { '&:not([data-shown])': { display: 'none' } },
    },
  },
})

/** Written out in the flow; read out only, beside the floating arrow. */
export const label = style({
  '@media': {
    [floating]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
})
