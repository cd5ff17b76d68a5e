import type { ReactNode } from 'react'
import { useLL } from '../../app/i18n'
import type { SectionProps } from '../section-props'
import * as styles from './event-intro.css'

type Section = SectionProps<'event-intro'>['section']

/**
 * Which event, when (Seoul days, written out at build time), where and what for: only the facts
 * the entry gives. The event's name is left out where the heading holds it already ("AES Korea
 * 2025" under "AES Korea 2025 attendance badge"): a row that repeats the h1 would push the form
 * off a phone's first screen for nothing.
 */
export function EventFacts({ section }: { section: Section }) {
  const LL = useLL()
  const { dates, venue, criteria } = section
  const name = section.name && !section.title.includes(section.name) ? section.name : undefined
  if (!name && !dates && !venue && !criteria) return null
  return (
    <dl className={styles.facts}>
      {name && <Fact term={LL.event.name()}>{name}</Fact>}
      {dates && <Fact term={LL.event.dates()}>{dates}</Fact>}
      {venue?.kind === 'place' && (
        <Fact term={LL.event.venue()}>
          <span className={styles.line}>{venue.name}</span>
          <span className={`${styles.line} ${styles.aside}`}>{venue.address}</span>
        </Fact>
      )}
      {venue?.kind === 'online' && (
        <Fact term={LL.event.venue()}>
          <span className={styles.line}>{LL.event.online()}</span>
          {venue.platform && <span className={`${styles.line} ${styles.aside}`}>{venue.platform}</span>}
        </Fact>
      )}
      {criteria && <Fact term={LL.event.criteria()}>{criteria}</Fact>}
    </dl>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.detail}>{children}</dd>
    </div>
  )
}
