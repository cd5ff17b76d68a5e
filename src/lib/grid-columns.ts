/**
 * How many cards a row holds on wide screens, for `count` cards and at most `max` a row: the
 * count whose last row is fullest (a full one best), so a grid of 7 is 4 + 3 and one of 6 is
 * 3 + 3. On a tie, 3 (the site's usual row), else the larger. Whatever is left over is centred
 * by `balancedGrid` (`src/styles/balanced-grid.ts`).
 */
export function fullestColumns(count: number, max: 2 | 3 | 4 = 4): 2 | 3 | 4 {
  const candidates = ([2, 3, 4] as const).filter((n) => n <= max)
  const fill = (n: number) => (count % n === 0 ? 1 : (count % n) / n)
  const rank = (n: number) => fill(n) * 10 + (n === 3 ? 1 : 0) + n / 100
  return candidates.reduce((best, n) => (rank(n) > rank(best) ? n : best))
}
