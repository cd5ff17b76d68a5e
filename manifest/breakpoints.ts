/**
 * The site's viewport breakpoints in CSS pixels. Two layers need them: the manifest (a carousel's
 * images in view are set per breakpoint) and the theme (`src/styles/breakpoints.ts` builds the
 * media queries from them). The manifest may import nothing outside itself, so they live here.
 * Plain numbers and no imports: `src/` may read this one manifest file as a value (eslint.config.js),
 * because it brings no zod into the browser.
 *
 * `menu` is where the header shows its menu in the bar rather than behind the menu button: from
 * the width at which the longer of its two languages fits whole (English needs about 1,000 px
 * in the system faces), with room to spare for a wider face; below it the drawer.
 */
export const breakpoints = { tablet: 600, desktop: 960, menu: 1088, wide: 1400 } as const
