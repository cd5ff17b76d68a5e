import { style } from '@vanilla-extract/css'
import { button } from '../../components/button.css'
import { media } from '../../styles/breakpoints'
import { cardRule, eyebrowRule } from '../../styles/section-rules'
import { vars } from '../../styles/theme.css'

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 1fr', gap: vars.space.xl } },
})
export const column = style([
  cardRule,
  {
    display: 'grid',
    gap: vars.space.md,
    alignContent: 'start',
    padding: vars.space.lg,
    '@media': { [media.tablet]: { padding: vars.space.xl } },
  },
])
export const image = style({ width: '100%', height: 'auto', borderRadius: vars.radius.md, background: vars.color.brandSoft })
export const audience = style([eyebrowRule, { marginTop: vars.space.sm }])
export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight })
export const text = style({ margin: 0, color: vars.color.textMuted })
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm })
// Resolved here, at build time: calling the recipe in the component would ship its runtime.
export const primary = button({ variant: 'primary' })
export const secondary = button({ variant: 'secondary' })
