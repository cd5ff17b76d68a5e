import { readFileSync } from 'node:fs'
import path from 'node:path'
import { formatEventDateTime } from '../../manifest/event-time-text'
import type { EventPage } from '../../manifest/schema/event'
import { wallClockAt } from '../../manifest/zoned-time'
import { serverConfig } from '../../server/config'

const { distDir } = serverConfig()

/** An event page's address in its own language's segment. */
export const eventPath = (event: Pick<EventPage, 'interfaceLanguage' | 'slug'>) => `/${event.interfaceLanguage === 'ko' ? 'kor' : 'eng'}/${event.slug}`

/**
 * The claim window the built page carries (its box's `data-opens` and `data-closes`, which the
 * prerender writes for the inline script), as instants and as the page writes each end in the
 * event's zone. Read from the build, not the manifest: an example's window is relative to the
 * build's day (manifest/claim-window.ts), so only the build knows its dates; a fixed window reads
 * the same either way. Read when the spec loads, so a test's name can hold the moments. None
 * for an entry without a window.
 */
export function builtWindow(event: Pick<EventPage, 'interfaceLanguage' | 'slug' | 'timeZone' | 'claims'>): { opens?: number; closes?: number; opensText?: string; closesText?: string } {
  // An entry without a window has a page without one: always open.
  if (!event.claims) return {}
  const html = readFileSync(path.join(distDir, eventPath(event), 'index.html'), 'utf8')
  const box = /<div [^>]*data-claims="[^"]*"[^>]*>/.exec(html)?.[0]
  if (!box) throw new Error(`${eventPath(event)}: the built page has no claim window (run npm run build)`)
  const instant = (end: 'opens' | 'closes') => {
    const value = new RegExp(`data-${end}="(\\d+)"`).exec(box)?.[1]
    return value === undefined ? undefined : Number(value)
  }
  const text = (at: number | undefined) => (at === undefined ? undefined : formatEventDateTime(wallClockAt(at, event.timeZone), event.timeZone, event.interfaceLanguage))
  const [opens, closes] = [instant('opens'), instant('closes')]
  return { ...(opens !== undefined ? { opens, opensText: text(opens) } : {}), ...(closes !== undefined ? { closes, closesText: text(closes) } : {}) }
}
