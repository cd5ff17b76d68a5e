import { style } from '@vanilla-extract/css'

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
