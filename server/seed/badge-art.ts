import type { components } from '../../src/generated/api.gen'

type GalleryCategory = components['schemas']['GalleryCategory']

/**
 * Original sample badge art: a category shape (edu hexagon, corp shield, group rosette, other
 * star), a palette and an ornament chosen from the badge's number, and a monogram of its number.
 * Pure function of its input, so regenerating the committed files gives the same bytes.
 */
interface BadgeArtInput {
  category: GalleryCategory
  /** 0-based position within the category. */
  index: number
  /** Read by screen readers through the SVG <title>. */
  title: string
}

const palettes = [
  { base: '#1f4e8c', light: '#5b8fd6', accent: '#f2c14e' },
  { base: '#0f766e', light: '#4fb3a9', accent: '#fde68a' },
  { base: '#7c2d92', light: '#b678c9', accent: '#fbcfe8' },
  { base: '#b45309', light: '#e59a4a', accent: '#fef3c7' },
  { base: '#be123c', light: '#ee6b88', accent: '#ffe4e6' },
  { base: '#334155', light: '#7d8ca3', accent: '#a5f3fc' },
  { base: '#166534', light: '#5aa874', accent: '#d9f99d' },
  { base: '#9a3412', light: '#d9734a', accent: '#fed7aa' },
] as const

const categoryLabels: Record<GalleryCategory, string> = {
  edu: 'EDU',
  corp: 'CORP',
  group: 'GROUP',
  other: 'ETC',
}

const center = 128

function polygonPoints(sides: number, radius: number, rotation: number): string {
  const points: string[] = []
  for (let i = 0; i < sides; i++) {
    const angle = rotation + (i * 2 * Math.PI) / sides
    points.push(`${round(center + radius * Math.cos(angle))},${round(center + radius * Math.sin(angle))}`)
  }
  return points.join(' ')
}

function starPoints(tips: number, outer: number, inner: number): string {
  const points: string[] = []
  for (let i = 0; i < tips * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner
    const angle = -Math.PI / 2 + (i * Math.PI) / tips
    points.push(`${round(center + radius * Math.cos(angle))},${round(center + radius * Math.sin(angle))}`)
  }
  return points.join(' ')
}

function round(value: number): string {
  return value.toFixed(1)
}

function shape(category: GalleryCategory, fill: string, stroke: string): string {
  switch (category) {
    case 'edu':
      return `<polygon points="${polygonPoints(6, 112, -Math.PI / 2)}" fill="${fill}" stroke="${stroke}" stroke-width="8"/>`
    case 'corp':
      return `<path d="M128 14 L224 48 V124 C224 184 184 222 128 244 C72 222 32 184 32 124 V48 Z" fill="${fill}" stroke="${stroke}" stroke-width="8"/>`
    case 'group':
      return `<polygon points="${starPoints(16, 118, 100)}" fill="${fill}" stroke="${stroke}" stroke-width="6" stroke-linejoin="round"/>`
    case 'other':
      return `<polygon points="${starPoints(5, 120, 62)}" fill="${fill}" stroke="${stroke}" stroke-width="8" stroke-linejoin="round"/>`
  }
}

function ornament(kind: number, color: string): string {
  switch (kind % 4) {
    case 0:
      return `<circle cx="128" cy="128" r="60" fill="none" stroke="${color}" stroke-width="4" stroke-dasharray="6 8"/>`
    case 1: {
      const rays: string[] = []
      for (let i = 0; i < 12; i++) {
        const angle = (i * Math.PI) / 6
        const x1 = round(center + 55 * Math.cos(angle))
        const y1 = round(center + 55 * Math.sin(angle))
        const x2 = round(center + 64 * Math.cos(angle))
        const y2 = round(center + 64 * Math.sin(angle))
        rays.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${color}" stroke-width="4" stroke-linecap="round"/>`)
      }
      return rays.join('')
    }
    case 2:
      return `<polygon points="${polygonPoints(8, 64, Math.PI / 8)}" fill="none" stroke="${color}" stroke-width="4"/>`
    default:
      return `<circle cx="128" cy="128" r="62" fill="none" stroke="${color}" stroke-width="3"/><circle cx="128" cy="128" r="56" fill="none" stroke="${color}" stroke-width="2"/>`
  }
}

/**
 * Where the "SAMPLE" mark sits (its baseline and size): over the shape's top on the shapes that
 * are wide there. A star's top arm is 44 px wide at that height and the mark 70: it ran off the
 * point, light on the page, read "AMPLE". On the star it sits in the light disc, over the
 * number, in the shape's own colour.
 */
const sampleMark: Record<GalleryCategory, { y: number; size: number; spacing: number; onDisc?: true }> = {
  edu: { y: 54, size: 13, spacing: 2 },
  corp: { y: 54, size: 13, spacing: 2 },
  group: { y: 54, size: 13, spacing: 2 },
  other: { y: 103, size: 10, spacing: 1.5, onDisc: true },
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

export function renderBadgeSvg({ category, index, title }: BadgeArtInput): string {
  const categoryOffset = { edu: 0, corp: 2, group: 4, other: 6 }[category]
  const palette = palettes[(index + categoryOffset) % palettes.length] ?? palettes[0]
  const monogram = String(index + 1).padStart(2, '0')
  const mark = sampleMark[category]
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img">',
    `<title>${escapeXml(title)} (sample badge)</title>`,
    shape(category, palette.base, palette.light),
    `<circle cx="128" cy="128" r="50" fill="${palette.light}"/>`,
    ornament(index, palette.accent),
    `<text x="128" y="142" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="40" font-weight="700" fill="#ffffff">${monogram}</text>`,
    // A ribbon across the lower edge carries the category, readable on every shape.
    `<rect x="64" y="196" width="128" height="30" rx="6" fill="${palette.accent}" stroke="${palette.base}" stroke-width="3"/>`,
    `<text x="128" y="217" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="17" font-weight="700" letter-spacing="3" fill="${palette.base}">${categoryLabels[category]}</text>`,
    `<text x="128" y="${mark.y}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${mark.size}" letter-spacing="${mark.spacing}" fill="${mark.onDisc ? palette.base : palette.accent}">SAMPLE</text>`,
    '</svg>',
    '',
  ].join('\n')
}
