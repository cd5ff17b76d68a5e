import type Database from './sqlite'
import type { components } from '../../src/generated/api.gen'
import type { Locales } from '../../src/i18n/i18n-types'

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
  badge_title_ko: string
  issuer_name_ko: string
  /** Empty for a badge with one name: the Korean one is given in both languages. */
  badge_title_en: string | null
  issuer_name_en: string | null
  badge_link_url: string
  issuer_link_url: string
  badge_image_path: string
}

/** Every press item, newest first (hidden ones included: the site filters on `display`). */
export function listPressItems(db: Database): PressItem[] {
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

/** The gallery's badges of one tab, named in `language` (migration 6). */
export function listGalleryBadges(db: Database, filter: GalleryCategoryFilter, language: Locales): GalleryBadge[] {
  const rows = (
    filter === 'all'
      ? db.prepare('SELECT * FROM gallery_badges ORDER BY id').all()
      : db.prepare('SELECT * FROM gallery_badges WHERE category = ? ORDER BY id').all(categoryOfFilter(filter))
  ) as GalleryRow[]
  return rows.map((row) => ({
    id: row.id,
    category: row.category,
    badgeTitle: (language === 'en' ? row.badge_title_en : null) ?? row.badge_title_ko,
    issuerName: (language === 'en' ? row.issuer_name_en : null) ?? row.issuer_name_ko,
    badgeLinkUrl: row.badge_link_url,
    issuerLinkUrl: row.issuer_link_url,
    badgeImagePath: row.badge_image_path,
  }))
}
