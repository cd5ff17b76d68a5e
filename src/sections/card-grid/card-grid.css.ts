import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const section = style({ display: 'grid', gap: vars.space.xl })

export const intro = style({ display: 'grid', gap: vars.space.sm, maxWidth: '44rem', wordBreak: 'keep-all' })
export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.desktop]: { fontSize: '2rem' } },
})
export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md })

export const grid = recipe({
  base: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: '1fr',
    '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
  variants: {
    columns: {
      2: {},
      3: { '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
      4: { '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } },
    },
  },
})

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    borderRadius: vars.radius.md,
    wordBreak: 'keep-all',
    overflowWrap: 'anywhere',
  },
  variants: {
    variant: {
      feature: {
        padding: vars.space.lg,
        background: vars.color.surfaceAlt,
        '@media': { [media.desktop]: { padding: vars.space.xl } },
      },
      showcase: {
        overflow: 'hidden',
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        boxShadow: '0 1px 2px rgba(22, 27, 38, 0.06)',
        transition: 'box-shadow 160ms ease, transform 160ms ease',
        selectors: {
          '&:hover, &:focus-within': { boxShadow: vars.shadow.raised },
          '&:hover': { transform: 'translateY(-2px)' },
        },
        '@media': { [media.reducedMotion]: { transition: 'none', selectors: { '&:hover': { transform: 'none' } } } },
      },
      benefit: {
        flexDirection: 'row',
        alignItems: 'flex-start',
        padding: vars.space.lg,
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
      },
    },
  },
})

export const visual = recipe({
  base: { display: 'flex', flexShrink: 0 },
  variants: {
    variant: {
      feature: {
        width: '3.5rem',
        height: '3.5rem',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: vars.radius.md,
        background: vars.color.brandSoft,
      },
      showcase: {
        justifyContent: 'center',
        alignItems: 'center',
        aspectRatio: '16 / 10',
        background: `linear-gradient(135deg, ${vars.color.brandSoft}, ${vars.color.surfaceAlt})`,
      },
      benefit: {
        width: '3rem',
        height: '3rem',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: vars.radius.pill,
        background: vars.color.brandSoft,
      },
    },
  },
})

export const image = recipe({
  base: { display: 'block', maxWidth: '100%', height: 'auto' },
  variants: {
    variant: {
      feature: { width: '2rem', height: '2rem' },
      showcase: { width: '100%', height: '100%', objectFit: 'contain' },
      benefit: { width: '1.75rem', height: '1.75rem' },
    },
  },
})

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  selectors: { [`${card.classNames.variants.variant.showcase} &`]: { padding: `0 ${vars.space.lg} ${vars.space.lg}` } },
})
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight })
export const text = style({ margin: 0, color: vars.color.textMuted, flex: 1 })

export const link = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    marginTop: vars.space.sm,
    alignSelf: 'flex-start',
    minHeight: '24px',
    fontWeight: 600,
    color: vars.color.brand,
    textDecoration: 'none',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
  variants: {
    stretched: {
      true: {
        position: 'static',
        selectors: { '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md } },
      },
      false: {},
    },
  },
})
export const arrow = style({ transition: 'transform 160ms ease', selectors: { [`${card.classNames.base}:hover &`]: { transform: 'translateX(3px)' } } })
