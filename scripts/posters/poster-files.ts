/**
 * Where the build writes an event's hall poster (A4 PDF) and slide (1920 x 1080 PNG), under
 * `dist/`, served at the same path. One function for the build, `npm run new:event` (which prints
 * them) and the tests. The sitemap lists pages only, so these never enter it.
 */
export function posterFiles(slug: string): { pdf: string; slide: string } {
  return { pdf: `${POSTERS_PATH}${slug}.pdf`, slide: `${POSTERS_PATH}${slug}-slide.png` }
}

/** The folder of every poster and slide; robots.txt keeps crawlers out of it (they are for the hall). */
export const POSTERS_PATH = '/posters/'

/**
 * Where the build writes the poster and slide of an event that asks for a claim code: beside
 * `dist/` (`dist-private/posters/`), never served, since they print the code; the maintainer
 * hands them to the partner. A poster at a guessable address of the site would tell anyone the code.
 */
export const privateOutput = (dist: string) => `${dist}-private`
