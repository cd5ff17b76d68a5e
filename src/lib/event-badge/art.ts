/**
 * Original artwork for an event badge: a round medal with a ribbon, the event's short name on a
 * curved band and a laurel of dots. A pure function of its input, so a regenerated file has the
 * same bytes; the hue comes from the slug, so each partner gets its own. `npm run new:event` writes
 * it to `public/events/`; the partner request page's preview draws it from the form as it stands.
 */
import { ribbon, ribbonFontSize } from './ribbon'

interface EventBadgeArtInput {
  slug: string
  /** The short name on the medal, e.g. `AES KOREA` (upper-case Latin letters read best; ribbon.ts says what fits). */
  label: string
  /** Read by screen readers through the SVG's <title>. */
  title: string
}

/** A stable small number from a string (FNV-1a), to pick a palette. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0
  return h
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function eventBadgeSvg({ slug, label, title }: EventBadgeArtInput): string {
  // A hue of its own per partner; saturation and lightness fixed so white text keeps its contrast.
  const hue = hash(slug) % 360
  const p = { base: `hsl(${hue} 62% 34%)`, dark: `hsl(${hue} 66% 22%)`, light: `hsl(${hue} 70% 78%)` }
  const dots = Array.from({ length: 18 }, (_, i) => {
    const angle = ((i * 20 + 10) * Math.PI) / 180
    const x = (100 + 78 * Math.cos(angle)).toFixed(1)
    const y = (100 + 78 * Math.sin(angle)).toFixed(1)
    return `<circle cx="${x}" cy="${y}" r="3" fill="${p.light}"/>`
  }).join('')
  const size = ribbonFontSize(label)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeXml(title)}</title>`,
    `<path d="M70 150 L55 196 L80 184 L92 200 L100 160 Z M130 150 L145 196 L120 184 L108 200 L100 160 Z" fill="${p.dark}"/>`,
    `<circle cx="100" cy="100" r="92" fill="${p.dark}"/>`,
    `<circle cx="100" cy="100" r="86" fill="${p.base}"/>`,
    dots,
    `<circle cx="100" cy="100" r="64" fill="#ffffff"/>`,
    `<circle cx="100" cy="100" r="58" fill="none" stroke="${p.base}" stroke-width="2" stroke-dasharray="4 5"/>`,
    `<path d="M100 62 l9 18 20 3 -14 14 3 20 -18 -9 -18 9 3 -20 -14 -14 20 -3 z" fill="${p.light}"/>`,
    `<rect x="${ribbon.x}" y="${ribbon.y}" width="${ribbon.width}" height="${ribbon.height}" rx="6" fill="${p.dark}"/>`,
    `<text x="100" y="${size === 18 ? 133 : 132}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" letter-spacing="1" fill="#ffffff">${escapeXml(label)}</text>`,
    `</svg>`,
    '',
  ].join('\n')
}
