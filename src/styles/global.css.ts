import { globalStyle } from '@vanilla-extract/css'
import { vars } from './theme.css'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
// No smooth scrolling: a jump to a legal article stopped short of it (an article out of view holds
// a guessed height until drawn, legal-document.css.ts, and a smooth scroll aims where the target
// was when it began); a new page slid up from where the last one was left; a skip link and the
// back-to-top button glided where a jump is what was asked for.
globalStyle('html', { WebkitTextSizeAdjust: '100%' })
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.surface,
  wordBreak: 'keep-all',
  // A word breaks inside only when it is longer than its whole line. Not 'anywhere': that also
  // lets a grid or flex column shrink to one letter's width (its min-content), which is how the
  // closing band squeezed its words into a 37 px column at 768 px.
  overflowWrap: 'break-word',
  // A full-bleed band (100vw, e.g. the home carousel) is wider than the window by the scrollbar's
  // width; clip, unlike hidden, makes no scroll container, so the sticky header still sticks.
  overflowX: 'clip',
  // A short page (the not-found page, a brief notice) still ends with the footer at the bottom
  // of the screen: the body is at least a screen high and the main part takes the room left.
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
})
globalStyle('body', { '@supports': { '(min-height: 100dvh)': { minHeight: '100dvh' } } })
globalStyle('body > main', { flex: '1 0 auto' })
globalStyle('h1, h2, h3', { lineHeight: vars.lineHeight.tight, margin: 0 })
// Line breaks a reader would choose (docs/decisions/line-breaks.md): headings, and a hero's label
// above its h1, set their lines to even lengths, so a long one does not end with one word alone
// (tried: `pretty` on headings leaves more lone words than `balance` in Chromium); running text
// avoids a lone last word where it can. Korean keeps its word units whole (`keep-all` on body); the
// compounds of manifest/no-break.ts hold together in the text itself. the page walk
// (tests/e2e/page-walk/line-breaks.ts) measures the outcome.
globalStyle('h1, h2, h3, h4, p:has(+ h1)', { textWrap: 'balance' })
globalStyle('p, li, dd, figcaption', { textWrap: 'pretty' })
globalStyle('a', { color: vars.color.brand })
globalStyle('img, svg', { maxWidth: '100%', display: 'block' })
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' })
globalStyle('main:focus', { outline: 'none' })
