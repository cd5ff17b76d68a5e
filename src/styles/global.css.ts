import { globalStyle } from '@vanilla-extract/css'
import { media } from './breakpoints'
import { vars } from './theme.css'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('html', { scrollBehavior: 'smooth', WebkitTextSizeAdjust: '100%' })
globalStyle('html', { '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } } })
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.surface,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  // A full-bleed band (100vw, e.g. the home carousel) is wider than the window by the scrollbar's
  // width; clip, unlike hidden, makes no scroll container, so the sticky header still sticks.
  overflowX: 'clip',
})
globalStyle('h1, h2, h3', { lineHeight: vars.lineHeight.tight, margin: 0 })
globalStyle('a', { color: vars.color.brand })
globalStyle('img, svg', { maxWidth: '100%', display: 'block' })
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' })
globalStyle('main:focus', { outline: 'none' })
