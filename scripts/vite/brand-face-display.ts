import type { Plugin } from 'vite'

/** The package stylesheet of the brand face that root-document.tsx imports. */
export const brandFaceStylesheet = /pretendard[\\/]dist[\\/]web[\\/]variable[\\/]pretendardvariable-dynamic-subset\.css$/

/**
 * The brand face as an enhancement, never a relayout: the package's rules say `font-display:
 * swap`, and this sets `optional`. With swap every woff2 chunk that arrives after the first paint
 * makes Chromium shape every line in the face again and lay the page out anew: a Korean page
 * needs 9 to 20 chunks, and on a phone (4x CPU) that was 150-540 ms of blocked main thread per
 * chunk, about 2 s on /kor (docs/performance.md, 2026-11-27). With optional a chunk that is not
 * there when a line is first drawn leaves that line in the metric-matched fallback
 * (styles/fonts.css.ts) for the rest of the visit to the page; the chunk still downloads, and
 * every later page, or a fast link, draws the face from the first paint.
 */
export function brandFaceDisplay(): Plugin {
  return {
    name: 'brand-face-display',
    // Before Vite's CSS plugin bundles the rules into the site's stylesheet.
    enforce: 'pre',
    transform(code, id) {
      if (!brandFaceStylesheet.test(id.split('?')[0] ?? id)) return undefined
      const swaps = code.match(/font-display:\s*swap/g)?.length ?? 0
      // A new version of the package that words its rules otherwise must fail the build, not ship swap.
      if (swaps === 0) this.error(`${id}: no "font-display: swap" to make optional; has the package changed?`)
      return { code: code.replace(/font-display:\s*swap/g, 'font-display: optional'), map: null }
    },
  }
}
