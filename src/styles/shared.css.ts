import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
  // Read aloud, never seen: in the system's face, so hidden words never fetch a file of the brand
  // face. An English page's one Korean word, the language switch's "(한국어)", would make it fetch
  // the face's Hangul file (68 kB, codegen/brand-face.ts) on every first visit.
  fontFamily: 'sans-serif',
})

/**
 * Before React has hydrated the page: scripts blocked, or not run yet on a slow connection. The
 * app marks `<html data-hydrated="true">` once it runs (src/app/root-document.tsx); a style under
 * this selector is what a control does without its script, and it ends, in the same frame, when
 * the script takes over. A class, not a re-render after hydration, so it costs no JavaScript.
 */
export const beforeHydration = 'html:not([data-hydrated])'

/** The sticky header would cover what sticks under it or a heading jumped to: keep clear of it. */
export const belowHeader = `calc(${vars.layout.headerHeight} + ${vars.space.md})`

/**
 * A side column that stays in view beside a longer one as the page scrolls, under the sticky
 * header; taller than the screen, it scrolls inside itself rather than hiding its end.
 */
export const stickyBesideRules = {
  position: 'sticky',
  top: belowHeader,
  maxHeight: `calc(100vh - ${vars.layout.headerHeight} - ${vars.space.xl})`,
  overflowY: 'auto',
} as const
