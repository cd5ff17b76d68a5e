import { style, styleVariants } from '@vanilla-extract/css'
import { media, range } from '../../styles/breakpoints'
import { shade } from '../../styles/palette'
import { vars } from '../../styles/theme.css'

// Variants are static class maps keyed like the schema's enum (no recipe runtime, so the
// section adds no shared code to content pages that are close to their budget).

export const section = style({ display: 'grid', gap: vars.space.xl })

export const intro = style({ display: 'grid', gap: vars.space.sm, maxWidth: '44rem', wordBreak: 'keep-all' })
export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.desktop]: { fontSize: '2rem' } },
})
export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md })

const gridBase = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
})
const twoThen = (wide: number) => ({
  '@media': {
    [range.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: `repeat(${wide}, minmax(0, 1fr))` },
  },
})
export const grid = styleVariants({ 2: [gridBase, twoThen(2)], 3: [gridBase, twoThen(3)], 4: [gridBase, twoThen(4)] })

const cardBase = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  borderRadius: vars.radius.md,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
})
export const card = styleVariants({
  feature: [
    cardBase,
    { padding: vars.space.lg, background: vars.color.surfaceAlt },
  ],
  showcase: [
    cardBase,
    {
      overflow: 'hidden',
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      boxShadow: `0 1px 2px ${shade(0.06)}`,
      transition: 'box-shadow 160ms ease, transform 160ms ease',
      selectors: {
        '&:hover, &:focus-within': { boxShadow: vars.shadow.raised },
        '&:hover': { transform: 'translateY(-2px)' },
      },
      '@media': { [media.reducedMotion]: { transition: 'none', selectors: { '&:hover': { transform: 'none' } } } },
    },
  ],
  benefit: [
    cardBase,
    {
      flexDirection: 'row',
      alignItems: 'flex-start',
      padding: vars.space.lg,
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
    },
  ],
})

const visualBase = style({ display: 'flex', flexShrink: 0, alignItems: 'center', justifyContent: 'center' })
export const visual = styleVariants({
  feature: [visualBase, { width: '3.5rem', height: '3.5rem', borderRadius: vars.radius.md, background: vars.color.brandSoft }],
  showcase: [visualBase, { aspectRatio: '16 / 10', background: `linear-gradient(135deg, ${vars.color.brandSoft}, ${vars.color.surfaceAlt})` }],
  benefit: [visualBase, { width: '3rem', height: '3rem', borderRadius: vars.radius.pill, background: vars.color.brandSoft }],
})

const imageBase = style({ display: 'block', maxWidth: '100%' })
export const image = styleVariants({
  feature: [imageBase, { width: '2rem', height: '2rem' }],
  showcase: [imageBase, { width: '100%', height: '100%', objectFit: 'contain' }],
  benefit: [imageBase, { width: '1.75rem', height: '1.75rem' }],
})

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  selectors: { [`${card.showcase} &`]: { padding: `0 ${vars.space.lg} ${vars.space.lg}` } },
})
const titleBase = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight })
/** A card title's line breaks (the section's `titleWrap` in the page's language). */
export const title = styleVariants({ fill: [titleBase], balance: [titleBase, { textWrap: 'balance' }] })
export const text = style({ margin: 0, color: vars.color.textMuted, flex: 1 })

const linkBase = style({
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
})
export const link = styleVariants({
  plain: [linkBase],
  // The whole card is the link's target area; the link stays the one focusable element.
  stretched: [linkBase, { selectors: { '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md } } }],
})
export const arrow = style({
  transition: 'transform 160ms ease',
  selectors: { [`${cardBase}:hover &`]: { transform: 'translateX(3px)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
})
