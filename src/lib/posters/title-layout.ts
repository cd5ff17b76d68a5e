// How a sharing card's or a slide's title is broken into lines and sized, from a measure of its
// text: the build measures outlines (scripts/prerender/og-card.ts), the request page's preview
// the browser's face.

/** The width of a text in em, from the advances of its characters. */
export type Measure = (text: string) => number

/**
 * Breaks a title into lines no wider than `maxWidth` px: between words, as the site sets Korean
 * (`word-break: keep-all`); a word wider than a line on its own breaks between characters.
 * Returns undefined when it needs more than `maxLines`.
 */
export function wrapTitle(title: string, measure: Measure, fontSize: number, maxWidth: number, maxLines: number): string[] | undefined {
  const fits = (text: string) => measure(text) * fontSize <= maxWidth
  const lines: string[] = []
  let line = ''
  for (const word of title.trim().split(/\s+/)) {
    const joined = line ? `${line} ${word}` : word
    if (fits(joined)) {
      line = joined
      continue
    }
    if (line) lines.push(line)
    line = ''
    for (const char of fits(word) ? [word] : Array.from(word)) {
      if (line && !fits(line + char)) {
        lines.push(line)
        line = ''
      }
      line += char
    }
  }
  lines.push(line)
  return lines.length <= maxLines ? lines : undefined
}

/**
 * The same number of lines at the narrowest width that still holds them (CSS's `text-wrap:
 * balance`), so a title does not leave one word alone on its last line.
 */
function balanced(title: string, measure: Measure, fontSize: number, maxWidth: number, lines: string[]): string[] {
  // A narrower column must not cut a word that the full one kept whole.
  const sameBreaks = (attempt: string[]) => attempt.join(' ') === lines.join(' ')
  let best = lines
  let [low, high] = [0, maxWidth]
  while (high - low > 4) {
    const width = (low + high) / 2
    const attempt = wrapTitle(title, measure, fontSize, width, lines.length)
    if (attempt && sameBreaks(attempt)) [best, high] = [attempt, width]
    else low = width
  }
  return best
}

/** Title sizes tried from the largest down; the first that fits in three lines wins. */
export const titleSizes = [76, 68, 60, 52] as const
const titleMaxLines = 3

/**
 * The largest title size whose wrapping fits, with its lines balanced. A title too long even at
 * the smallest size keeps three lines and ends in an ellipsis (the page's `<title>` stays whole).
 * `sizes`, largest first, are the card's unless a poster gives its own.
 */
export function layoutTitle(title: string, measure: Measure, maxWidth: number, sizes: readonly number[] = titleSizes): { fontSize: number; lines: string[] } {
  for (const fontSize of sizes) {
    const lines = wrapTitle(title, measure, fontSize, maxWidth, titleMaxLines)
    if (lines) return { fontSize, lines: balanced(title, measure, fontSize, maxWidth, lines) }
  }
  const fontSize = sizes[sizes.length - 1]!
  const lines = wrapTitle(title, measure, fontSize, maxWidth, Infinity)!.slice(0, titleMaxLines)
  let last = lines[titleMaxLines - 1]!
  while (last && measure(`${last}…`) * fontSize > maxWidth) last = Array.from(last).slice(0, -1).join('')
  lines[titleMaxLines - 1] = `${last.trimEnd()}…`
  return { fontSize, lines }
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
