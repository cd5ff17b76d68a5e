import type { SlideType } from '../../../lib/posters/slide-layout'
import { escapeXml } from '../../../lib/posters/title-layout'

/**
 * The slide's text as `<text>` in the page's own face, measured by the browser in that face: the
 * build sets outlines from the font file (og-card.ts), which a page does not have. Widths can
 * differ from the build's by a pixel or so (hinting), never the layout. Call once the face has loaded.
 */
export function webFontType(family: string): SlideType {
  const context = document.createElement('canvas').getContext('2d')!
  context.font = `700 100px ${family}`
  return {
    run: (text, x, baseline, size, fill) => `<text x="${x}" y="${Math.round(baseline)}" font-size="${size}" font-weight="700" fill="${fill}">${escapeXml(text)}</text>`,
    defs: () => '',
    measure: (text) => context.measureText(text).width / 100,
  }
}
