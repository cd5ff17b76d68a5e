import type Database from 'better-sqlite3'
import type { components } from '../../src/generated/api.gen'

type PressItem = components['schemas']['PressItem']
type GalleryBadge = components['schemas']['GalleryBadge']
type GalleryCategory = components['schemas']['GalleryCategory']
type GalleryCategoryFilter = components['schemas']['GalleryCategoryFilter']

interface PressRow {
  id: number
  publisher: string
  title: string
  link_url: string
  published_date: string
  display: 0 | 1
}

interface GalleryRow {
  id: number
  category: GalleryCategory
  badge_title: string
  issuer_name: string
  badge_link_url: string
  issuer_link_url: string
  badge_image_path: string
}

/** Every press item, newest first (hidden ones included: the site filters on `display`). */
export function listPressItems(db: Database.Database): PressItem[] {
  const rows = db.prepare('SELECT * FROM press_items ORDER BY published_date DESC, id DESC').all() as PressRow[]
  return rows.map((row) => ({
    id: row.id,
    publisher: row.publisher,
    title: row.title,
    linkUrl: row.link_url,
    publishedDate: row.published_date,
    display: row.display === 1,
  }))
}

/** The gallery tab `etc` shows the badges whose category is `other`. */
function categoryOfFilter(filter: Exclude<GalleryCategoryFilter, 'all'>): GalleryCategory {
  return filter === 'etc' ? 'other' : filter
}

export function listGalleryBadges(db: Database.Database, filter: GalleryCategoryFilter): GalleryBadge[] {
  const rows = (
    filter === 'all'
      ? db.prepare('SELECT * FROM gallery_badges ORDER BY id').all()
      : db.prepare('SELECT * FROM gallery_badges WHERE category = ? ORDER BY id').all(categoryOfFilter(filter))
  ) as GalleryRow[]
  return rows.map((row) => ({
    id: row.id,
    category: row.category,
    badgeTitle: row.badge_title,
    issuerName: row.issuer_name,
    badgeLinkUrl: row.badge_link_url,
    issuerLinkUrl: row.issuer_link_url,
    badgeImagePath: row.badge_image_path,
  }))
}
