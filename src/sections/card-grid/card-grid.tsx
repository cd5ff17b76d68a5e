import { ManifestLink } from '../../components/manifest-link/manifest-link'
import type { SectionProps } from '../section-props'
import * as styles from './card-grid.css'

type Props = SectionProps<'card-grid'>

/** Columns on wide screens: the manifest's choice, else what the count divides into best. */
function columnsFor(section: Props['section']): 2 | 3 | 4 {
  if (section.columns) return section.columns
  const count = section.items.length
  if (count === 2 || count === 4) return count === 4 && section.variant !== 'showcase' ? 4 : 2
  return 3
}

/**
 * A grid of cards (icon or illustration, title, text, optional link). A card with a link in the
 * `showcase` variant is clickable as a whole (the link's area covers the card), while the link
 * itself stays the one focusable element, named by its own label. Its text reaches it in the
 * page's language only (`byLanguage`), as data in the HTML rather than in the page's JavaScript.
 */
export default function CardGridSection({ section }: Props) {
  const TitleTag = section.heading ? 'h3' : 'h2'
  return (
    <section className={styles.section}>
      {(section.heading || section.lead) && (
        <div className={styles.intro}>
          {section.heading && <h2 className={styles.heading}>{section.heading}</h2>}
          {section.lead && <p className={styles.lead}>{section.lead}</p>}
        </div>
      )}
      <ul className={styles.grid[columnsFor(section)]}>
        {section.items.map((item) => (
          <li key={item.title} className={styles.card[section.variant]}>
            {item.image && (
              <div className={styles.visual[section.variant]}>
                <img
                  src={item.image.src}
                  width={item.image.width}
                  height={item.image.height}
                  alt={item.image.alt ?? ''}
                  loading="lazy"
                  decoding="async"
                  className={styles.image[section.variant]}
                />
              </div>
            )}
            <div className={styles.body}>
              <TitleTag className={styles.title[section.titleWrap ?? 'fill']}>{item.title}</TitleTag>
              <p className={styles.text}>{item.text}</p>
              {item.link && (
                <ManifestLink link={item.link} className={styles.link[section.variant === 'showcase' ? 'stretched' : 'plain']}>
                  {item.link.label}
                  <span aria-hidden="true" className={styles.arrow}>
                    →
                  </span>
                </ManifestLink>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
