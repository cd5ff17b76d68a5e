import { useLL } from '../../app/i18n'
import { badgeImageUrl } from '../../api'
import type { components } from '../../generated/api.gen'
import { visuallyHidden } from '../../styles/shared.css'
import * as styles from './badge-gallery.css'

type GalleryBadge = components['schemas']['GalleryBadge']

/** Only web addresses become links: a `javascript:` URL from the API must never be clickable. */
export const isWebUrl = (url: string) => /^https?:\/\//i.test(url)

/** One badge: its category, its image linking to the badge's page, its title and its issuer's link. */
export function GalleryCard({ badge, categoryLabel }: { badge: GalleryBadge; categoryLabel: string }) {
  const LL = useLL()
  const newTab = <span className={visuallyHidden}> ({LL.shell.opensInNewTab()})</span>
  const image = <img src={badgeImageUrl(badge.badgeImagePath)} alt={badge.badgeTitle} width={240} height={240} loading="lazy" className={styles.thumb} />
  return (
    <li className={styles.card}>
      {isWebUrl(badge.badgeLinkUrl) ? (
        <a href={badge.badgeLinkUrl} target="_blank" rel="noopener noreferrer" className={styles.thumbLink}>
          {image}
          {newTab}
        </a>
      ) : (
        <span className={styles.thumbLink}>{image}</span>
      )}
      <span className={styles.chip[badge.category]}>{categoryLabel}</span>
      <h2 className={styles.title}>{badge.badgeTitle}</h2>
      {isWebUrl(badge.issuerLinkUrl) ? (
        <a href={badge.issuerLinkUrl} target="_blank" rel="noopener noreferrer" className={styles.issuer}>
          {badge.issuerName}
          {newTab}
        </a>
      ) : (
        <span className={styles.issuer}>{badge.issuerName}</span>
      )}
    </li>
  )
}
