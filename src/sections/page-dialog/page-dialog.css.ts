import { style } from '@vanilla-extract/css'
import { button } from '../../components/button.css'
import { vars } from '../../styles/theme.css'

export const image = style({ width: '100%', height: 'auto', borderRadius: vars.radius.sm, marginBottom: vars.space.md, background: vars.color.brandSoft })
export const paragraph = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted })
// Resolved at build time: calling the recipe in the component would ship its runtime.
export const primary = button({ variant: 'primary' })
export const secondary = button({ variant: 'secondary' })
export const hide = style([button({ variant: 'quiet' }), { marginInlineEnd: 'auto', order: -1, fontSize: vars.fontSize.sm, color: vars.color.textMuted }])
