import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { eyebrowRule, headingRule } from '../../styles/section-rules'
import { vars } from '../../styles/theme.css'

export const section = style({ display: 'grid', gap: vars.space.xxl })

// The picture beside the words from a tablet's width: one above the other, each picture took the
// width, 720 x 510 px at 768, and /openbadge grew to 5,900 px.
export const block = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xl },
    [media.desktop]: { gap: vars.space.xxl },
  },
})

export const body = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'center',
  '@media': { [media.tablet]: { selectors: { [`${block}:nth-child(even) > &`]: { order: 2 } } } },
})

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, wordBreak: 'keep-all' })
export const paragraph = style({ margin: 0, color: vars.color.textMuted })

export const image = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
})
export const heading = style(headingRule)
export const eyebrow = style(eyebrowRule)
