import { style } from '@vanilla-extract/css'
import { phoneTapTarget } from '../styles/section-rules'

/**
 * Our logo (the wordmark file of manifest/brand.ts), in the header and beside a partner's on an
 * event page: a link around one picture, at one height wherever it stands.
 */
export const logo = style([{ display: 'inline-flex', alignItems: 'center', flexShrink: 0 }, phoneTapTarget])

/** 2rem high; the width follows from the file's own proportions (its width and height attributes). */
export const image = style({ height: '2rem', width: 'auto' })
