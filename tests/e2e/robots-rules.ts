/**
 * A robots.txt read as Google reads it (RFC 9309): the group of the most specific user agent
 * that names the crawler, else `*`; each rule's path a prefix of the address's path and query,
 * with `*` for any run of characters and a final `$` for the end; the longest matching rule
 * decides, and on a tie between an allow and a disallow the allow wins. No rule matching: allowed.
 */
export type RobotsRule = { allow: boolean; pattern: string }

export function robotsRules(text: string, agent = '*'): RobotsRule[] {
  const groups: { agents: string[]; rules: RobotsRule[] }[] = []
  let current: { agents: string[]; rules: RobotsRule[] } | undefined
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim()
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line)
    if (!match) continue
    const field = match[1]!.toLowerCase()
    const value = match[2]!.trim()
    if (field === 'user-agent') {
      // Consecutive user-agent lines share one group.
      if (!current || current.rules.length > 0) groups.push((current = { agents: [], rules: [] }))
      current.agents.push(value.toLowerCase())
    } else if ((field === 'allow' || field === 'disallow') && current && value !== '') {
      current.rules.push({ allow: field === 'allow', pattern: value })
    }
  }
  const named = groups.filter((g) => g.agents.includes(agent.toLowerCase()))
  const chosen = named.length > 0 ? named : groups.filter((g) => g.agents.includes('*'))
  return chosen.flatMap((g) => g.rules)
}

/** Whether a crawler under `rules` may fetch `pathAndQuery` (`/api/v1/BadgeGallery?category=all`). */
export function robotsAllow(rules: readonly RobotsRule[], pathAndQuery: string): boolean {
  let best: RobotsRule | undefined
  for (const rule of rules) {
    if (!patternMatches(rule.pattern, pathAndQuery)) continue
    if (!best || rule.pattern.length > best.pattern.length || (rule.pattern.length === best.pattern.length && rule.allow)) best = rule
  }
  return best?.allow ?? true
}

function patternMatches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$')
  const body = anchored ? pattern.slice(0, -1) : pattern
  const source = body
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${source}${anchored ? '$' : ''}`).test(path)
}
