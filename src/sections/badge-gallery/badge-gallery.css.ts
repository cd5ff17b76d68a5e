import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css'
import { chipTones, phoneTapTarget } from '../../styles/section-rules'
import { vars } from '../../styles/theme.css'

export const controls = style({ display: 'grid', gap: vars.space.md, marginBottom: vars.space.lg })

/** How far each edge of the tab row fades, driven by its own scroll position (below). */
const fadeStart = createVar({ syntax: '<length>', inherits: false, initialValue: '0px' })
const fadeEnd = createVar({ syntax: '<length>', inherits: false, initialValue: '0px' })
const fade = '2.5rem'
const edgeFades = keyframes({
  '0%': { vars: { [fadeStart]: '0px', [fadeEnd]: fade } },
  '10%': { vars: { [fadeStart]: fade } },
  '90%': { vars: { [fadeEnd]: fade } },
  '100%': { vars: { [fadeStart]: fade, [fadeEnd]: '0px' } },
})
/** Room for a tab's focus ring (3px outline, 2px offset), which the scrolling row would clip. */
const ringRoom = '5px'

/**
 * One row of tabs that scrolls sideways where it does not fit (a phone): never a second row
 * holding one tab. An edge with more tabs beyond it fades out, the hint that the row goes on,
 * drawn by CSS alone: a scroll-driven animation (`animation-timeline: scroll()`) moves the fades
 * with the row's scroll position, and a row that does not scroll has no timeline, so no fade.
 * Scrolling to a tab keeps a fade's width clear of it (`scroll-padding`).
 */
export const tabs = style({
  // The tabs' offsets are measured from the row (see gallery-tabs.tsx).
  position: 'relative',
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  scrollPaddingInline: fade,
  padding: `${ringRoom} ${ringRoom} ${vars.space.sm}`,
  margin: `-${ringRoom} -${ringRoom} 0`,
  // The rule under the tabs, drawn inside the ring's room so it ends where the content does.
  backgroundImage: `linear-gradient(${vars.color.border}, ${vars.color.border})`,
  backgroundRepeat: 'no-repeat',
  backgroundSize: `calc(100% - 2 * ${ringRoom}) 1px`,
  backgroundPosition: `${ringRoom} 100%`,
  maskImage: `linear-gradient(to right, transparent, #000 ${fadeStart}, #000 calc(100% - ${fadeEnd}), transparent)`,
  animation: `${edgeFades} linear both`,
  animationTimeline: 'scroll(self inline)',
})
export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  textDecoration: 'none',
  flexShrink: 0,
  whiteSpace: 'nowrap',
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

export const search = style({ display: 'flex', gap: vars.space.sm, maxWidth: '28rem', width: '100%' })
/** The box and its clear button, which sits inside the box's end. */
export const searchField = style({ position: 'relative', flex: '1 1 auto', minWidth: 0 })
export const submit = style({
  flexShrink: 0,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.inverseText,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
})
/** What a visitor without scripts is told under the list, beside when it was read (in the HTML until the scripts run). */
export const withoutScripts = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'end' })
export const searchInput = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: `0 3rem 0 ${vars.space.md}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  selectors: {
    '&::-webkit-search-cancel-button': { display: 'none' },
    // Empty, the box has no clear button to keep room for: its placeholder ("배지 이름 또는 발급
    // 기관") takes that room, whole at 320 px instead of cut off.
    '&:placeholder-shown': { paddingInlineEnd: vars.space.md },
  },
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

/** Holds the space of a row of cards, so a short list or a message does not pull the page up. The cards' container (below). */
export const panel = style({ minHeight: '20rem', containerType: 'inline-size' })
/**
 * While the list is coming: at least a screen high, so what follows the list (the inquiry banner,
 * the footer) is out of view until the cards arrive and cannot be seen to jump. With a row's
 * height only, the banner showed under the spinner on a 412 x 823 phone and the cards pushed it
 * down: Lighthouse's CLS 0.04 on /kor/openbadge/badge-list.
 */
export const panelLoading = style({ minHeight: '100svh' })

/**
 * The cards' columns, by the room the panel has:
 * - under 20rem (a 320 px phone): one card a row, its picture beside its words, so 52 cards are
 *   an 8,300 px page rather than 22,300 px of full-width pictures;
 * - then two, four and six a row: even counts only, so an even list (the 52 of the gallery, each
 *   category's) never ends in one card alone, at a tablet's 768 px as anywhere. Each step comes
 *   where a card's words keep at least 8 Hangul syllables' room (a nine-syllable issuer's line,
 *   "새봄예시고등학교", "Fundamentals": split inside the word in narrower cards).
 * Ranges that do not overlap, so the order vanilla-extract writes them in cannot matter.
 */
const room = {
  one: '(width < 20rem)',
  two: '(20rem <= width < 44rem)',
  four: '(44rem <= width < 67.5rem)',
  six: '(width >= 67.5rem)',
} as const
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@container': {
    [room.one]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm },
    [room.two]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md },
    [room.four]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [room.six]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
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
  // A card out of view is not laid out or painted until it comes near: of the 52, a phone shows
  // four at first. The whole list laid out and its badges painted were the gallery's long tasks
  // after its first paint. The size held for a card not yet drawn is about a card's, and once
  // drawn its own (`auto`), so the scrollbar barely moves as they appear.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 22rem',
  '@container': {
    // The picture in a column of its own, the category, name and issuer beside it.
    [room.one]: {
      display: 'grid',
      gridTemplateColumns: '5.5rem minmax(0, 1fr)',
      // The picture's height beyond the three lines falls below the issuer, not between the lines.
      gridTemplateRows: 'min-content min-content 1fr',
      columnGap: vars.space.md,
      rowGap: vars.space.xs,
      padding: vars.space.sm,
      containIntrinsicSize: 'auto 7.5rem',
    },
    // Two a row: a narrower inset gives a nine-syllable Korean issuer its one line at 375 px.
    [room.two]: { paddingInline: vars.space.sm },
  },
})
export const thumbLink = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  '@container': { [room.one]: { gridColumn: 1, gridRow: '1 / span 3', alignSelf: 'start' } },
})
export const thumb = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'contain' })
const chipBase = style({
  alignSelf: 'flex-start',
  justifySelf: 'start',
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
/**
 * Names break where a reader would: Korean between words (`keep-all`, not between any two
 * syllables), English at spaces or, for a long word, at a hyphenation point of the page's
 * language. Only a word longer than the whole line breaks inside (`break-word`, the last resort).
 */
const wordsKeptWhole = { wordBreak: 'keep-all', overflowWrap: 'break-word', hyphens: 'auto' } as const
export const title = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.tight, ...wordsKeptWhole })
export const issuer = style([{ color: vars.color.textMuted, fontSize: vars.fontSize.sm, ...wordsKeptWhole }, phoneTapTarget])
export const message = style({ display: 'grid', justifyItems: 'center', gap: vars.space.md, padding: `${vars.space.xl} 0`, textAlign: 'center', color: vars.color.textMuted })
export const messageText = style({ margin: 0 })
