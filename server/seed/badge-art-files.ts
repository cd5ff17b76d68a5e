import { sampleGalleryBadges } from './gallery'
import { renderBadgeSvg } from './badge-art'

/** The committed art folder; the API serves it under /api/badges/. */
export const badgeArtDirectory = new URL('./badges/', import.meta.url)

/** File name → SVG text for every sample gallery badge. */
export function badgeArtFiles(): Map<string, string> {
  const files = new Map<string, string>()
  const indexInCategory = new Map<string, number>()
  // English titles: the art's <title> ends in English, "(sample badge)".
  for (const badge of sampleGalleryBadges('en')) {
    const index = indexInCategory.get(badge.category) ?? 0
    indexInCategory.set(badge.category, index + 1)
    const fileName = badge.badgeImagePath.replace('/badges/', '')
    files.set(fileName, renderBadgeSvg({ category: badge.category, index, title: badge.badgeTitle }))
  }
  return files
}
