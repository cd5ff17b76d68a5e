import { useLL } from '../../app/i18n'
import type { SectionProps } from '../section-props'
import { EventFacts } from './event-facts'
import { PartnerBand } from './partner-band'
import * as styles from './event-intro.css'

/**
 * An event page's opening (docs/events-and-partners.md): an example page says so first; then whose
 * event it is (our logo beside the partner's), the event's name (the page's h1), its lead text with
 * the badge linking to its public page (docs/rules/issuance.md §2.13), and the facts the entry
 * gives.
 */
export default function EventIntroSection({ section }: SectionProps<'event-intro'>) {
  const LL = useLL()
  const { badge } = section
  return (
    <header className={styles.intro}>
      {section.example && (
        <p className={styles.example}>
          <strong className={styles.exampleTag}>{LL.event.example()}</strong>
          <span>{LL.event.exampleNote()}</span>
        </p>
      )}
      <PartnerBand partner={section.partner} />
      <h1 className={styles.title}>{section.title}</h1>
      {/* Before the lead in the markup: on a phone it floats beside it. */}
      <a href={badge.publicUrl} target="_blank" rel="noopener noreferrer" className={styles.badgeLink}>
        <img src={badge.image} alt={badge.alt} width={200} height={200} className={styles.badgeImage} />
        <span className={styles.hidden}> ({LL.shell.opensInNewTab()})</span>
      </a>
      <p className={styles.lead}>{section.description}</p>
      <EventFacts section={section} />
    </header>
  )
}
