import { Icon } from '../../components/icon/icon'
import { ManifestLink } from '../../components/manifest-link/manifest-link'
import { SectionHead } from '../../components/section-head/section-head'
import { fullestColumns } from '../../lib/grid-columns'
import type { SectionProps } from '../section-props'
import * as styles from './card-grid.css'

type Props = SectionProps<'card-grid'>

/** Columns on wide screens: the manifest's choice, else the count with the fullest last row (a `showcase` card needs a third of the width). */
const columnsFor = (section: Props['section']) => section.columns ?? fullestColumns(section.items.length, section.variant === 'showcase' ? 3 : 4)
/** The grid's layout: three cards in a row of their own kind (`grid.trio`, `grid.trioBenefit`), else by the columns. */
const layoutFor = (section: Props['section']) =>
  section.items.length === 3 && columnsFor(section) === 3 ? (section.variant === 'benefit' ? 'trioBenefit' : 'trio') : columnsFor(section)

/** The rows every card of the grid spans: one per part any card has (a `benefit` card's icon sits beside its title). */
function rowsFor(section: Props['section']): 2 | 3 | 4 {
  const picture = section.variant !== 'benefit' && section.items.some((item) => item.icon ?? item.image)
  const link = section.items.some((item) => item.link)
  return (2 + Number(picture) + Number(link)) as 2 | 3 | 4
}

/**
 * A grid of cards (icon or illustration, title, text, optional link). A card with a link in the
 * `showcase` variant is clickable as a whole (the link's area covers the card), while the link
 * itself stays the one focusable element, named by its own label. Its text reaches it in the
 * page's language only (`byLanguage`), as data in the HTML rather than in the page's JavaScript.
 * The layout (no holes, parts in line) is the grid's own: see `card-grid.css.ts`.
 */
export default function CardGridSection({ section }: Props) {
  const TitleTag = section.heading ? 'h3' : 'h2'
  const variant = section.variant
  return (
    <section className={styles.section}>
      <SectionHead heading={section.heading} lead={section.lead} classes={{ head: styles.intro, heading: styles.heading, lead: styles.lead }} />
      <ul className={styles.grid[layoutFor(section)]}>
        {section.items.map((item) => (
          <li key={item.title} className={`${styles.card[variant]} ${styles.rows[rowsFor(section)]}`}>
            {(item.icon ?? item.image) && (
              <div className={styles.visual[variant]}>
                {item.icon ? (
                  <Icon name={item.icon} className={styles.icon[variant]} />
                ) : (
                  item.image && (
                    <img
                      src={item.image.src}
                      width={item.image.width}
                      height={item.image.height}
                      alt={item.image.alt ?? ''}
                      loading="lazy"
                      decoding="async"
                      className={styles.image}
                    />
                  )
                )}
              </div>
            )}
            <TitleTag className={styles.title[section.titleWrap ?? 'fill']}>{item.title}</TitleTag>
            <p className={styles.text}>{item.text}</p>
            {item.link && (
              <ManifestLink link={item.link} className={styles.link[variant === 'showcase' ? 'stretched' : 'plain']}>
                {item.link.label}
                <span aria-hidden="true" className={styles.arrow}>
                  →
                </span>
              </ManifestLink>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
