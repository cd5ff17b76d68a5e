import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'

/** No box of its own: the image inside stays the item of its section's grid. */
export const picture = style({ display: 'contents' })

/**
 * The browser's style sheet leaves a `<source>` inline; freed by `display: contents` it became a
 * grid item of its own, taking the picture's column and pushing the image a row down. Choosing
 * the file does not need it drawn.
 */
export const source = style({ display: 'none' })

/**
 * The phone's drawing at most 20rem wide, centred: drawn about 280 px wide for a 320 px screen
 * (its words 12 px), it would otherwise grow with the column to twice that at 599 px, a picture
 * taller than the screen. `picture > &` outranks the section's own width rule.
 */
export const narrowCapped = style({
  '@media': { [media.narrow]: { selectors: { 'picture > &': { maxWidth: '20rem', justifySelf: 'center' } } } },
})
