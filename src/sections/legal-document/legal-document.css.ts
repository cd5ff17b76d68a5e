import { globalStyle, style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { stickyBesideRules } from '../../styles/shared.css'
import { vars } from '../../styles/theme.css'
import { phoneTapTarget } from '../../styles/section-rules'


/** Contents beside the text on wide screens; above it, in one column, on narrow ones. */
export const section = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: '17rem minmax(0, 1fr)', gap: vars.space.xxl } },
})

export const contents = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  fontSize: vars.fontSize.sm,
  '@media': {
    [media.desktop]: stickyBesideRules,
  },
})

export const contentsHeading = style({ fontSize: vars.fontSize.md, marginBottom: vars.space.sm })

export const contentsList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })
globalStyle(`${contentsList} ${contentsList}`, { paddingInlineStart: vars.space.md, marginBlock: vars.space.xs })

/**
 * A chapter's articles in the contents: on phones the contents list chapters only (the Korean
 * terms would otherwise take three screens before their first line); beside the text, all.
 */
export const chapterArticles = style([
  contentsList,
  { display: 'none', '@media': { [media.desktop]: { display: 'grid' } } },
])

const contentsLinkBase = {
  display: 'block',
  paddingBlock: '0.3125rem',
  color: vars.color.text,
  textDecoration: 'none',
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
} as const
export const contentsLink = style([contentsLinkBase, phoneTapTarget])
export const contentsGroup = style([{ ...contentsLinkBase, fontWeight: 700 }, phoneTapTarget])

/** One comfortable reading column: about 40 Korean characters or 75 Latin ones a line. */
export const documents = style({ display: 'grid', gap: vars.space.xxl, maxWidth: '44rem', minWidth: 0 })

// One column that never grows past the room it has: an article out of view keeps the width it was
// last laid out at (below), which an `auto` column would take for its content's.
const oneColumn = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' } as const

export const document = style({ ...oneColumn, gap: vars.space.md, lineHeight: 1.8, wordBreak: 'keep-all' })

export const documentHeading = style({
  fontSize: vars.fontSize.xl,
  paddingBottom: vars.space.sm,
  borderBottom: `2px solid ${vars.color.text}`,
})

export const dates = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
export const dateRow = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.sm })
globalStyle(`${dateRow} dt`, { fontWeight: 700, color: vars.color.text })
globalStyle(`${dateRow} dd`, { margin: 0 })
/** A date never breaks inside itself ("20 / November 2022"). */
export const date = style({ whiteSpace: 'nowrap' })

export const chapter = style({ ...oneColumn, gap: vars.space.md, marginTop: vars.space.lg })
export const chapterHeading = style({
  fontSize: vars.fontSize.lg,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
})

/**
 * An article out of view is neither laid out nor painted until it comes near (the terms have 25 to
 * 30, the privacy policy 15): it holds an article's usual height, then its own once drawn. Its
 * paint containment would clip the focus ring (3 px, 2 px out) of a link at its edge; the clip
 * margin keeps a ring whole.
 */
export const article = style({
  display: 'grid',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 12rem',
  overflowClipMargin: '5px',
})
export const articleHeading = style({
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  selectors: { '&:target': { color: vars.color.brand } },
})

export const text = style({ margin: 0 })
/** A key clause: set apart so no reader can miss it (약관규제법 제3조). */
export const important = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `3px solid ${vars.color.brand}`,
  borderRadius: `0 ${vars.radius.sm} ${vars.radius.sm} 0`,
  background: vars.color.brandSoft,
})
globalStyle(`${important} strong`, { fontWeight: 500 })

export const paragraphs = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })
export const numberedParagraph = style({ display: 'grid', gridTemplateColumns: '1.75rem minmax(0, 1fr)' })
export const paragraphMarker = style({ color: vars.color.textMuted })
export const paragraphBody = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 })

export const items = style({ margin: 0, paddingInlineStart: '1.75rem', display: 'grid', gap: vars.space.xs })
export const subItemsKo = style({ margin: `${vars.space.xs} 0 0`, paddingInlineStart: '1.75rem', listStyleType: 'hangul' })
export const subItemsEn = style({ margin: `${vars.space.xs} 0 0`, paddingInlineStart: '1.75rem', listStyleType: 'lower-alpha' })

/**
 * Label and value pairs: stacked on phones (an e-mail address needs the full width), a
 * two-column table from tablets on, its label column as wide as the longest label.
 */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'max-content minmax(0, 1fr)' } },
  margin: `${vars.space.xs} 0 0`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  fontSize: vars.fontSize.sm,
})
export const detail = style({ display: 'contents' })
globalStyle(`${detail} dt`, { padding: `${vars.space.xs} ${vars.space.md}`, fontWeight: 700, background: vars.color.surfaceAlt })
globalStyle(`${detail} dd`, { margin: 0, padding: `${vars.space.xs} ${vars.space.md}`, overflowWrap: 'anywhere' })
globalStyle(`${detail} + ${detail} > *`, { borderTop: `1px solid ${vars.color.border}` })
