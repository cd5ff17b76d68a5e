/** The latest of calendar days written `YYYY-MM-DD` (they sort as text), or undefined for none. */
export function latestDay(days: readonly string[]): string | undefined {
  return days.reduce<string | undefined>((latest, day) => (latest === undefined || day > latest ? day : latest), undefined)
}
