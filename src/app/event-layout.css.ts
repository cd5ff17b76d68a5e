import { style } from '@vanilla-extract/css'
import { media } from '../styles/breakpoints'
import { vars } from '../styles/theme.css'

// No header above it: a phone gets its first field higher up. The intro and the form side by
// side from a desktop's width.
export const page = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.xxl}`,
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [media.desktop]: {
      paddingTop: vars.space.xl,
      gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
      columnGap: vars.space.xxl,
      alignItems: 'start',
    },
  },
})
