import type { ReactNode } from 'react'
import { useLL } from '../../app/i18n'
import type { SectionProps } from '../section-props'
import * as styles from './event-intro.css'

type Section = SectionProps<'event-intro'>['section']

/** Which event, when (Seoul days, written out at build time), where and what for: only the facts the entry gives. */
export function EventFacts({ section }: { section: Section }) {
  const LL = useLL()
  const { name, dates, venue, criteria } = section
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
