import { badgeImageUrl } from '../../api'
import type { components } from '../../generated/api.gen'
import { webHref } from '../../lib/safe-url'
import { visuallyHidden } from '../../styles/shared.css'
import * as styles from './badge-gallery.css'

type GalleryBadge = components['schemas']['GalleryBadge']

/**
 * The first cards are in view as the list appears (a row of two on a phone, of six on a wide
 * screen): their images load at once, the first two first, since the largest of them is the
 * page's largest paint; the rest wait until scrolled near.
 */
const eagerCards = 6
const urgentCards = 2

/**
 * One badge: its category, its image linking to the badge's page, its title and its issuer's link.
 * Its words come from the gallery, so the 52 cards do not each follow the router's state.
 */
export function GalleryCard({ badge, position, categoryLabel, opensInNewTab }: { badge: GalleryBadge; position: number; categoryLabel: string; opensInNewTab: string }) {
  const newTab = <span className={visuallyHidden}> ({opensInNewTab})</span>
  return (
    <li className={styles.card}>
      <a href={webHref(badge.badgeLinkUrl)} target="_blank" rel="noopener noreferrer" className={styles.thumbLink}>
        <img src={badgeImageUrl(badge.badgeImagePath)} alt={badge.badgeTitle} width={240} height={240}
          loading={position < eagerCards ? 'eager' : 'lazy'} fetchPriority={position < urgentCards ? 'high' : 'auto'} className={styles.thumb} />
        {newTab}
      </a>
      <span className={styles.chip[badge.category]}>{categoryLabel}</span>
      <h2 className={styles.title}>{badge.badgeTitle}</h2>
      <a href={webHref(badge.issuerLinkUrl)} target="_blank" rel="noopener noreferrer" className={styles.issuer}>
        {badge.issuerName}
        {newTab}
      </a>
    </li>
  )
}
