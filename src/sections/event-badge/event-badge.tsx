import { useLL, useText } from '../../app/i18n'
import { visuallyHidden } from '../../styles/shared.css'
import type { SectionProps } from '../section-props'
import * as styles from './event-badge.css'

/** Spec 2.13: the event's badge, linking to its public page in a new tab, and the event's dates. */
export default function EventBadgeSection({ section }: SectionProps<'event-badge'>) {
  const LL = useLL()
  const text = useText()
  const { dates } = section
  return (
    <figure className={styles.figure}>
      <a href={section.publicUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {/* Fixed size in the markup: the page does not shift when the artwork arrives. */}
        <img src={section.image} alt={text(section.alt)} width={200} height={200} className={styles.image} />
        <span className={visuallyHidden}> ({LL.shell.opensInNewTab()})</span>
      </a>
      {dates && (
        <figcaption className={styles.dates}>
          {LL.eventBadge.dates()}: <time dateTime={dates.start}>{dates.start}</time>
          {dates.end && (
            <>
              {' ~ '}
              <time dateTime={dates.end}>{dates.end}</time>
            </>
          )}
        </figcaption>
      )}
    </figure>
  )
}
