import { style } from '@vanilla-extract/css'
import { breakpoints, media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

/**
 * Where the button may float without covering anything: from `wide` (1400 px) the window has a
 * margin beside the 1200 px column wide enough for it. Narrower, no place on screen is free of
 * text or controls (at 375 px it sat on the contact form's consent and the footer's address), so
 * it stands in the flow at the end of the page, heading the footer, as GOV.UK's "back to top"
 * does on phones (design-system.service.gov.uk/components/back-to-top).
 */
const floating = media.wide
const inFlow = `screen and (width < ${breakpoints.wide}px)`
const size = '48px'

/** In the flow, the footer's first row: its dark band, the button at the column's end. */
export const bar = style({
  '@media': {
    [inFlow]: {
      display: 'flex',
      justifyContent: 'flex-end',
      paddingBlock: `${vars.space.md} 0`,
      paddingInline: `max(${vars.space.lg}, calc((100% - ${vars.layout.maxWidth}) / 2 + ${vars.space.lg}))`,
      background: vars.color.inverseSurface,
      vars: { [vars.color.focus]: vars.color.focusOnDark },
    },
  },
})

/**
 * In the flow, an outlined button on the footer's dark band; floating, a light button with the
 * brand's outline, which reads on the white page and on the dark footer it passes over. Until the
 * page is scrolled it is hidden; in the flow it keeps its room, so showing it moves nothing.
 */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `2px solid ${vars.color.inverseMuted}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.inverseText,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.inverseText },
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
      borderColor: vars.color.brand,
      background: vars.color.surface,
      color: vars.color.brand,
      fontSize: vars.fontSize.lg,
      boxShadow: vars.shadow.raised,
      selectors: { '&:hover': { background: vars.color.brandSoft }, '&:not([data-shown])': { display: 'none' } },
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
