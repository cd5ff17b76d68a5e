import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { shade } from '../../styles/palette'
import { vars } from '../../styles/theme.css'

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } })

/** Inner padding: a little less on a phone, where every pixel of the row counts. */
const inset = { narrow: vars.space.md, wide: vars.space.lg }

/**
 * The dialog never outgrows the window: a column of title, content and actions in which only the
 * content scrolls, so the title and the way out are always on screen.
 */
export const dialog = style({
  width: 'calc(100% - 2rem)',
  maxHeight: 'calc(100% - 2rem)',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  color: vars.color.text,
  background: vars.color.surface,
  overflow: 'hidden',
  vars: { '--dialog-inset': inset.narrow },
  selectors: {
    '&[open]': { display: 'flex', flexDirection: 'column', animation: `${appear} 160ms ease-out` },
    '&::backdrop': { background: shade(0.55) },
  },
  '@media': {
    [media.reducedMotion]: { selectors: { '&[open]': { animation: 'none' } } },
    [media.tablet]: { vars: { '--dialog-inset': inset.wide } },
  },
})
export const title = style({
  flex: 'none',
  margin: 0,
  padding: 'var(--dialog-inset) var(--dialog-inset) 0',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  wordBreak: 'keep-all',
})
export const content = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  // Room above and below for the focus ring of a first or last link, which the scroller would clip.
  padding: `${vars.space.xs} var(--dialog-inset)`,
  marginTop: vars.space.sm,
})
/**
 * One layout for every dialog's way out. The buttons end the row, the primary one last; a minor
 * action (`aside`) sits apart at the row's start as a quiet link. Where the buttons do not fit
 * side by side they grow to the full width, one under the other in their order, and the aside
 * goes under them: nothing wraps alone, nothing floats above the buttons. On a phone the buttons
 * grow to fill their line, and a lone button shares it with the aside when both fit ("hide for
 * today" beside "close"): a line less, which a popup needs to show all its actions at 320 x 640.
 */
export const footer = style({
  flex: 'none',
  display: 'flex',
  flexDirection: 'row-reverse',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `${vars.space.md} var(--dialog-inset) var(--dialog-inset)`,
  '@media': { [media.tablet]: { gap: vars.space.sm } },
})
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [media.narrow]: { flex: '2 1 auto' } },
})
// Grown buttons share a row evenly, and one that wraps fills its own line.
globalStyle(`${actions} > *`, { flex: '1 1 auto' })
export const aside = style({ display: 'flex', justifyContent: 'center', '@media': { [media.narrow]: { flex: '1 1 auto' } } })

/** The minor action's look: a link-style button, quiet beside the real buttons. */
export const quietAction = style({
  minHeight: '44px',
  padding: `0 ${vars.space.xs}`,
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.brand } },
})

// The page's start holds focus for a moment after an on-load dialog (focus-document-start.ts).
globalStyle('body[tabindex="-1"]:focus', { outline: 'none' })
