import { globalStyle, style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'
import { button as buttonBase } from '../button.css'

export const banner = style({ background: vars.color.brandSoft })

const innerBase = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
})

/**
 * The words beside the buttons where both fit (the words keep at least 20rem), else the buttons
 * under the words: a wrapping row decides by the room it has, so four buttons at 768 px stack
 * rather than squeeze the words into a column of a few letters.
 */
export const inner = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.lg} ${vars.space.xl}`,
})

// A banner's band: its words over the buttons, the illustration beside both on wider screens.
export const innerWithArt = style([
  innerBase,
  {
    '@media': {
      [media.tablet]: {
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        gridTemplateAreas: '"copy art" "buttons art"',
        columnGap: vars.space.xxl,
        rowGap: vars.space.md,
      },
    },
  },
])

export const copy = style({ display: 'grid', gap: vars.space.sm, flex: '1 1 20rem' })

export const text = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600 })

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight })

export const sentence = style({ margin: 0, color: vars.color.textMuted })

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

// Resolved here, at build time: calling the recipe in the component would ship its runtime.
export const primary = buttonBase({ variant: 'primary' })
export const secondary = buttonBase({ variant: 'secondary' })

export const art = style({ display: 'none', width: '280px', height: 'auto', '@media': { [media.tablet]: { display: 'block' } } })

// Named areas only where the template names them (from a tablet's width): elsewhere they would
// add tracks of their own and lay the parts over each other.
for (const [part, area] of [[copy, 'copy'], [buttons, 'buttons'], [art, 'art']] as const) {
  globalStyle(`${innerWithArt} > ${part}`, { '@media': { [media.tablet]: { gridArea: area } } })
}
