import { style } from '@vanilla-extract/css'
import { balancedGrid } from '../../styles/balanced-grid'
import { media } from '../../styles/breakpoints'
import { cardRule, headingRule, phoneTapTarget } from '../../styles/section-rules'
import { vars } from '../../styles/theme.css'

export const section = style({ display: 'grid', gap: vars.space.lg })
export const heading = style([headingRule, { '@media': { [media.desktop]: { fontSize: vars.fontSize.xl } } }])

// One menu a row on a phone, two on a tablet, all four on a desktop: never three and a lone one.
export const menus = style([balancedGrid({ narrow: 1, tablet: 2, desktop: 4 }), { margin: 0, padding: 0, listStyle: 'none', gap: vars.space.md }])

export const menu = style([cardRule, { display: 'grid', alignContent: 'start', gap: vars.space.sm, padding: vars.space.lg }])
export const menuName = style({ margin: 0, fontSize: vars.fontSize.lg })
export const menuLink = style([{ color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } } }, phoneTapTarget])
export const links = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xs })
// At least 24 px high: a target a finger can hit (WCAG 2.5.8).
export const link = style([{ display: 'inline-block', paddingBlock: '2px', minHeight: '24px' }, phoneTapTarget])
