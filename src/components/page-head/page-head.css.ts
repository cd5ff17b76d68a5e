import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

// The site's tint from the header down, fading towards the page: the head reads as the top of
// the page, like the home page's hero, without competing with it.
export const head = style({
  background: `linear-gradient(180deg, ${vars.color.brandSoft}, #f4f7fe)`,
  borderBottom: `1px solid ${vars.color.brandSoft}`,
})

export const inner = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}`,
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
    [media.desktop]: { paddingBlock: `${vars.space.xl} ${vars.space.xxl}` },
  },
})

export const copy = style({ display: 'grid', gap: vars.space.md, maxWidth: '48rem' })

export const trail = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

// A chevron drawn with borders between the steps: nothing a screen reader would read out.
export const crumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  selectors: {
    '& + &::before': {
      content: '""',
      width: '0.4em',
      height: '0.4em',
      marginInline: '0.6em 0.75em',
      borderTop: '1.5px solid currentColor',
      borderRight: '1.5px solid currentColor',
      transform: 'rotate(45deg)',
      opacity: 0.6,
    },
  },
})

export const link = style({
  color: vars.color.brand,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

export const current = style({ color: vars.color.text })

export const title = style({
  fontSize: '2rem',
  letterSpacing: '-0.02em',
  '@media': { [media.desktop]: { fontSize: vars.fontSize.xxl } },
})

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted })

// Beside the words from a tablet's width; on a phone the title stays at the top of the screen.
export const art = style({
  display: 'none',
  width: '200px',
  height: 'auto',
  '@media': { [media.tablet]: { display: 'block' }, [media.desktop]: { width: '280px' } },
})
