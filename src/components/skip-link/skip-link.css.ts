import { style } from '@vanilla-extract/css'
import { phoneTapTarget } from '../../styles/section-rules'
import { vars } from '../../styles/theme.css'

export const skipLink = style([
  {
    position: 'absolute',
    insetInlineStart: vars.space.md,
    top: '-100px',
    zIndex: 100,
    padding: `${vars.space.sm} ${vars.space.md}`,
    background: vars.color.inverseSurface,
    color: vars.color.inverseText,
    borderRadius: vars.radius.sm,
    selectors: { '&:focus': { top: vars.space.sm } },
  },
  phoneTapTarget,
])
