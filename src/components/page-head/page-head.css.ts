import { globalStyle, style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { phoneTapTarget } from '../../styles/section-rules'
import { vars } from '../../styles/theme.css'

/**
 * The site's tint from the header down, fading towards the page: the head reads as the top of
 * the page, like the home page's hero, without competing with it. The band reaches the window's
 * edges while its content keeps the page's column (the padding grows with the window), and the
 * illustration stands beside the words from a tablet's width.
 */
export const head = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 48rem)',
  gridTemplateAreas: '"trail" "title" "lead"',
  alignItems: 'center',
  rowGap: vars.space.md,
  columnGap: vars.space.lg,
  paddingBlock: `${vars.space.lg} ${vars.space.xl}`,
  paddingInline: `max(${vars.space.lg}, (100% - ${vars.layout.maxWidth}) / 2 + ${vars.space.lg})`,
  background: `linear-gradient(180deg, ${vars.color.brandSoft}, #f4f7fe)`,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 48rem) auto',
      gridTemplateAreas: '"trail art" "title art" "lead art"',
      justifyContent: 'space-between',
    },
    [media.desktop]: { paddingBlock: `${vars.space.xl} ${vars.space.xxl}` },
  },
})

export const trail = style({ gridArea: 'trail', fontSize: vars.fontSize.sm, color: vars.color.textMuted })
globalStyle(`${trail} ol`, { display: 'flex', flexWrap: 'wrap', alignItems: 'center', margin: 0, padding: 0, listStyle: 'none' })
// At least 24 px high: a target a finger can hit (WCAG 2.5.8).
globalStyle(`${trail} li`, { display: 'inline-flex', alignItems: 'center', minHeight: '24px' })
// A chevron drawn with borders between the steps: nothing a screen reader would read out.
globalStyle(`${trail} li + li::before`, {
  content: '""',
  width: '0.4em',
  height: '0.4em',
  marginInline: '0.6em 0.75em',
  borderTop: '1.5px solid currentColor',
  borderRight: '1.5px solid currentColor',
  transform: 'rotate(45deg)',
  opacity: 0.6,
})
globalStyle(`${trail} a`, { color: vars.color.brand, fontWeight: 600, textDecoration: 'none', ...phoneTapTarget })
globalStyle(`${trail} a:hover`, { textDecoration: 'underline' })
globalStyle(`${trail} [aria-current="page"]`, { color: vars.color.text })

export const title = style({
  gridArea: 'title',
  fontSize: '2rem',
  letterSpacing: '-0.02em',
  '@media': { [media.desktop]: { fontSize: vars.fontSize.xxl } },
})

export const lead = style({ gridArea: 'lead', margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted })

// On a phone the title stays at the top of the screen: no illustration.
export const art = style({
  gridArea: 'art',
  display: 'none',
  width: '200px',
  height: 'auto',
  '@media': { [media.tablet]: { display: 'block' }, [media.desktop]: { width: '280px' } },
})
