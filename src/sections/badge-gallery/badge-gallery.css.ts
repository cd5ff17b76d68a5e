import { style, styleVariants } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { chipTones } from '../../styles/section-rules'
import { vars } from '../../styles/theme.css'

export const controls = style({ display: 'grid', gap: vars.space.md, marginBottom: vars.space.lg })

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.sm,
})
export const tab = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.inverseText, fontWeight: 700 },
    '&:hover:not([aria-selected="true"])': { background: vars.color.surfaceAlt },
  },
})

export const search = style({ position: 'relative', maxWidth: '28rem', width: '100%' })
export const searchInput = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: `0 3rem 0 ${vars.space.md}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
})
export const clear = style({
  position: 'absolute',
  insetBlock: 0,
  right: 0,
  width: '2.75rem',
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
})

/** Holds the space of a row of cards, so a short list or a message does not pull the page up. */
export const panel = style({ minHeight: '20rem' })
/**
 * While the list is coming: at least a screen high, so what follows the list (the inquiry banner,
 * the footer) is out of view until the cards arrive and cannot be seen to jump. With a row's
 * height only, the banner showed under the spinner on a 412 x 823 phone and the cards pushed it
 * down: Lighthouse's CLS 0.04 on /kor/openbadge/badge-list.
 */
export const panelLoading = style({ minHeight: '100svh' })
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.narrow]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md } },
})
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
})
export const thumbLink = style({ display: 'block', borderRadius: vars.radius.sm, background: vars.color.surfaceAlt })
export const thumb = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'contain' })
const chipBase = style({
  alignSelf: 'flex-start',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  lineHeight: 1.8,
})
export const chip = styleVariants({
  edu: [chipBase, chipTones.blue],
  corp: [chipBase, chipTones.orange],
  group: [chipBase, chipTones.green],
  other: [chipBase, chipTones.grey],
})
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  wordBreak: 'keep-all',
})
export const issuer = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' })
export const message = style({ padding: `${vars.space.xl} 0`, textAlign: 'center', color: vars.color.textMuted })
