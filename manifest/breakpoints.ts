/**
 * The site's viewport breakpoints in CSS pixels. Two layers need them: the manifest (a carousel's
 * images in view are set per breakpoint) and the theme (`src/styles/breakpoints.ts` builds the
 * media queries from them). The manifest may import nothing outside itself, so they live here.
 * Plain numbers and no imports: `src/` may read this one manifest file as a value (eslint.config.js),
 * because it brings no zod into the browser.
 */
export const breakpoints = { tablet: 600, desktop: 960, wide: 1400 } as const
